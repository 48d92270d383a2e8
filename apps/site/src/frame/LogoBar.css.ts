import { vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

export const bar = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const row = style({ display: 'flex', alignItems: 'center', minHeight: '64px' });
