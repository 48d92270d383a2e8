import { Link } from 'react-router-dom';
import * as css from '../components/page.css.ts';

/** Any path the route table does not know, inside the frame (also the routes not built yet). */
export default function NotFound() {
  return (
    <div className={css.section}>
      <h1 className={css.pageTitle}>Page not found</h1>
      <p>
        We could not find that page. <Link to="/">Go to the home page</Link>.
      </p>
    </div>
  );
}
