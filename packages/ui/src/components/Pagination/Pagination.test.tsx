import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './Pagination.tsx';

function Controlled({
  pageCount,
  onPageChange,
}: {
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const numbers = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((t) => /^\d+$/.test(t ?? ''));

describe('Pagination', () => {
  it('is a navigation landmark with a label', () => {
    render(<Pagination page={1} pageCount={3} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    render(<Pagination page={1} pageCount={3} label="News pages" />);
    expect(screen.getByRole('navigation', { name: 'News pages' })).toBeTruthy();
  });

  it('shows at most 5 page numbers around the current page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    render(<Pagination page={10} pageCount={20} />);
    expect(numbers()).toEqual(['8', '9', '10', '11', '12']);
  });

  it('marks the current page and names page numbers', () => {
    render(<Pagination page={2} pageCount={4} />);
    const current = screen.getByRole('button', { name: 'Page 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBeNull();
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={4} />);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    rerender(<Pagination page={4} pageCount={4} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves with previous, next and page numbers (controlled)', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled pageCount={12} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The keyboard reaches every control in order.
    screen.getByRole('button', { name: 'Previous' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 2' }));
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('renders links for URL-driven pages, with disabled ends as dimmed links', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={1}
        pageCount={8}
        getHref={(p) => `/news?page=${p}`}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/news?page=3');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/news?page=2');
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(previous.hasAttribute('href')).toBe(false);
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    screen
      .getByRole('link', { name: 'Page 3' })
      .addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('uses a router link component when given', () => {
    render(
      <Pagination
        page={2}
        pageCount={3}
        getHref={(p) => `/p/${p}`}
        linkComponent={({ href, ...props }) => <a data-router="yes" href={href} {...props} />}
      />,
    );
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('data-router')).toBe('yes');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} />);
    expect(container.innerHTML).toBe('');
  });
});
