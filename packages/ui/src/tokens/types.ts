/** The steps of the size scales, smallest first. */
type TShirtSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl';

/** One value per step. */
type Scale<Step extends string> = { [K in Step]: string };

/** Raw design tokens of one theme. Every theme provides all of them; `themes/vars.css.ts` turns the shape into CSS variables. */
export interface ThemeTokens {
  color: {
    /** The one confident primary colour: buttons, links, focus. */
    brand: string;
    brandHover: string;
    /** Text and icons on `brand`. */
    onBrand: string;
    /** Tinted background for selected or highlighted areas. */
    brandSoft: string;
    /** Text on `brandSoft`. */
    onBrandSoft: string;
    /** The energetic accent (electric mobility): badges, highlights, progress. */
    accent: string;
    onAccent: string;
    /** Body text and headings on `surface`. */
    text: string;
    /** Secondary text on `surface` and `surfaceAlt`. */
    textMuted: string;
    /** Page and card background. */
    surface: string;
    /** Alternate band background (sections, table stripes). */
    surfaceAlt: string;
    /** Dark band (footer): `onInverse` text on it. */
    inverse: string;
    onInverse: string;
    /** Decorative dividers. */
    border: string;
    /** Borders of inputs and controls: 3:1 against `surface` (WCAG 1.4.11). */
    borderStrong: string;
    focusRing: string;
    danger: string;
    onDanger: string;
    dangerSoft: string;
    success: string;
    onSuccess: string;
    successSoft: string;
    /** Scrim behind dialogs. */
    overlay: string;
  };
  font: { body: string; heading: string; mono: string };
  fontSize: Scale<TShirtSize>;
  lineHeight: { tight: string; normal: string; relaxed: string };
  fontWeight: { regular: string; medium: string; semibold: string; bold: string };
  space: Scale<'none' | 'xxs' | TShirtSize>;
  radius: { none: string; sm: string; md: string; lg: string; pill: string; round: string };
  shadow: { sm: string; md: string; lg: string };
  zIndex: {
    base: string;
    dropdown: string;
    sticky: string;
    header: string;
    overlay: string;
    modal: string;
    toast: string;
    loading: string;
  };
  duration: { instant: string; fast: string; base: string; slow: string };
  easing: { standard: string; emphasized: string };
}
