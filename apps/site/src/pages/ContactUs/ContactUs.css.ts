import { vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

export const channelValue = style({ fontSize: vars.fontSize.lg, minHeight: '24px' });

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.relaxed });
