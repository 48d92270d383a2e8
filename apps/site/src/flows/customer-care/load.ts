import { once } from '../../lib/once.ts';

/**
 * Loaded when first needed, not with the page: the HTTP client (axios) with the first
 * interaction, the form rules (yup) with the first check. The page's first screen costs the
 * frame and this form only.
 */
export const loadClient = once(() => import('./client.ts'));
export const loadRules = once(() => import('./rules.ts'));
