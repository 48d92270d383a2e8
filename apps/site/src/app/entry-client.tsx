// The theme contract, the themes and the reset; each component brings its own CSS, and the site
// declares its own font faces (frame/fonts.css.ts). Not the everything-file `styles.css`, whose
// `swap` faces and react-toastify CSS this site does not want in every page.
import '@company/ui/global.css';
import { companyTheme } from '@company/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { pathPrefix } from '../lib/language.ts';
import { markHydrated } from '../map/site-map.tsx';
import { App } from './App.tsx';

/**
 * Starts the site. A pre-rendered page is hydrated: the page's chunk is preloaded by the HTML,
 * and React keeps the server HTML of each suspended part until its code is there, so nothing
 * flashes and no loading screen shows. Without pre-rendered HTML (the dev server) it renders.
 * Navigations are not transitions, so a page that is still loading shows the loading screen.
 * Hydration runs in a transition: React then works in slices of a few milliseconds and yields to
 * the browser between them (a default-priority hydration runs to the end in one long task), and
 * a press on a part not yet hydrated hydrates that part first and is replayed.
 */
document.documentElement.classList.add(companyTheme);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// The Hindi build's pages live under /hi (the router's basename); English's at the root.
const app = (
  <StrictMode>
    <BrowserRouter useTransitions={false} basename={pathPrefix || undefined}>
      <App />
    </BrowserRouter>
  </StrictMode>
);
if (container.firstElementChild) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  markHydrated();
  createRoot(container).render(app);
}
