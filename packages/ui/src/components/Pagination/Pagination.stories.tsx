import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paginationLabels } from '../../hi/index.ts';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { Pagination, type PaginationProps } from './Pagination.tsx';

/** Holds the page, as a list page would. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(nav.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(nav.getByRole('button', { name: 'Page 4' }));
    await expect(nav.getByRole('button', { name: 'Page 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getAllByRole('button', { name: /^Page/ })).toHaveLength(5);
  },
};

export const MiddlePage: Story = {
  tags: ['visual-320'],
  args: { page: 6 },
};
export const LastPage: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

/** URL-driven pages: real links, shareable, and the disabled end is a dimmed link. */
export const Links: Story = {
  args: { page: 3, getHref: (page: number) => `#page-${page}` },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    await expect(nav.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '#page-4');
    await expect(nav.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Pagination {...args} label="First page" page={1} />
      <Pagination {...args} label="Middle page" page={6} />
      <Pagination {...args} label="Last page" page={12} />
      <Pagination {...args} label="Three pages" page={2} pageCount={3} />
      <Pagination {...args} label="Links" page={1} getHref={(page) => `#page-${page}`} />
    </div>
  ),
};

/** Previous, next and each page's name in Hindi. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: { page: 3, labels: paginationLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'पेज' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'पेज 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'पिछला' })).toBeInTheDocument();
  },
};
