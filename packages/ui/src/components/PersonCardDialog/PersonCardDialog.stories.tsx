import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { personCardDialogLabels } from '../../hi/index.ts';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { atMostWide, StoryGrid } from '../private/fixtures/story-layout.tsx';
import { ashaRao, meeraIyer, vikramSingh } from './fixtures/people.ts';
import { PersonCardDialog } from './PersonCardDialog.tsx';

const meta = {
  title: 'Components/PersonCardDialog',
  component: PersonCardDialog,
  args: { person: ashaRao, onOpenChange: fn() },
  // Each story's open dialog covers its frame, so the docs page shows stories in their own iframe.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof PersonCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** One card at the width it has in the About Us grid. */
const cardWidth = atMostWide(260);

/** The card at rest. Clicking it opens the biography; the X closes it and focus returns. */
export const Card: Story = {
  decorators: cardWidth,
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button', {
      name: 'Asha Rao Managing Director and Chief Executive Officer',
    });
    await userEvent.click(card);
    const dialog = await body().findByRole('dialog', { name: 'Asha Rao' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(card).toHaveFocus();
  },
};

/** The dialog open: detail photo, name as the title, title line, biography, X. */
export const Open: Story = {
  tags: ['visual-320'],
  decorators: cardWidth,
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Asha Rao' });
    await expect(dialog).toHaveAccessibleDescription(
      'Managing Director and Chief Executive Officer',
    );
    // Visible once the entry animation has faded the panel in.
    await waitFor(() =>
      expect(within(dialog).getByText(/twenty years in retail lending/)).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** A short biography and no separate detail photo or title: the card's are used. */
export const OpenShortBiography: Story = {
  decorators: cardWidth,
  args: { person: vikramSingh, defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Vikram Singh' });
    await expect(dialog).toHaveAccessibleDescription('Independent Director');
  },
};

export const CirclePhoto: Story = {
  decorators: cardWidth,
  args: { person: meeraIyer, photoShape: 'circle' },
};

/** Escape and a click outside close the dialog; focus goes back to the card that opened it. */
export const KeyboardAndOutsideClick: Story = {
  decorators: atMostWide(1100),
  render: (args) => (
    <StoryGrid min={200} list>
      {[ashaRao, vikramSingh, meeraIyer].map((person) => (
        <li key={person.name}>
          <PersonCardDialog {...args} person={person} />
        </li>
      ))}
    </StoryGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const card = canvas.getByRole('button', { name: /^Vikram Singh/ });
    await expect(card).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('dialog', { name: 'Vikram Singh' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(card).toHaveFocus();

    const other = canvas.getByRole('button', { name: /^Meera Iyer/ });
    await userEvent.click(other);
    await body().findByRole('dialog', { name: 'Meera Iyer' });
    // A person's click on the scrim: Radix listens for pointerdown outside the panel.
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(other).toHaveFocus();
  },
};

export const AllStates: Story = {
  name: 'All states',
  decorators: atMostWide(1100),
  render: (args) => (
    <>
      <StoryGrid min={200}>
        <PersonCardDialog {...args} person={ashaRao} defaultOpen />
        <PersonCardDialog {...args} person={vikramSingh} />
        <PersonCardDialog {...args} person={meeraIyer} photoShape="circle" />
      </StoryGrid>
    </>
  ),
};

const ashaRaoInHindi = {
  ...ashaRao,
  name: 'आशा राव',
  titleLines: ['प्रबंध निदेशक', 'और मुख्य कार्यकारी अधिकारी'],
  detailTitle: 'प्रबंध निदेशक और मुख्य कार्यकारी अधिकारी',
  biography: [
    'आशा बीस साल से खुदरा कर्ज़ के काम में हैं, ज़्यादातर छोटे शहरों में पहली बार कर्ज़ लेने वालों के लिए।',
    'उन्होंने 2017 में कंपनी शुरू की, ताकि टू-व्हीलर लोन जल्दी, सही और आसानी से समझ आने वाला हो।',
  ],
};

/** The card and its open dialog in Hindi, the X named in Hindi. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: [...inHindi, ...cardWidth],
  args: { person: ashaRaoInHindi, defaultOpen: true, labels: personCardDialogLabels },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'आशा राव' });
    await expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  },
};
