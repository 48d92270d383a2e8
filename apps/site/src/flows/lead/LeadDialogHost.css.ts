import { vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

export const notice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const inlineButton = style({
  display: 'inline',
  minHeight: '24px',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});
