import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeOverlay } from '../../../test/overlay-behaviour.tsx';
import { ashaRao, vikramSingh } from './fixtures/people.ts';
import { PersonCardDialog } from './PersonCardDialog.tsx';

describeOverlay('PersonCardDialog', {
  ui: () => <PersonCardDialog person={ashaRao} />,
  trigger: /^Asha Rao/,
  name: 'Asha Rao',
});

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>{open ? 'bio shown' : 'bio hidden'}</p>
      <PersonCardDialog
        person={vikramSingh}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

describe('PersonCardDialog', () => {
  it('is a card button named by the name and title lines, announcing a dialog', () => {
    render(<PersonCardDialog person={ashaRao} />);
    const card = screen.getByRole('button', {
      name: 'Asha Rao Managing Director and Chief Executive Officer',
    });
    expect(card.getAttribute('aria-haspopup')).toBe('dialog');
    expect(card.getAttribute('aria-expanded')).toBe('false');
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(card.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('opens a dialog titled with the name, described by the title, with the biography', async () => {
    const user = userEvent.setup();
    render(<PersonCardDialog person={ashaRao} />);
    await user.click(screen.getByRole('button', { name: /^Asha Rao/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Asha Rao' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Asha Rao' })).toBeTruthy();
    const description = dialog.getAttribute('aria-describedby');
    expect(description && document.getElementById(description)?.textContent).toBe(
      'Managing Director and Chief Executive Officer',
    );
    expect(within(dialog).getByText(/twenty years in retail lending/)).toBeTruthy();
    expect(within(dialog).getByText(/member of the Institute/)).toBeTruthy();
    expect(dialog.querySelector('img')?.getAttribute('width')).toBe('480');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('uses the card photo and the title lines when there is no detail photo or title', async () => {
    render(<PersonCardDialog person={{ ...vikramSingh, detailTitle: '' }} defaultOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Vikram Singh' });
    expect(dialog.querySelector('img')?.getAttribute('width')).toBe('240');
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    render(<PersonCardDialog person={{ ...vikramSingh, name: 'Other' }} defaultOpen />);
    const other = await screen.findByRole('dialog', { name: 'Other' });
    const description = other.getAttribute('aria-describedby');
    expect(description && document.getElementById(description)?.textContent).toBe(
      'Independent Director',
    );
  });

  it('renders open from defaultOpen, with a custom close label', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <PersonCardDialog
        person={ashaRao}
        defaultOpen
        labels={{ close: 'Close biography' }}
        onOpenChange={onOpenChange}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Close biography' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('works controlled: the parent owns the open state', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Controlled onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: /^Vikram Singh/ }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByText('bio shown')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByText('bio hidden')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays closed while controlled closed, whatever is clicked', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<PersonCardDialog person={ashaRao} open={false} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: /^Asha Rao/ }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs the consumer’s click handler first; preventDefault keeps it closed', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    const { rerender } = render(
      <PersonCardDialog
        person={ashaRao}
        onClick={(event) => {
          order.push('consumer');
          event.preventDefault();
        }}
        onOpenChange={() => order.push('ours')}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Asha Rao/ }));
    expect(order).toEqual(['consumer']);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<PersonCardDialog person={ashaRao} onClick={() => order.push('consumer')} />);
    await user.click(screen.getByRole('button', { name: /^Asha Rao/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('forwards the ref to the card button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<PersonCardDialog person={ashaRao} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('button', { name: /^Asha Rao/ }));
  });
});
