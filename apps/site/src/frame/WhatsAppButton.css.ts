import { vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

/** The floating WhatsApp chat button. */

export const whatsApp = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.sticky,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.round,
  // WhatsApp's brand green, allowed on this button only (product decisions); this shade keeps the
  // white glyph and the button's edge at ≥ 3:1 (WCAG 1.4.11).
  background: '#128c7e',
  color: '#ffffff',
  boxShadow: vars.shadow.lg,
  selectors: { '&:hover': { background: '#075e54' } },
});
