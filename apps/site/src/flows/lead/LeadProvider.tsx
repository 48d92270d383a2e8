import { lazyWithPreload } from '@company/ui';
import { createContext, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { useDialogSubject } from '../../components/useDialogSubject.ts';
import type { ProductEntry } from '../../content/product-index.ts';
import type { ProductTile } from '../../content/product-tiles.ts';

/** What the dialog needs of a product: its title (sent as `product_type`) and picture. */
export type LeadProduct = Pick<ProductEntry, 'title'> & Pick<ProductTile, 'tileImage'>;

/**
 * The dialog and the HTTP client are loaded when a visitor is about to press Apply Now (pointer,
 * focus, touch on it: `prefetchLeadDialog`), so the press shows the dialog at once. Once loaded it
 * renders without suspending: a plain `lazy` suspends on its first render even when its code is
 * there, and React then holds the reveal for its 300 ms suspense throttle.
 */
const LeadDialogHost = lazyWithPreload(() => import('./LeadDialogHost.tsx'));

/** Fetches the dialog's code ahead of the press (its triggers call it on intent). */
export function prefetchLeadDialog(): void {
  LeadDialogHost.preload().catch(() => {});
}

interface LeadContextValue {
  /** Opens the Apply Now dialog for a product. */
  openLead: (product: LeadProduct) => void;
}

const LeadContext = createContext<LeadContextValue | null>(null);

export function useLead(): LeadContextValue {
  const value = useContext(LeadContext);
  if (!value) throw new Error('useLead needs a LeadProvider (the frame provides it)');
  return value;
}

/** What the visitor typed, per product, kept while the dialog is closed and after a failure. */
export type Drafts = Record<string, { name: string; phone: string }>;

/** Holds the open product and the drafts; renders the dialog once it was first asked for. */
export function LeadProvider({ children }: { children: ReactNode }) {
  const { subject: product, open, setOpen, openWith: openLead } = useDialogSubject<LeadProduct>();
  const [drafts, setDrafts] = useState<Drafts>({});
  const value = useMemo(() => ({ openLead }), [openLead]);
  return (
    <LeadContext.Provider value={value}>
      {children}
      {product && (
        <Suspense fallback={null}>
          <LeadDialogHost
            product={product}
            open={open}
            onOpenChange={setOpen}
            draft={drafts[product.title]}
            onDraftChange={(draft) => setDrafts((d) => ({ ...d, [product.title]: draft }))}
          />
        </Suspense>
      )}
    </LeadContext.Provider>
  );
}
