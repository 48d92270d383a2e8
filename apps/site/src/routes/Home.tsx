import { useEffect, useState } from 'react';
import { fetchHealth, type Health } from '../lib/api.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'ok'; health: Health }
  | { kind: 'error'; message: string };

/** Placeholder home until the home page lands: proves the site reaches the API on the same origin. */
export function Home() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchHealth(controller.signal).then(
      (health) => setState({ kind: 'ok', health }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: String(error) });
      },
    );
    return () => controller.abort();
  }, []);
  return (
    <main>
      <h1>India's No.1 Two Wheeler Lifecycle Company</h1>
      <section aria-labelledby="status-heading">
        <h2 id="status-heading">Service status</h2>
        <p role="status">
          {state.kind === 'loading' && 'Checking the API…'}
          {state.kind === 'ok' && `API: ${state.health.status} (${state.health.service})`}
          {state.kind === 'error' && `API unreachable: ${state.message}`}
        </p>
      </section>
    </main>
  );
}
