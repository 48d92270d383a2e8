import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });

export const input = style({ flex: 1, minWidth: 0, fontVariantNumeric: 'tabular-nums' });

/** The Show / Hide button: the secondary button, as tall as the input, one width for both words. */
export const toggle = style({ minWidth: '6rem' });
