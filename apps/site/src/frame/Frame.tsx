import { LoadingOverlay } from '@company/ui';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { DeferredPart, deferred } from '../components/Deferred.tsx';
import { loadToasterHost, registerToastMount } from '../components/notify.ts';
import * as pageCss from '../components/page/page.css.ts';
import { loadingOverlayLabels } from '../content/component-labels.ts';
import { frameCopy } from '../content/frame.ts';
import type { SectionName } from '../content/sections.ts';
import type { PageProps } from '../lib/page-meta.ts';
import { CategoryBar } from './CategoryBar.tsx';
import * as css from './frame.css.ts';
import { Header } from './Header.tsx';
import { LogoBar } from './LogoBar.tsx';
import { ScrollManager } from './ScrollManager.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';

/** The footer is below the fold on every page: its code loads when it nears the screen. */
const Footer = deferred('site-footer', () => import('./Footer.tsx'));

const ToasterHost = lazy(loadToasterHost);

/** Mounts the Toaster the first time something asks for a toast (`lib/notify.ts`). */
function ToastMount() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => registerToastMount(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}

/**
 * The Suspense fallback of the pages: it shows nothing itself but turns the loading overlay on
 * while a page's code loads (after a short delay, so quick loads never flash it). Pre-rendered
 * pages never render it: React keeps their HTML while their code arrives.
 */
function PageLoading({ onLoading }: { onLoading: (loading: boolean) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onLoading(true), 150);
    return () => {
      clearTimeout(timer);
      onLoading(false);
    };
  }, [onLoading]);
  return null;
}

export interface FrameProps {
  /** The page of the current path. */
  Page: ComponentType<PageProps>;
  /** The path of the page's record in the site map ('/new-bike'), handed to the page. */
  path: string;
  /** Header and footer (and the category bar, when `categoryBar`). */
  headerAndFooter: boolean;
  categoryBar: boolean;
  whatsApp: boolean;
  logoBar: boolean;
  /** The section of the page the path brings into view. */
  section?: SectionName;
}

/**
 * The page frame: skip link, header, category bar, the page, footer and the WhatsApp button, as
 * the route's record says (the app reads it from the site map), and the loading screen while a
 * lazy page loads.
 */
export function Frame({
  Page,
  path,
  headerAndFooter: framed,
  categoryBar,
  whatsApp,
  logoBar,
  section,
}: FrameProps) {
  const [loading, setLoading] = useState(false);
  return (
    <div className={css.shell}>
      <a href="#main" className={css.skipLink}>
        {frameCopy.skipLink}
      </a>
      {framed && <Header />}
      {logoBar && <LogoBar />}
      {framed && categoryBar && <CategoryBar />}
      <main id="main" tabIndex={-1} className={css.main} aria-busy={loading || undefined}>
        <Suspense fallback={<PageLoading onLoading={setLoading} />}>
          <Page path={path} />
        </Suspense>
      </main>
      {framed && (
        <DeferredPart
          id="site-footer"
          component={Footer}
          props={{}}
          minHeight="40rem"
          className={pageCss.offscreen}
        />
      )}
      {whatsApp && <WhatsAppButton />}
      <LoadingOverlay
        open={loading}
        label={frameCopy.loading}
        data-testid="loading-screen"
        labels={loadingOverlayLabels}
      />
      <ToastMount />
      <ScrollManager routeSection={section} />
    </div>
  );
}
