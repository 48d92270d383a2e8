import { useEffect, useRef } from 'react';
import { Outlet, type UIMatch, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { LeadProvider } from '../components/lead/LeadProvider.tsx';
import { LegalProvider } from '../components/legal/LegalProvider.tsx';
import { applyHead } from '../lib/head.ts';
import type { RouteHandle } from '../routes/handle.ts';
import { CategoryBar } from './CategoryBar.tsx';
import { Footer } from './Footer.tsx';
import * as css from './frame.css.ts';
import { Header } from './Header.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { showsCategoryBar, showsHeaderAndFooter, showsWhatsApp } from './rules.ts';
import { ScrollManager } from './ScrollManager.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';

/** Keeps title, description, canonical, Open Graph and JSON-LD in step with the page. */
function HeadManager() {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  const meta = matches.at(-1)?.handle?.meta;
  const first = useRef(true);
  useEffect(() => {
    // The pre-rendered HTML already has the first page's tags.
    if (first.current) {
      first.current = false;
      if (document.head.querySelector('[data-head]')) return;
    }
    if (meta) applyHead(meta);
  }, [meta]);
  return null;
}

/**
 * The page frame (§2.2): skip link, header, category bar, the page, footer and the WhatsApp
 * button, each by the rules of `rules.ts`; the loading screen while a lazy page loads.
 */
export function Frame() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const framed = showsHeaderAndFooter(pathname);
  return (
    <LegalProvider>
      <LeadProvider>
        <div className={css.shell}>
          <a href="#main" className={css.skipLink}>
            Skip to main content
          </a>
          {framed && <Header />}
          {framed && showsCategoryBar(pathname) && <CategoryBar />}
          <main id="main" tabIndex={-1} className={css.main}>
            <Outlet />
          </main>
          {framed && <Footer />}
          {showsWhatsApp(pathname) && <WhatsAppButton />}
          {navigation.state === 'loading' && <LoadingScreen />}
          <ScrollManager />
          <HeadManager />
        </div>
      </LeadProvider>
    </LegalProvider>
  );
}
