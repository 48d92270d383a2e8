import type { CSSProperties } from 'react';
import * as css from './Icon.css.ts';
import { type IconName, iconId } from './icon-symbols.ts';

/**
 * One of the frame's icons, 1em square, drawn from its symbol in the page (`icon-symbols.ts`).
 * Decorative: the control around it is named.
 */
export function Icon({
  name,
  className,
  style,
}: {
  /** Which symbol. */
  name: IconName;
  /** More classes (rotation, size). */
  className?: string;
  /** For a size other than the text's (`fontSize`). */
  style?: CSSProperties;
}) {
  return (
    <svg
      className={className ? `${css.icon} ${className}` : css.icon}
      style={style}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
