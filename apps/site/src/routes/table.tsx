import type { RouteObject } from 'react-router-dom';
import { Home } from './Home.tsx';
import { NotFound } from './NotFound.tsx';

/** Every route of the site, in one table. */
export const routes: RouteObject[] = [
  { path: '/', element: <Home /> },
  { path: '*', element: <NotFound /> },
];
