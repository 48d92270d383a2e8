import type { Plugin } from 'vite';
import { iconSymbolsMarkup } from '../src/frame/icon-symbols.ts';

/** Writes the frame's icon symbols at the top of the page's body (see `src/frame/icon-symbols.ts`). */
export function iconSymbols(): Plugin {
  return {
    name: 'company:icon-symbols',
    transformIndexHtml: (html) => html.replace('<body>', `<body>\n    ${iconSymbolsMarkup()}`),
  };
}
