import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../../themes/vars.css.ts';
import { mediaQuery } from '../../tokens/shared.ts';

/**
 * Atomic layout classes. Mobile first: a plain value applies everywhere; `{ mobile, tablet,
 * desktop }` objects (or `[mobile, tablet, desktop]` arrays) change it from each breakpoint of
 * `tokens/shared.ts` up. No `wide` (≥ 1280 px) condition: Container caps pages at 1280 px, no
 * layout used it, and its classes cost part of the package budget (docs/decisions.md).
 *
 * Spacing uses the logical `*Block` / `*Inline` properties only (not the four sides) because every
 * class here ships in the one stylesheet whether a page uses it or not: that keeps the CSS small
 * and right-to-left ready.
 */
// The theme's spacing scale minus its extremes (`xxs`, `4xl`), which layouts do not need.
const { xxs: _xxs, '4xl': _4xl, ...space } = vars.space;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery('tablet') },
    desktop: { '@media': mediaQuery('desktop') },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexWrap: ['wrap', 'nowrap'],
    textAlign: ['start', 'center', 'end'],
    gap: space,
    paddingBlock: space,
    paddingInline: space,
    marginBlock: space,
    marginInline: { ...space, auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingBlock', 'paddingInline'],
    paddingY: ['paddingBlock'],
    paddingX: ['paddingInline'],
    margin: ['marginBlock', 'marginInline'],
    marginY: ['marginBlock'],
    marginX: ['marginInline'],
  },
});

/** Colour roles and corners: not responsive (a colour rarely changes with the screen). */
const colourProperties = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceAlt: vars.color.surfaceAlt,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
      accent: vars.color.accent,
      inverse: vars.color.inverse,
      dangerSoft: vars.color.dangerSoft,
      successSoft: vars.color.successSoft,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      brand: vars.color.brand,
      onBrand: vars.color.onBrand,
      onBrandSoft: vars.color.onBrandSoft,
      onAccent: vars.color.onAccent,
      onInverse: vars.color.onInverse,
      danger: vars.color.danger,
      success: vars.color.success,
    },
    borderRadius: vars.radius,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colourProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
