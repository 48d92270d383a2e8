/**
 * Toasts without paying for them up front: the first call loads the package's Toaster (and
 * react-toastify) and mounts it through the frame's `ToastMount`; later calls go straight to it.
 */
type Kind = 'success' | 'error' | 'info';

let mount: (() => void) | undefined;
let pending: { kind: Kind; message: string }[] = [];

/** The Toaster's chunk, with its stylesheet (Vite resolves the import once both have arrived). */
export const loadToasterHost = () => import('./ToasterHost.tsx');

/** The frame registers how to mount the Toaster. */
export function registerToastMount(fn: () => void): void {
  mount = fn;
}

/** Shows a toast (bottom of the window, 5 s; errors are announced at once). */
export function notify(kind: Kind, message: string): void {
  pending.push({ kind, message });
  mount?.();
  void loadToasterHost().then(({ toast }) => {
    // Give the freshly mounted container a frame to subscribe before showing.
    requestAnimationFrame(() => {
      const queued = pending;
      pending = [];
      for (const t of queued) toast[t.kind](t.message);
    });
  });
}
