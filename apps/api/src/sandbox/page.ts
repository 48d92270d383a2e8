import type { FastifyInstance } from 'fastify';
import { signCallback } from '../providers/payments.ts';

/** Text escaped for HTML. */
export const html = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// Reflows like the site (WCAG 1.4.10, 1.4.4): a long order id wraps, the buttons wrap under each
// other; their transparent border is the edge forced colours draw.
export const SANDBOX_CSS = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f8;margin:0;color:#1b2433}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:28px}
h1{font-size:1.3rem;margin:0 0 4px}.tag{display:inline-block;background:#ffe9a8;color:#5a4300;border-radius:4px;padding:2px 8px;font-size:.75rem;font-weight:600}
dl{display:grid;grid-template-columns:minmax(0,auto) minmax(0,1fr);gap:6px 16px;margin:20px 0}dt{color:#5b6578}dd{margin:0;font-weight:600}dt,dd{overflow-wrap:anywhere}
label{display:block;margin:12px 0 4px;color:#5b6578}select,input{width:100%;padding:8px;border:1px solid #c5cedd;border-radius:6px;font:inherit;box-sizing:border-box}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:20px}button{flex:1 1 auto;padding:10px;border:1px solid transparent;border-radius:6px;font:inherit;font-weight:600;cursor:pointer}
.ok{background:#1d4ed8;color:#fff}.fail{background:#fde2e2;color:#8a1c1c}.cancel{background:#e5e8ee;color:#1b2433}
p.note{font-size:.8rem;color:#5b6578}`;

/** A sandbox page: the provider's stand-in, plainly marked. */
export function page(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${html(title)}</title><link rel="stylesheet" href="/api/sandbox/assets/sandbox.css"></head><body><main>${content}</main></body></html>`;
}

/**
 * Posts a decision to the API's signed callback exactly as the provider would. Only for the
 * sandbox's own orders: the pages check the row's gateway before they call it.
 */
export async function postSignedCallback(
  app: FastifyInstance,
  url: string,
  secret: string,
  payload: Record<string, unknown>,
) {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(Date.now() / 1000).toString();
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signCallback(secret, timestamp, body),
    },
  });
  if (res.statusCode !== 200) throw new Error(`callback answered ${res.statusCode}`);
}
