import { vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
