import { style } from '@vanilla-extract/css';

/**
 * The frame's icons as CSS masks painted in the text colour: they cost the page's JavaScript
 * nothing. Decorative: the element carrying one is `aria-hidden`, the control around it is named.
 */
const svg = (body: string, viewBox = '0 0 24 24') =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${body}</svg>`,
  )}")`;

const icon = style({
  display: 'inline-block',
  flex: 'none',
  width: '1em',
  height: '1em',
  backgroundColor: 'currentColor',
  maskRepeat: 'no-repeat',
  maskPosition: 'center',
  maskSize: 'contain',
});

const make = (image: string) => style([icon, { maskImage: image, WebkitMaskImage: image }]);

export const chevronDown = make(svg("<path d='M6 9l6 6 6-6'/>"));
export const menu = make(svg("<path d='M4 6h16M4 12h16M4 18h16'/>"));
export const close = make(svg("<path d='M6 6l12 12M18 6L6 18'/>"));
export const phone = make(
  svg(
    "<path d='M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'/>",
  ),
);
export const mail = make(svg("<path d='M4 6h16v12H4z'/><path d='M4 7l8 6 8-6'/>"));
export const whatsApp = make(
  `url("data:image/svg+xml,${encodeURIComponent(
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><path d='M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.6c-2 0-4-.5-5.7-1.6l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.9 1 3.9.8a3.3 3.3 0 0 0 2.2-1.5 2.7 2.7 0 0 0 .2-1.5c-.1-.2-.3-.3-.6-.5z'/></svg>",
  )}")`,
);
