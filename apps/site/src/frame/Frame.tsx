import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { DeferredPart, deferred } from '../components/Deferred.tsx';
import { LeadProvider } from '../components/lead/LeadProvider.tsx';
import { LegalProvider } from '../components/legal/LegalProvider.tsx';
import { routeObjects } from '../routes/table.tsx';
import { CategoryBar } from './CategoryBar.tsx';
import * as css from './frame.css.ts';
import { Header } from './Header.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { showsCategoryBar, showsHeaderAndFooter, showsWhatsApp } from './rules.ts';
import { ScrollManager } from './ScrollManager.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';

/** The footer is below the fold on every page: its code loads when it nears the screen. */
const Footer = deferred('site-footer', () => import('./Footer.tsx'));

/**
 * The page frame (§2.2): skip link, header, category bar, the page, footer and the WhatsApp
 * button, each by the rules of `rules.ts`, and the loading screen while a lazy page loads.
 */
export function Frame() {
  const { pathname } = useLocation();
  const page = useRoutes(routeObjects);
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
            <Suspense fallback={<LoadingScreen />}>{page}</Suspense>
          </main>
          {framed && (
            <DeferredPart id="site-footer" component={Footer} props={{}} minHeight="40rem" />
          )}
          {showsWhatsApp(pathname) && <WhatsAppButton />}
          <ScrollManager />
        </div>
      </LeadProvider>
    </LegalProvider>
  );
}
