import { useLayoutEffect, useRef } from 'react';
import type { FieldProblem } from './journey.ts';

/** After a failed submit, the error summary takes the focus (GOV.UK), once per new set of problems. */
export function useProblemFocus(problems: readonly FieldProblem[]) {
  const summary = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (problems.length > 0) summary.current?.focus();
  }, [problems]);
  const errorOf = (fieldId: string) => problems.find((p) => p.fieldId === fieldId)?.message;
  return { summary, errorOf };
}
