import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target.ts';

describe('safeRedirectTarget', () => {
  it.each([
    ['/newsroom', '/newsroom'],
    ['/newsroom?page=2', '/newsroom?page=2'],
    ['/aboutus#investors', '/aboutus#investors'],
    ['/', '/'],
  ])('keeps the site path %s', (to, expected) => {
    expect(safeRedirectTarget(to)).toBe(expected);
  });

  it.each([
    null,
    '',
    'newsroom',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie',
    '/\nfoo',
    ' /newsroom',
  ])('sends %s to the home page', (to) => {
    const target = safeRedirectTarget(to);
    expect(target === '/' || target.startsWith('/%0d')).toBe(true);
    expect(target.startsWith('//')).toBe(false);
  });
});
