import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <main>
      <h1>Page not found</h1>
      <p>
        We could not find that page. <Link to="/">Go to the home page</Link>.
      </p>
    </main>
  );
}
