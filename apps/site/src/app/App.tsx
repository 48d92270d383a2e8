import { useLocation } from 'react-router-dom';
import { LegalProvider } from '../components/legal/LegalProvider.tsx';
import { LeadProvider } from '../flows/lead/LeadProvider.tsx';
import { Frame } from '../frame/Frame.tsx';
import { matchSiteRoute, pageFor } from '../map/site-map.tsx';

/**
 * The whole site: the page the path's record names, in the frame that record describes, under
 * the dialogs every page can open (legal texts, Apply Now). The router is supplied by the entry.
 */
export function App() {
  const route = matchSiteRoute(useLocation().pathname);
  return (
    <LegalProvider>
      <LeadProvider>
        <Frame Page={pageFor(route)} path={route.path} section={route.section} {...route.frame} />
      </LeadProvider>
    </LegalProvider>
  );
}
