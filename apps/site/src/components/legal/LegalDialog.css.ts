import { vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

export const body = style({
  marginTop: vars.space.lg,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: '70ch',
});

export const updated = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const heading = style({
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
});

export const paragraph = style({ margin: `0 0 ${vars.space.md}` });

export const list = style({ margin: `0 0 ${vars.space.md}`, paddingInlineStart: vars.space.xl });
