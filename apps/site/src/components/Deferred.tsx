import { type ComponentType, type CSSProperties, lazy, Suspense } from 'react';

/**
 * Below-the-fold parts in their own chunks, loaded when they come near the screen. Pre-rendered
 * HTML shows them at once; the browser downloads and hydrates their code only when the visitor
 * scrolls near them (React keeps the server HTML of a suspended boundary until it can hydrate
 * it). After a client-side navigation a placeholder of the given height holds their place.
 */
const isBrowser = typeof window !== 'undefined';

function nearScreen(id: string): Promise<void> {
  return new Promise((resolve) => {
    if (!('IntersectionObserver' in window)) return resolve();
    let tries = 0;
    const watch = () => {
      const element = document.getElementById(id);
      if (!element) {
        // The placeholder is committed after this render: look again on the next frame.
        if (tries++ < 60) requestAnimationFrame(watch);
        else resolve();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        },
        { rootMargin: '600px 0px' },
      );
      observer.observe(element);
    };
    watch();
  });
}

/** Loads when it nears the screen (in the browser); at once on the server. */
export function deferred<P extends object>(
  id: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  return lazy(() => (isBrowser ? nearScreen(id).then(load) : load()));
}

/**
 * Renders a deferred part inside a wrapper with `id` (what the observer and section links look
 * for). `minHeight` reserves its space before its code arrives (no layout shift).
 */
export function DeferredPart<P extends object>({
  id,
  component: Component,
  props,
  minHeight,
  as: Tag = 'div',
  className,
}: {
  id: string;
  component: ComponentType<P>;
  props: P;
  minHeight?: CSSProperties['minHeight'];
  as?: 'div' | 'section' | 'footer';
  className?: string;
}) {
  return (
    <Suspense fallback={<Tag id={id} className={className} style={{ minHeight }} />}>
      <Tag id={id} className={className}>
        <Component {...props} />
      </Tag>
    </Suspense>
  );
}
