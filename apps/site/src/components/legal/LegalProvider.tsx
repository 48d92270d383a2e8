import { lazyWithPreload } from '@company/ui';
import { createContext, type ReactNode, Suspense, useContext, useMemo } from 'react';
// Which legal text is meant: a type only, so the texts still load with the dialog (a lazy chunk).
import type { LegalKind } from '../../content/legal.ts';
import { useDialogSubject } from '../useDialogSubject.ts';

export type { LegalKind };

/** Renders without suspending once preloaded (see LeadProvider: no 300 ms suspense throttle). */
const LegalDialog = lazyWithPreload(() => import('./LegalDialog.tsx'));

/** Fetches the legal dialog's code (and its texts) ahead of the press: call it on intent. */
export function prefetchLegalDialog(): void {
  LegalDialog.preload().catch(() => {});
}

/** The props that prefetch the legal dialog when a visitor is about to press its trigger. */
export const legalIntent = {
  onPointerEnter: prefetchLegalDialog,
  onFocus: prefetchLegalDialog,
  onTouchStart: prefetchLegalDialog,
} as const;

/**
 * A button that opens a legal text in its dialog, fetching the dialog's code on intent. Here,
 * not in a module of its own: the footer and the forms would share it as one more script file.
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

interface LegalContextValue {
  openLegal: (kind: LegalKind) => void;
}

const LegalContext = createContext<LegalContextValue | null>(null);

export function useLegal(): LegalContextValue {
  const value = useContext(LegalContext);
  if (!value) throw new Error('useLegal needs a LegalProvider (the frame provides it)');
  return value;
}

/** Opens the Privacy Policy or the Terms and Conditions in a dialog, from anywhere on the page. */
export function LegalProvider({ children }: { children: ReactNode }) {
  const { subject: kind, open, setOpen, openWith: openLegal } = useDialogSubject<LegalKind>();
  const value = useMemo(() => ({ openLegal }), [openLegal]);
  return (
    <LegalContext.Provider value={value}>
      {children}
      {kind && (
        <Suspense fallback={null}>
          <LegalDialog kind={kind} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </LegalContext.Provider>
  );
}
