import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';
import { mediaQuery } from '../../tokens/shared.ts';

/**
 * The raised surface of form and content cards: the theme's border, radius and shadow. Exported
 * as `cardStyle` for a card that needs no `Box` props: a class name only, without the Box
 * runtime (its sprinkles class map) on pages with a tight script budget.
 */
export const card = recipe({
  base: {
    background: vars.color.surface,
    color: vars.color.text,
    // Longhands: a shorthand holding a custom property is lost on engines that cannot parse it.
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    // Long words (e-mail addresses, reference numbers) wrap instead of widening the card.
    overflowWrap: 'anywhere',
  },
  variants: {
    /** Inner space: `md` grows from 16 to 24 px at tablet (form cards), `lg` is 24 px (content cards). */
    padding: {
      none: {},
      md: {
        padding: vars.space.lg,
        '@media': { [mediaQuery('tablet')]: { padding: vars.space.xl } },
      },
      lg: { padding: vars.space.xl },
    },
    /** Fill the height of a grid cell or flex line, so cards in a row line up. */
    fullHeight: { true: { height: '100%' } },
  },
  defaultVariants: { padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
