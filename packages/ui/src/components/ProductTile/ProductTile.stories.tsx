import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { productTileLabels } from '../../hi/index.ts';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { atMostWide, StoryGrid } from '../private/fixtures/story-layout.tsx';
import { electricBike, newBike, refinance, usedBike } from './fixtures/images.ts';
import { ProductTile, type ProductTileLinkProps } from './ProductTile.tsx';

const meta = {
  title: 'Components/ProductTile',
  component: ProductTile,
  args: {
    title: 'New Two-Wheeler Loan',
    description: 'Ride home your new bike with a low down payment and EMIs that fit your budget.',
    href: '#new-two-wheeler-loan',
    image: newBike,
    onApply: fn(),
  },
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tile at the width it has in the home page's grid. */
const tileWidth = atMostWide(320);

const opacityOf = (element: Element) => getComputedStyle(element).opacity;

/** At rest the Apply Now button is hidden; it appears on hover (and always on touch screens). */
export const Default: Story = {
  decorators: tileWidth,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'New Two-Wheeler Loan' }).getAttribute('href'),
    ).toBe('#new-two-wheeler-loan');
    const button = canvas.getByRole('button', { name: 'Apply Now New Two-Wheeler Loan' });
    await userEvent.click(button);
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

/** The focused product link outlines the whole tile (the link covers it) and shows the button. */
export const LinkFocused: Story = {
  decorators: tileWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'New Two-Wheeler Loan' })).toHaveFocus();
    await waitFor(() => expect(opacityOf(canvas.getByRole('button'))).toBe('1'));
  },
};

/** Keyboard focus anywhere in the tile shows the button: Tab to the link, then to Apply Now. */
export const KeyboardFocus: Story = {
  decorators: tileWidth,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Apply Now/ });
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await waitFor(() => expect(opacityOf(button)).toBe('1'));
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

/** `applyVisibility="always"`, e.g. for a product page's own tile. */
export const ApplyAlwaysVisible: Story = {
  decorators: tileWidth,
  args: { applyVisibility: 'always' },
  play: async ({ canvasElement }) => {
    await expect(opacityOf(within(canvasElement).getByRole('button'))).toBe('1');
  },
};

export const WithoutApply: Story = {
  decorators: tileWidth,
  args: { onApply: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

const navigate = fn();
/** Stands in for a router's link: maps `href` and handles the click itself. */
function RouterLink({ href, onClick, ...props }: ProductTileLinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/** Any router: pass its link as `linkComponent` (here a stand-in that records the navigation). */
export const WithRouterLink: Story = {
  decorators: tileWidth,
  args: { linkComponent: RouterLink },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: 'New Two-Wheeler Loan' }),
    );
    await expect(navigate).toHaveBeenCalledWith('#new-two-wheeler-loan');
  },
};

const products = [
  {
    title: 'New Two-Wheeler Loan',
    description: 'Ride home your new bike with a low down payment.',
    image: newBike,
  },
  {
    title: 'Used Two-Wheeler Loan',
    description: 'Own a pre-owned bike with help on transfer and insurance.',
    image: usedBike,
  },
  {
    title: 'Re-Finance of Vehicles',
    description: 'Get a loan against the two-wheeler you already own.',
    image: refinance,
  },
  {
    title: 'Electric Two-Wheeler Loan',
    description: 'Up to 85% finance on an electric scooter or bike.',
    image: electricBike,
  },
];

/** The home page's product row: the tiles share one height. */
export const ProductRow: Story = {
  tags: ['visual-320'],
  decorators: atMostWide(1000),
  render: (args) => (
    <StoryGrid min={220} list>
      {products.slice(0, 3).map((product) => (
        <li key={product.title}>
          <ProductTile {...args} {...product} href={`#${product.title}`} />
        </li>
      ))}
    </StoryGrid>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Now Used Two-Wheeler Loan' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

export const AllStates: Story = {
  name: 'All states',
  decorators: atMostWide(1000),
  render: (args) => (
    <StoryGrid min={220}>
      <ProductTile {...args} {...products[0]} />
      <ProductTile {...args} {...products[1]} applyVisibility="always" />
      <ProductTile {...args} {...products[2]} onApply={undefined} />
      <ProductTile {...args} {...products[3]} description={undefined} applyVisibility="always" />
    </StoryGrid>
  ),
};

/** A tile in Hindi, its Apply button too. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: [...inHindi, ...atMostWide(360)],
  args: {
    title: 'नया टू-व्हीलर लोन',
    description: 'कम डाउन पेमेंट पर नई बाइक घर लाइए, ऐसी EMI के साथ जो आपके बजट में फ़िट हो।',
    image: { ...newBike, alt: 'नया टू-व्हीलर' },
    labels: productTileLabels,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /अभी आवेदन करें/ }),
    ).toBeInTheDocument();
  },
};
