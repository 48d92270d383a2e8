import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeOverlay } from '../../../test/overlay-behaviour.tsx';
import { Button } from '../Button/Button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from './Dialog.tsx';

function Example(props: DialogContentProps & { onOpenChange?: (open: boolean) => void }) {
  const { onOpenChange, ...content } = props;
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Open details</Button>
      </DialogTrigger>
      <DialogContent {...content}>
        <DialogTitle>Loan details</DialogTitle>
        <DialogDescription>Rates and fees for this loan.</DialogDescription>
        <label>
          Name <input />
        </label>
        <a href="#kfs">Key Fact Statement</a>
        <DialogClose />
      </DialogContent>
    </Dialog>
  );
}

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'shown' : 'hidden'}</p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      >
        <DialogContent>
          <DialogTitle>Controlled</DialogTitle>
          <DialogClose labels={{ close: 'Dismiss' }} />
        </DialogContent>
      </Dialog>
    </>
  );
}

describeOverlay('Dialog', {
  ui: () => <Example />,
  trigger: 'Open details',
  name: 'Loan details',
  withoutTrigger: ({ open, onOpenChange }) => (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Loan details</DialogTitle>
        <DialogClose />
      </DialogContent>
    </Dialog>
  ),
});
describeOverlay('Dialog with closeOnOutsideClick={false}', {
  ui: () => <Example closeOnOutsideClick={false} />,
  trigger: 'Open details',
  name: 'Loan details',
  closesOnOutsideClick: false,
});

describe('Dialog', () => {
  it('describes the dialog with its DialogDescription', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Loan details' });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Rates and fees for this loan.');
  });

  it('marks the panel and the overlay with data-state="open"', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(document.querySelectorAll('[data-state="open"]').length).toBeGreaterThanOrEqual(3); // trigger, overlay, panel
  });

  it('renders open from defaultOpen and can be controlled', async () => {
    const onOpenChange = vi.fn();
    render(<Controlled onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Controlled' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('hidden')).toBeTruthy();
  });

  it('lets a consumer handler stop Escape from closing (handler runs first)', async () => {
    render(<Example onEscapeKeyDown={(event) => event.preventDefault()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('makes any element a close control with asChild', async () => {
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Thank you</DialogTitle>
          <DialogClose asChild>
            <Button>Awesome !</Button>
          </DialogClose>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Awesome !' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns the entry animation off under prefers-reduced-motion', () => {
    render(<Example />);
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
    const reduced = rules.filter(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion'),
    );
    const text = reduced.map((rule) => rule.cssText).join('\n');
    expect(text).toMatch(/animation: none !important/);
  });
});
