import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RouteLink } from '../../components/RouteLink.tsx';
import { pages } from '../../content/pages.ts';
import { redirectPage } from '../../content/redirect.ts';
import { safeRedirectTarget } from '../../lib/redirect-target.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import * as css from './Redirect.css.ts';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.redirect;

/** The animated bike; the wheels turn and the road moves unless the visitor prefers less motion. */
function Bike() {
  return (
    <svg className={css.bike} viewBox="0 0 240 130" aria-hidden="true" focusable="false">
      <path
        className={css.roadLine}
        d="M0 124h240"
        stroke="currentColor"
        strokeWidth="4"
        strokeDasharray="24 16"
        opacity=".35"
      />
      <g className={css.bikeBody}>
        <path d="M34 90q2-30 34-30h44q10 0 14 12l8 18z" fill="currentColor" />
        <rect x="60" y="48" width="52" height="12" rx="6" fill="currentColor" opacity=".7" />
        <path
          d="M130 90h22l18-62M160 28h26M170 28l16 68"
          fill="none"
          stroke="currentColor"
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="180" cy="42" r="6" className={css.headlight} />
        {[58, 186].map((cx) => (
          <g key={cx} className={css.wheel}>
            <circle cx={cx} cy="96" r="20" fill="none" stroke="currentColor" strokeWidth="7" />
            <path d={`M${cx - 20} 96h40M${cx} 76v40`} stroke="currentColor" strokeWidth="3" />
          </g>
        ))}
      </g>
    </svg>
  );
}

/**
 * /redirect: 'Redirecting…', a bike and a counter filling over 5 seconds, then the `to` path of
 * this site or the home page (the product decisions). Header and footer are hidden
 * by the frame.
 */
export default function Redirect() {
  const [params] = useSearchParams();
  // Pre-rendered without a query: the target is read once hydrated (no mismatch).
  const hydrated = useHydrated();
  const target = safeRedirectTarget(hydrated ? params.get('to') : null);
  const navigate = useNavigate();
  const [elapsed, setElapsed] = useState(0);
  const durationMs = redirectPage.durationMs;

  useEffect(() => {
    const started = performance.now();
    const timer = window.setInterval(() => {
      const now = Math.min(durationMs, performance.now() - started);
      setElapsed(now);
      if (now >= durationMs) {
        window.clearInterval(timer);
        navigate(target, { replace: true });
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [navigate, target]);

  const percent = Math.round((elapsed / durationMs) * 100);
  const secondsLeft = Math.ceil((durationMs - elapsed) / 1000);
  return (
    <div className={css.screen}>
      <h1 className={css.title}>{redirectPage.heading}</h1>
      <Bike />
      <div
        className={css.progress}
        role="progressbar"
        aria-label={redirectPage.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={redirectPage.progressText(percent, secondsLeft)}
      >
        <div className={css.bar} style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
      <p className={css.counter} aria-hidden="true">
        {percent}%
      </p>
      <RouteLink to={target} replace className={css.goNow}>
        {redirectPage.goNow}
      </RouteLink>
    </div>
  );
}
