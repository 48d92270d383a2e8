/**
 * The frame's icons (header, footer, WhatsApp) and the logo as SVG `<symbol>`s, written once
 * into every page's HTML (by the `iconSymbols` Vite plugin, `scripts/icon-symbols.ts`) and drawn
 * where needed by `<Icon>`'s `<use href="#icon-…">`. A symbol in the page costs no SVG document
 * of its own, where an SVG
 * image (a CSS mask or an `<img>`) costs one, built on the main thread in the first frame;
 * and the drawings cost the page's JavaScript nothing.
 */
const stroke =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** Each icon: its viewBox, paint and drawing. */
const symbols = {
  'chevron-down': ['0 0 24 24', stroke, '<path d="M6 9l6 6 6-6"/>'],
  menu: ['0 0 24 24', stroke, '<path d="M4 6h16M4 12h16M4 18h16"/>'],
  close: ['0 0 24 24', stroke, '<path d="M6 6l12 12M18 6L6 18"/>'],
  phone: [
    '0 0 24 24',
    stroke,
    '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"/>',
  ],
  mail: ['0 0 24 24', stroke, '<path d="M4 6h16v12H4z"/><path d="M4 7l8 6 8-6"/>'],
  whatsapp: [
    '0 0 32 32',
    'fill="currentColor"',
    '<path d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.6c-2 0-4-.5-5.7-1.6l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.9 1 3.9.8a3.3 3.3 0 0 0 2.2-1.5 2.7 2.7 0 0 0 .2-1.5c-.1-.2-.3-.3-.6-.5z"/>',
  ],
  // The footer's social networks, by the names the company's content gives them.
  LinkedIn: ['0 0 24 24', stroke, '<path d="M6 9v9M6 6v.01M10 18v-5a3 3 0 0 1 6 0v5M10 9v9"/>'],
  Instagram: [
    '0 0 24 24',
    stroke,
    '<path d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM16 8v.01M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"/>',
  ],
  Facebook: [
    '0 0 24 24',
    stroke,
    '<path d="M15 3h-3a4 4 0 0 0-4 4v3H6v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z"/>',
  ],
  YouTube: [
    '0 0 24 24',
    stroke,
    '<path d="M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z"/>',
  ],
  Twitter: ['0 0 24 24', stroke, '<path d="M4 4l16 16M20 4L4 20"/>'],
  // The company's mark, in its own colours.
  logo: [
    '0 0 36 36',
    '',
    '<circle cx="18" cy="18" r="16" fill="#1546a0"/><circle cx="18" cy="18" r="8.5" fill="none" stroke="#fff" stroke-width="3"/><path d="M6 27L30 9" stroke="#2bd17e" stroke-width="3.5" stroke-linecap="round"/>',
  ],
} as const;

export type IconName = keyof typeof symbols;

export const iconNames = Object.keys(symbols) as IconName[];

/** The element id of an icon's symbol. */
export const iconId = (name: IconName) => `icon-${name}`;

/** The hidden `<svg>` holding every symbol, as it goes into the page. */
export function iconSymbolsMarkup(): string {
  const defs = iconNames
    .map((name) => {
      const [viewBox, paint, body] = symbols[name];
      return `<symbol id="${iconId(name)}" viewBox="${viewBox}"${paint ? ` ${paint}` : ''}>${body}</symbol>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" style="display:none" aria-hidden="true">${defs}</svg>`;
}
