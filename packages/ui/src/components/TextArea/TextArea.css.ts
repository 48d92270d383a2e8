import { style } from '@vanilla-extract/css';

export const textArea = style({ minHeight: '6rem', resize: 'vertical' });
