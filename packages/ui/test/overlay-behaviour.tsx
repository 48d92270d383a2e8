import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { describe, expect, it } from 'vitest';

/** What `describeOverlay` needs to know about one overlay component. */
export interface OverlayUnderTest {
  /** Renders the overlay closed, with its trigger, e.g. `() => <PersonCardDialog person={p} />`. */
  ui: () => ReactElement;
  /** The element that opens it: the accessible name of a button, or a function that finds it. */
  trigger: string | RegExp | (() => HTMLElement);
  /** The dialog's expected accessible name (from its `DialogTitle` or `aria-label`). */
  name: string | RegExp;
  /** Whether a click outside the panel closes it. Default true; false asserts that it stays open. */
  closesOnOutsideClick?: boolean;
  /** Accessible name of the dialog's close button. Default 'Close'. */
  closeName?: string | RegExp;
  /**
   * The overlay controlled (`open` + `onOpenChange`) and rendered without a trigger of its own,
   * when it can be: the suite then opens it from an unrelated button of the page and checks that
   * focus goes back to that button on close.
   */
  withoutTrigger?: (props: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
  }) => ReactElement;
}

/** A page that opens a trigger-less overlay from a button of its own. */
function OpenedFromOutside({
  overlay,
}: {
  overlay: NonNullable<OverlayUnderTest['withoutTrigger']>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opened from the page
      </button>
      {overlay({ open, onOpenChange: setOpen })}
    </>
  );
}

/**
 * The behaviour every overlay of `@company/ui` shares, as one Vitest suite. Call it at the top
 * level of a component's test file:
 *
 * ```tsx
 * import { describeOverlay } from '../../../test/overlay-behaviour.tsx';
 * describeOverlay('PersonCardDialog', {
 *   ui: () => <PersonCardDialog person={person} />,
 *   trigger: /Asha Rao/,          // the card's button
 *   name: 'Asha Rao',             // the dialog's title
 * });
 * ```
 *
 * It checks: opens from its trigger; is a `dialog` with an accessible name; moves focus inside;
 * traps Tab and Shift+Tab; closes on Escape; closes on an outside click (or, with
 * `closesOnOutsideClick: false`, stays open); closes with the Close button; returns focus to the
 * trigger; and, with `withoutTrigger`, opened under control from elsewhere, returns focus to the
element that had it when it opened. Component-specific behaviour goes in the component's own tests beside it.
 */
export function describeOverlay(label: string, overlay: OverlayUnderTest): void {
  const { closesOnOutsideClick = true, closeName = 'Close' } = overlay;

  const findTrigger = () =>
    typeof overlay.trigger === 'function'
      ? overlay.trigger()
      : screen.getByRole('button', { name: overlay.trigger });

  /** Renders, opens from the trigger, returns the dialog and the trigger. */
  async function open() {
    // Modal overlays set `pointer-events: none` on the body; a person's click on the scrim still
    // reaches it, so the check that would refuse such clicks is off.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(overlay.ui());
    const trigger = findTrigger();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: overlay.name });
    return { user, trigger, dialog };
  }

  const expectClosed = async (trigger: HTMLElement) => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  };

  describe(`${label}: overlay behaviour`, () => {
    it('is closed until its trigger is used, then opens', async () => {
      const user = userEvent.setup();
      render(overlay.ui());
      expect(screen.queryByRole('dialog')).toBeNull();
      await user.click(findTrigger());
      expect(await screen.findByRole('dialog')).toBeTruthy();
    });

    it('opens from the keyboard (Enter on the trigger)', async () => {
      const user = userEvent.setup();
      render(overlay.ui());
      findTrigger().focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: overlay.name })).toBeTruthy();
    });

    it('is a dialog with an accessible name', async () => {
      const { dialog } = await open();
      expect(dialog.getAttribute('role')).toBe('dialog');
      expect(screen.getByRole('dialog', { name: overlay.name })).toBe(dialog);
    });

    it('moves focus inside the dialog', async () => {
      const { dialog } = await open();
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    });

    it('keeps Tab and Shift+Tab inside the dialog', async () => {
      const { user, dialog } = await open();
      const tabbable = dialog.querySelectorAll(
        'a[href], button:not(:disabled), input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])',
      ).length;
      for (let i = 0; i < tabbable + 2; i++) {
        await user.tab();
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
      for (let i = 0; i < tabbable + 2; i++) {
        await user.tab({ shift: true });
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
    });

    it('closes on Escape and returns focus to the trigger', async () => {
      const { user, trigger } = await open();
      await user.keyboard('{Escape}');
      await expectClosed(trigger);
    });

    if (closesOnOutsideClick) {
      it('closes on a click outside the panel', async () => {
        const { user, trigger } = await open();
        await user.click(document.body);
        await expectClosed(trigger);
      });
    } else {
      it('stays open on a click outside the panel', async () => {
        const { user, dialog } = await open();
        await user.click(document.body);
        expect(screen.getByRole('dialog')).toBe(dialog);
      });
    }

    it(`closes with its ${String(closeName)} button and returns focus to the trigger`, async () => {
      const { user, trigger, dialog } = await open();
      const close = Array.from(dialog.querySelectorAll('button')).find((button) =>
        screen.queryAllByRole('button', { name: closeName }).includes(button),
      );
      expect(close, `a button named ${String(closeName)} inside the dialog`).toBeTruthy();
      await user.click(close as HTMLElement);
      await expectClosed(trigger);
    });

    const { withoutTrigger } = overlay;
    if (withoutTrigger) {
      it('opened without a trigger (controlled), returns focus on Escape and on Close to the element focused when it opened', async () => {
        const user = userEvent.setup({ pointerEventsCheck: 0 });
        render(<OpenedFromOutside overlay={withoutTrigger} />);
        const opener = screen.getByRole('button', { name: 'Opened from the page' });
        await user.click(opener);
        let dialog = await screen.findByRole('dialog', { name: overlay.name });
        await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
        await user.keyboard('{Escape}');
        await expectClosed(opener);

        opener.focus();
        await user.keyboard('{Enter}');
        dialog = await screen.findByRole('dialog', { name: overlay.name });
        const close = Array.from(dialog.querySelectorAll('button')).find((button) =>
          screen.queryAllByRole('button', { name: closeName }).includes(button),
        );
        await user.click(close as HTMLElement);
        await expectClosed(opener);
      });
    }
  });
}
