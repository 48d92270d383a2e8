import { vars } from '../../themes/vars.css.ts';

/**
 * The style of a line of text with no margin of its own, at a size and colour from the tokens
 * (a muted small line by default): one rule for the notes, descriptions and captions.
 */
export const textRule = (
  fontSize: string = vars.fontSize.sm,
  color: string = vars.color.textMuted,
  lineHeight: string = vars.lineHeight.normal,
) => ({ margin: 0, color, fontSize, lineHeight });
