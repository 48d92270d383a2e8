import '@company/ui/styles.css';
import { companyTheme } from '@company/ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './routes/table.tsx';

/**
 * Starts the site. A pre-rendered page is hydrated: the lazy modules of the URL's routes are
 * loaded first (the HTML preloads them), so the first client render matches the HTML and no
 * loading screen shows. Without pre-rendered HTML (the dev server) it renders from scratch.
 */
async function start(): Promise<void> {
  document.documentElement.classList.add(companyTheme);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');

  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
