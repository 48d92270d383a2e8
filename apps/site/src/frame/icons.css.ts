import { style } from '@vanilla-extract/css';

/**
 * The frame's icons as CSS masks painted in the text colour: they cost the page's JavaScript
 * nothing. Decorative: the element carrying one is `aria-hidden`, the control around it is named.
 *
 * All six are cells of one SVG image, each icon showing its own cell. Chromium builds a whole SVG
 * document for every SVG image a page uses, on the main thread inside the first frame's style
 * update; one image instead of six took 10–15 ms of CPU out of every page's longest task on this
 * project's machines (`docs/benchmarks.md`, issue 19).
 */
const strokes =
  "fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'";
/** Each cell: its viewBox and drawing. */
const cells = {
  chevronDown: ['0 0 24 24', `<path d='M6 9l6 6 6-6'/>`, strokes],
  menu: ['0 0 24 24', `<path d='M4 6h16M4 12h16M4 18h16'/>`, strokes],
  close: ['0 0 24 24', `<path d='M6 6l12 12M18 6L6 18'/>`, strokes],
  phone: [
    '0 0 24 24',
    `<path d='M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'/>`,
    strokes,
  ],
  mail: ['0 0 24 24', `<path d='M4 6h16v12H4z'/><path d='M4 7l8 6 8-6'/>`, strokes],
  whatsApp: [
    '0 0 32 32',
    "<path d='M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.6c-2 0-4-.5-5.7-1.6l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.9 1 3.9.8a3.3 3.3 0 0 0 2.2-1.5 2.7 2.7 0 0 0 .2-1.5c-.1-.2-.3-.3-.6-.5z'/>",
    '',
  ],
} as const;
type IconName = keyof typeof cells;
const names = Object.keys(cells) as IconName[];
// Each cell a nested <svg> of its own viewBox, which also clips it to its cell as a lone image was.
const sprite = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${24 * names.length} 24'>${names
  .map((name, i) => {
    const [viewBox, body, paint] = cells[name];
    return `<svg x='${24 * i}' width='24' height='24' viewBox='${viewBox}' ${paint}>${body}</svg>`;
  })
  .join('')}</svg>`;
const spriteUrl = `url("data:image/svg+xml,${encodeURIComponent(sprite)}")`;

const icon = style({
  display: 'inline-block',
  flex: 'none',
  width: '1em',
  height: '1em',
  backgroundColor: 'currentColor',
  maskImage: spriteUrl,
  WebkitMaskImage: spriteUrl,
  maskRepeat: 'no-repeat',
  // The sprite scaled so that one cell fills the box; the position picks the cell.
  maskSize: `${names.length * 100}% 100%`,
});

const cell = (name: IconName) => {
  const position = `${(names.indexOf(name) / (names.length - 1)) * 100}% 0`;
  return style([icon, { maskPosition: position, WebkitMaskPosition: position }]);
};

export const chevronDown = cell('chevronDown');
export const menu = cell('menu');
export const close = cell('close');
export const phone = cell('phone');
export const mail = cell('mail');
export const whatsApp = cell('whatsApp');
