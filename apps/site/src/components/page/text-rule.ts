import { vars } from '@company/ui';

/** A line of text without a margin of its own, in the tokens' size and colour (muted small). */
export const textRule = (
  fontSize: string = vars.fontSize.sm,
  color: string = vars.color.textMuted,
  lineHeight: string = vars.lineHeight.normal,
) => ({ margin: 0, color, fontSize, lineHeight });
