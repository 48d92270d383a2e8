import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

/** Slide transition length, set inline from the `transitionDuration` prop. */
export const transitionDurationVar = createVar();
/** The pictures' height over their width (the first picture's), set inline. */
export const pictureRatioVar = createVar();

/**
 * The headline lies over the picture only in a carousel at least this wide; narrower, it is a band
 * under the picture, clear of the arrows and the play button. In rem, so that larger text moves it
 * under the picture too (a container query's rem follows the root's font size; a media query's
 * does not).
 */
const overlayQuery = '(min-width: 40rem)';
/** The middle of the picture, whatever lies under it: the controls over the picture centre on it. */
const pictureMiddle = `calc(50cqi * ${pictureRatioVar})`;

export const root = style({
  display: 'grid',
  // The rotation control comes first in the DOM (WAI-ARIA carousel pattern) but sits under the
  // slides, left of the dots.
  gridTemplateColumns: '44px 1fr 44px',
  gridTemplateAreas: '"viewport viewport viewport" "rotation dots ."',
  alignItems: 'center',
  rowGap: vars.space.sm,
  color: vars.color.text,
});

export const viewport = style({
  gridArea: 'viewport',
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  // Its width is what the headline's place and the controls' middle are measured against.
  containerType: 'inline-size',
  // Vertical swipes scroll the page; horizontal ones reach our pointer handlers.
  touchAction: 'pan-y',
});

/** +1 when moving to the next slide (it enters from the end), -1 towards the previous one. */
const towards = createVar();
const enter = keyframes({ from: { transform: `translateX(calc(${towards} * 100%))` } });
const leave = keyframes({ to: { transform: `translateX(calc(${towards} * -100%))` } });

/**
 * Every slide fills the viewport; only the current one (and, while it slides out, the previous
 * one) is visible. Keyframe animations rather than transitions: an animation always starts from
 * its `from` frame, so a slide enters from the correct side wherever it last was, and the loop
 * from the last slide to the first needs no cloned slides.
 */
export const slide = style({
  // Stacked in one grid cell: the carousel is as tall as its tallest slide, so it keeps its height
  // whichever slide shows.
  gridArea: '1 / 1',
  position: 'relative',
  visibility: 'hidden',
  animationDuration: transitionDurationVar,
  animationTimingFunction: vars.easing.standard,
  animationFillMode: 'both',
  selectors: {
    '&[data-state="current"]': { visibility: 'visible', zIndex: 1 },
    '&[data-state="previous"]': { visibility: 'visible' },
    '[data-direction] > &[data-state="current"]': { animationName: enter },
    '[data-direction] > &[data-state="previous"]': { animationName: leave },
  },
});

export const slides = style({
  display: 'grid',
  vars: { [towards]: '1' },
  selectors: { '&[data-direction="prev"]': { vars: { [towards]: '-1' } } },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
});

/** A band under the picture in a narrow carousel; over its lower corner in a wide one. */
export const headline = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  // A solid band keeps the text's contrast whatever the picture behind it.
  background: vars.color.inverse,
  color: vars.color.onInverse,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@container': {
    [overlayQuery]: {
      position: 'absolute',
      // Clear of the arrows on either side.
      insetInlineStart: `calc(44px + 2 * ${vars.space.sm})`,
      insetBlockEnd: vars.space.sm,
      maxWidth: `calc(100% - 2 * (44px + 2 * ${vars.space.sm}))`,
      borderRadius: vars.radius.md,
      fontSize: vars.fontSize.xl,
    },
  },
});

const roundButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  cursor: 'pointer',
  // Forced colours paint every background as the page's: the edge keeps the button visible
  // (`:is(button)` outranks a `border: 0` of a style sheet that arrives later).
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&:is(button)': { border: '2px solid ButtonText' } },
    },
  },
});

/** Previous, next and the rotation control: 44 px round buttons. */
export const control = style([
  roundButton,
  {
    width: '44px',
    height: '44px',
    fontSize: vars.fontSize.xl,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.onBrandSoft } },
  },
]);

/** The arrows sit over the slides' edges. */
export const arrow = style({
  position: 'absolute',
  zIndex: 2,
  insetBlockStart: pictureMiddle,
  transform: 'translateY(-50%)',
  selectors: {
    '&[data-side="previous"]': { insetInlineStart: vars.space.sm },
    '&[data-side="next"]': { insetInlineEnd: vars.space.sm },
  },
});

/** The rotation control sits under the slides, left of the dots. */
export const rotation = style({
  gridArea: 'rotation',
  border: `1px solid ${vars.color.borderStrong}`,
  boxShadow: 'none',
  fontSize: vars.fontSize.md,
});

export const playVideo = style([
  roundButton,
  {
    position: 'absolute',
    zIndex: 1,
    insetBlockStart: pictureMiddle,
    insetInlineStart: '50%',
    transform: 'translate(-50%, -50%)',
    width: '64px',
    height: '64px',
    fontSize: vars.fontSize['2xl'],
    background: vars.color.brand,
    color: vars.color.onBrand,
    boxShadow: vars.shadow.lg,
    selectors: { '&:hover': { background: vars.color.brandHover } },
  },
]);

export const dots = style({
  gridArea: 'dots',
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
});

/** A 32 px target (WCAG 2.5.8 asks 24) around a small visible dot; the current one is a bar. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: '10px',
    height: '10px',
    borderRadius: vars.radius.pill,
    background: vars.color.borderStrong,
    transitionProperty: 'width, background-color',
    transitionDuration: vars.duration.base,
  },
  selectors: {
    '&[aria-current="true"]::before': { width: '24px', background: vars.color.brand },
    '&:hover::before': { background: vars.color.brand },
  },
  // Forced colours paint the dots' fill as the page's: each keeps an edge, the current one a fill.
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&::before': { border: '1px solid ButtonText' },
        '&[aria-current="true"]::before': { forcedColorAdjust: 'none', background: 'Highlight' },
      },
    },
  },
});
