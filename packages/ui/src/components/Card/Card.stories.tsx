import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Heading, Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Card } from './Card.tsx';
import { cardStyle } from './index.ts';

const contact = (city: string) => (
  <>
    <Heading level={3} size="lg">
      {city} office
    </Heading>
    <Text>Ground floor, Example Towers, MG Road, {city}</Text>
    <Text>customercare@example.com</Text>
  </>
);

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: <Text>A surface for one form, result or piece of content.</Text> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Form cards: 16 px inside on a phone, 24 px from tablet up. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByText(/A surface/).parentElement!;
    const style = getComputedStyle(card);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.boxShadow).not.toBe('none');
    await expect(Number.parseFloat(style.borderTopLeftRadius)).toBeGreaterThan(0);
    // 16 px on a phone, 24 px from tablet up.
    await expect([16, 24]).toContain(Number.parseFloat(style.paddingTop));
  },
};

/** Content cards: 24 px inside at every width. */
export const PaddingLarge: Story = {
  args: { padding: 'lg' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByText(/A surface/).parentElement!;
    await expect(getComputedStyle(card).paddingTop).toBe('24px');
  },
};

/** No inner space: for an image or a table that reaches the edges. */
export const PaddingNone: Story = {
  args: { padding: 'none' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByText(/A surface/).parentElement!;
    await expect(getComputedStyle(card).paddingTop).toBe('0px');
  },
};

/** A form card: `as="form"` with the form's fields and actions inside. */
export const FormCard: Story = {
  args: {
    as: 'form',
    'aria-label': 'Find your loan',
    children: (
      <Stack>
        <TextField label="Loan account number" name="loan" />
        <Inline justify="end">
          <Button type="submit">Continue</Button>
        </Inline>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Find your loan' })).toBeTruthy();
  },
};

/** Content cards in a grid: `as="article"`, arranged inside with Box props, of equal height. */
export const ContentCards: Story = {
  render: () => (
    <Box
      display="grid"
      gap="lg"
      // min(…, 100%): one column when even one 14rem card is wider than the screen (large text).
      style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))' }}
    >
      <Card as="article" padding="lg" fullHeight display="flex" flexDirection="column" gap="sm">
        {contact('Mumbai')}
      </Card>
      <Card as="article" padding="lg" fullHeight display="flex" flexDirection="column" gap="sm">
        {contact('Bengaluru')}
        <Text>Open Monday to Saturday, 10:00 to 18:00</Text>
      </Card>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByRole('article');
    await expect(a!.getBoundingClientRect().height).toBe(b!.getBoundingClientRect().height);
  },
};

/**
 * The same surface as a class name, `cardStyle({ padding })`, for an element that needs no Box
 * props: a page that cannot afford the Box runtime (its sprinkles class map) gets the card alone.
 */
export const StyleOnly: Story = {
  render: () => (
    <section aria-label="Your payment" className={cardStyle()}>
      <Text>A card from its class name, without the Box runtime.</Text>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Your payment' });
    const style = getComputedStyle(card);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.boxShadow).not.toBe('none');
    await expect([16, 24]).toContain(Number.parseFloat(style.paddingTop));
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack gap="xl">
      <Card>
        <Text>padding md (default)</Text>
      </Card>
      <Card padding="lg">
        <Text>padding lg</Text>
      </Card>
      <Card padding="none">
        <Text>padding none</Text>
      </Card>
      <Card
        as="section"
        aria-labelledby="all-states-heading"
        padding="lg"
        display="flex"
        flexDirection="column"
        gap="sm"
      >
        <Heading level={3} size="lg" id="all-states-heading">
          As a section, with a heading
        </Heading>
        <Text>Its content arranged with Box props.</Text>
      </Card>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: /As a section/ })).toBeTruthy();
  },
};

/** A card of Hindi text, a heading and a field. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  render: () => (
    <Card padding="lg">
      <Stack gap="md">
        <Heading level={2}>अपनी लोन की जानकारी देखें</Heading>
        <Text>अपना लोन खाता नंबर (LAN) और रजिस्टर्ड मोबाइल नंबर डालें। हम आपको एक OTP भेजेंगे।</Text>
        <TextField label="लोन खाता नंबर" hint="आपके स्वागत पत्र पर लिखा है" />
        <Inline gap="sm">
          <Button tone="primary">आगे बढ़ें</Button>
        </Inline>
      </Stack>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'लोन खाता नंबर' }),
    ).toBeInTheDocument();
  },
};
