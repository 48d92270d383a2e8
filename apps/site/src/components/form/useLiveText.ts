import { useEffect, useState } from 'react';

/**
 * `text` for a live region that mounts with the step that says it: empty on the first render, the
 * text just after. A region that arrives with its words already in is often not read; one that is
 * there, empty, when the words come is.
 */
export function useLiveText(text: string): string {
  const [shown, setShown] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setShown(text), 50);
    return () => clearTimeout(timer);
  }, [text]);
  return shown;
}
