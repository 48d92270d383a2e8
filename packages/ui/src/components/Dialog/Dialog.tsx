'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, type ComponentRef, forwardRef, useRef } from 'react';
import { cx } from '../private/cx.ts';
import { CloseIcon } from '../private/icons.tsx';
import * as css from './Dialog.css.ts';

/**
 * The dialog's state holder (Radix `Dialog.Root`, renders no element). Controlled with
 * `open` + `onOpenChange`, or uncontrolled with `defaultOpen`. Modal by default: scroll lock,
 * focus trap, the rest of the page hidden from assistive technology.
 */
export const Dialog = RadixDialog.Root;
export type DialogProps = RadixDialog.DialogProps;

/** The element that opens the dialog; focus returns to it on close. Use `asChild` to supply your own button. */
export const DialogTrigger = RadixDialog.Trigger;
export type DialogTriggerProps = RadixDialog.DialogTriggerProps;

export interface DialogContentProps
  extends ComponentPropsWithoutRef<typeof RadixDialog.Content>,
    css.DialogContentVariants {
  /**
   * Whether a click or tap on the overlay closes the dialog. Default true. Set false for dialogs
   * that would lose typed input (Escape and the Close button still close them).
   */
  closeOnOutsideClick?: boolean;
  /** Element the dialog is portalled into. Default `document.body`. */
  container?: RadixDialog.DialogPortalProps['container'];
  /** Class for the overlay (scrim) element. */
  overlayClassName?: string;
}

/**
 * The panel: portals an overlay and the `role="dialog"` element to the end of the body.
 * Escape and a click outside close it, focus moves in and is trapped, the entry animation runs
 * only without `prefers-reduced-motion`. `data-state="open" | "closed"` is set on both elements.
 * On close, focus returns to the element that had it when the dialog opened (the Trigger, or
 * whatever opened a controlled dialog), else to the Trigger.
 * Give it a `DialogTitle` (its accessible name) and, if useful, a `DialogDescription`.
 */
export const DialogContent = forwardRef<
  ComponentRef<typeof RadixDialog.Content>,
  DialogContentProps
>(function DialogContent(
  {
    size,
    fullScreenOnMobile,
    closeOnOutsideClick = true,
    container,
    overlayClassName,
    className,
    onPointerDownOutside,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...rest
  },
  ref,
) {
  // Radix returns focus to its Trigger only; a dialog opened under control (`open`) from
  // elsewhere would drop it to the body. Remember what had focus as it opened and go back there.
  const focusedBeforeOpen = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={cx(css.overlay, overlayClassName)} />
      <RadixDialog.Content
        ref={ref}
        className={cx(css.content({ size, fullScreenOnMobile }), className)}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          if (!closeOnOutsideClick) event.preventDefault();
        }}
        onOpenAutoFocus={(event) => {
          // Runs before focus moves in: the active element is still the one outside.
          const active = document.activeElement;
          focusedBeforeOpen.current =
            active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = focusedBeforeOpen.current;
          focusedBeforeOpen.current = null;
          // Without a remembered element (e.g. Safari does not focus a clicked button), Radix
          // falls back to the Trigger.
          if (event.defaultPrevented || !target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        {...rest}
      />
    </RadixDialog.Portal>
  );
});

/** The dialog's heading (an `h2`) and its accessible name. */
export const DialogTitle = forwardRef<
  ComponentRef<typeof RadixDialog.Title>,
  ComponentPropsWithoutRef<typeof RadixDialog.Title>
>(function DialogTitle({ className, ...rest }, ref) {
  return <RadixDialog.Title ref={ref} className={cx(css.title, className)} {...rest} />;
});

/** A paragraph that becomes the dialog's accessible description. */
export const DialogDescription = forwardRef<
  ComponentRef<typeof RadixDialog.Description>,
  ComponentPropsWithoutRef<typeof RadixDialog.Description>
>(function DialogDescription({ className, ...rest }, ref) {
  return <RadixDialog.Description ref={ref} className={cx(css.description, className)} {...rest} />;
});

/** The words Dialog writes itself. */
export interface DialogLabels {
  /** Accessible name of the X button of `DialogClose` (used only when it has no children). */
  close: string;
}

/** Dialog's English words. */
export const defaultDialogLabels: DialogLabels = { close: 'Close' };

export interface DialogCloseProps extends ComponentPropsWithoutRef<typeof RadixDialog.Close> {
  /** The X button's own words, to translate or adjust; English by default. */
  labels?: Partial<DialogLabels>;
}

/**
 * Closes the dialog. Without children it is the X icon button in the panel's top corner, named
 * by `labels.close` ('Close'). With children it is a plain button holding them; with `asChild` it makes
 * your element the closing control, e.g. `<DialogClose asChild><Button>Awesome !</Button></DialogClose>`.
 */
export const DialogClose = forwardRef<ComponentRef<typeof RadixDialog.Close>, DialogCloseProps>(
  function DialogClose({ labels, className, children, asChild, ...rest }, ref) {
    const isIcon = children === undefined && !asChild;
    return (
      <RadixDialog.Close
        ref={ref}
        asChild={asChild}
        aria-label={isIcon ? (labels?.close ?? defaultDialogLabels.close) : undefined}
        className={cx(isIcon && css.close, className) || undefined}
        {...rest}
      >
        {isIcon ? <CloseIcon /> : children}
      </RadixDialog.Close>
    );
  },
);
