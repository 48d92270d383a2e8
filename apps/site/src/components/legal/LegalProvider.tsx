import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo } from 'react';
import { useDialogSubject } from '../useDialogSubject.ts';

/** Which legal text is meant; the texts themselves load with the dialog (a lazy chunk). */
export type LegalKind = 'privacy' | 'terms';

const LegalDialog = lazy(() => import('./LegalDialog.tsx'));

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
