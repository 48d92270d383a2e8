import { vars } from '@company/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Toasts sit at the bottom of the window, never over the header's row of links (WCAG 2.4.11):
 * full width on phones, bottom right on wider screens, and above the WhatsApp button where it
 * shows. While they show, `--toast-clearance` (set by `toast-clearance.ts`) is the height they
 * take from the window's foot.
 */
export const toaster = style({});

// By attribute, not the button's class: importing its style module would bring its CSS into this
// chunk's.
globalStyle(`body:has([data-floating="whatsapp"]) ${toaster}.Toastify__toast-container`, {
  // The button's 56 px and its margin, and as much again between the two.
  bottom: `calc(56px + 2 * ${vars.space.lg})`,
});

// The browser's focus scrolling keeps the focused control above the toasts (WCAG technique C43),
// and the page gains as much room at its end, so its last controls can scroll clear of them too.
globalStyle('html', { scrollPaddingBottom: 'var(--toast-clearance, 0px)' });
globalStyle('body', { paddingBottom: 'var(--toast-clearance, 0px)' });
