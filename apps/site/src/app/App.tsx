import { useLocation } from 'react-router-dom';
import { Frame } from '../frame/Frame.tsx';
import { matchSiteRoute, pageFor } from '../map/site-map.tsx';

/**
 * The whole site: the page the path's record names, in the frame that record describes (the
 * router is supplied by the entry).
 */
export function App() {
  const { pathname } = useLocation();
  const route = matchSiteRoute(pathname);
  return <Frame Page={pageFor(pathname)} section={route.section} {...route.frame} />;
}
