import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { newBike } from './fixtures/images.ts';
import { ProductTile, type ProductTileLinkProps, type ProductTileProps } from './ProductTile.tsx';

const props: ProductTileProps = {
  title: 'New Two-Wheeler Loan',
  description: 'Ride home your new bike with a low down payment.',
  href: '/new-two-wheeler-loan',
  image: newBike,
};

const navigate = vi.fn();
function RouterLink({ href, onClick, ...rest }: ProductTileLinkProps) {
  return (
    <a
      {...rest}
      href={href}
      data-router="yes"
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

const opacity = (element: Element) => getComputedStyle(element).opacity;

describe('ProductTile', () => {
  it('shows the title as a heading that links to the product page, and the description', () => {
    render(<ProductTile {...props} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'New Two-Wheeler Loan' });
    const link = screen.getByRole('link', { name: 'New Two-Wheeler Loan' });
    expect(heading.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/new-two-wheeler-loan');
    expect(screen.getByText('Ride home your new bike with a low down payment.')).toBeTruthy();
  });

  it('treats the picture as decorative unless given alt text, and reserves its box', () => {
    const { container, rerender } = render(<ProductTile {...props} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('400');
    expect(img?.getAttribute('height')).toBe('250');
    expect(img?.getAttribute('loading')).toBe('lazy');
    rerender(
      <ProductTile {...props} image={{ ...newBike, alt: 'A blue scooter' }} imageLoading="eager" />,
    );
    expect(screen.getByRole('img', { name: 'A blue scooter' }).getAttribute('loading')).toBe(
      'eager',
    );
  });

  it('loads the picture lazily by default, eagerly and first with imagePriority="high"', () => {
    const { container, rerender } = render(<ProductTile {...props} />);
    const img = () => container.querySelector('img');
    expect(img()?.getAttribute('loading')).toBe('lazy');
    expect(img()?.hasAttribute('fetchpriority')).toBe(false);
    rerender(<ProductTile {...props} imagePriority="high" />);
    expect(img()?.getAttribute('loading')).toBe('eager');
    expect(img()?.getAttribute('fetchpriority')).toBe('high');
    rerender(<ProductTile {...props} imagePriority="auto" />);
    expect(img()?.getAttribute('loading')).toBe('lazy');
    expect(img()?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('has an Apply Now button, named with the product, outside the link', async () => {
    const onApply = vi.fn();
    render(<ProductTile {...props} onApply={onApply} />);
    const button = screen.getByRole('button', { name: 'Apply Now New Two-Wheeler Loan' });
    const link = screen.getByRole('link');
    expect(link.contains(button) || button.contains(link)).toBe(false);
    await userEvent.click(button);
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('says when a visitor is about to apply (pointer, focus), before the press', async () => {
    const onApplyIntent = vi.fn();
    render(<ProductTile {...props} onApply={() => {}} onApplyIntent={onApplyIntent} />);
    const button = screen.getByRole('button', { name: 'Apply Now New Two-Wheeler Loan' });
    await userEvent.hover(button);
    expect(onApplyIntent).toHaveBeenCalledTimes(1);
    button.focus();
    expect(onApplyIntent).toHaveBeenCalledTimes(2);
  });

  it('reaches the link, then the button, by keyboard; Enter applies', async () => {
    const onApply = vi.fn();
    render(<ProductTile {...props} onApply={onApply} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button'));
    await userEvent.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('hides the button until the tile holds focus (or is hovered), unless always shown', async () => {
    const { rerender } = render(<ProductTile {...props} onApply={() => {}} />);
    expect(opacity(screen.getByRole('button'))).toBe('0');
    await userEvent.tab();
    expect(opacity(screen.getByRole('button'))).toBe('1');
    rerender(<ProductTile {...props} onApply={() => {}} applyVisibility="always" />);
    await userEvent.tab({ shift: true });
    expect(opacity(screen.getByRole('button'))).toBe('1');
  });

  it('has no button without onApply, and a custom label when given', () => {
    const { rerender } = render(<ProductTile {...props} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ProductTile {...props} onApply={() => {}} labels={{ apply: 'Apply' }} />);
    expect(screen.getByRole('button', { name: 'Apply New Two-Wheeler Loan' })).toBeTruthy();
  });

  it('renders the link with any router link component', async () => {
    render(<ProductTile {...props} linkComponent={RouterLink} headingLevel={2} />);
    const link = screen.getByRole('link', { name: 'New Two-Wheeler Loan' });
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/new-two-wheeler-loan');
  });

  it('forwards the ref and other attributes to the tile', () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = render(<ProductTile {...props} ref={ref} data-testid="tile" />);
    expect(ref.current).toBe(container.firstElementChild);
    expect(ref.current?.getAttribute('data-testid')).toBe('tile');
  });
});
