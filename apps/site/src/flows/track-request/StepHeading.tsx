import { useLayoutEffect, useRef } from 'react';
import * as css from './track.css.ts';

/**
 * A step's heading. A step that follows another takes the focus on it, so a screen reader (and
 * the keyboard) starts at the new step's top; the first step leaves the focus alone.
 */
export function StepHeading({ id, text, focus }: { id: string; text: string; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className={css.stepHeading}>
      {text}
    </h2>
  );
}
