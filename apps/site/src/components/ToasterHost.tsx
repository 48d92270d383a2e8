// react-toastify's stylesheet (an alias in vite.config.ts: the package is @company/ui's
// dependency, not the site's). It travels in this chunk's CSS, which Vite loads before the chunk's
// import resolves: no toast shows unstyled, and no page carries it up front.
import 'site:react-toastify.css';
import { Toaster, toast } from '@company/ui';

/** The package's Toaster and its `toast` helpers: a chunk of their own, loaded on the first toast. */
export { toast };

export default function ToasterHost() {
  return <Toaster />;
}
