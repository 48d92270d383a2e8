// Contributors: read docs/contributing.md first (conventions, tests, stories, visual baselines, commits).

export * from './components/AadhaarField/index.ts';
export * from './components/BannerCarousel/index.ts';
export * from './components/Box/index.ts';
export * from './components/Button/index.ts';
export * from './components/CaptchaDisplay/index.ts';
export * from './components/Card/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/CitySelect/index.ts';
export * from './components/Container/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/EmiCalculator/index.ts';
export * from './components/FileInput/index.ts';
export * from './components/Inline/index.ts';
export * from './components/LeadDialog/index.ts';
export * from './components/LoadingOverlay/index.ts';
export * from './components/OtpInput/index.ts';
export * from './components/Pagination/index.ts';
export * from './components/PersonCardDialog/index.ts';
export * from './components/ProductTile/index.ts';
export { cx } from './components/private/cx.ts';
export type { ImageSource } from './components/private/image.ts';
export { visuallyHidden } from './components/private/visually-hidden.css.ts';
export * from './components/RadioGroup/index.ts';
export * from './components/RateTable/index.ts';
export * from './components/Select/index.ts';
export * from './components/Slider/index.ts';
export * from './components/Stack/index.ts';
export * from './components/Text/index.ts';
export * from './components/TextArea/index.ts';
export * from './components/TextField/index.ts';
export * from './components/Toaster/index.ts';
export {
  amortisationSchedule,
  calculateEmi,
  type EmiSummary,
  emiSummary,
  exactEmi,
  type LoanTerms,
  type ScheduleRow,
} from './finance/emi.ts';
export { monthlyIrr } from './finance/irr.ts';
export * from './finance/key-facts.ts';
export * from './format/index.ts';
export { lazyWithPreload, type PreloadableComponent } from './lazy/lazyWithPreload.ts';
export { companyTheme } from './themes/company.css.ts';
export { vars } from './themes/vars.css.ts';
export { voltTheme } from './themes/volt.css.ts';
export { companyTokens } from './tokens/company.ts';
export { contrastPairs, contrastRatio } from './tokens/contrast.ts';
export { breakpoints, mediaQuery, reducedMotion } from './tokens/shared.ts';
export type { ThemeTokens } from './tokens/types.ts';
export { voltTokens } from './tokens/volt.ts';
