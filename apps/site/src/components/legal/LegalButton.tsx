import type { ReactNode } from 'react';
import { type LegalKind, legalIntent, useLegal } from './LegalProvider.tsx';

/**
 * A button that opens a legal text in its dialog, fetching the dialog's code on intent (apart
 * from the provider, so the pages' first script does not carry it).
 */
export function LegalButton({
  kind,
  className,
  children,
}: {
  kind: LegalKind;
  className: string;
  children: ReactNode;
}) {
  const { openLegal } = useLegal();
  return (
    <button type="button" className={className} onClick={() => openLegal(kind)} {...legalIntent}>
      {children}
    </button>
  );
}
