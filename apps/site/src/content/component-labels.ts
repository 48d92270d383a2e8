import type {
  AadhaarFieldLabels,
  BannerCarouselLabels,
  CaptchaDisplayLabels,
  CitySelectLabels,
  DialogLabels,
  EmiCalculatorLabels,
  FileInputLabels,
  LeadDialogLabels,
  LoadingOverlayLabels,
  PaginationLabels,
  PersonCardDialogLabels,
  ProductTileLabels,
  ResendCountdownLabels,
  SearchableSelectLabels,
  ToasterLabels,
} from '@company/ui';

/*
 * The words `@company/ui`'s components write themselves (button names, announcements, templates),
 * as the site passes them in `labels`. In English they are the package's own defaults
 * (`defaultAadhaarFieldLabels` …, read them there), so an English page carries no second copy:
 * each object here holds only the words the site says its own way. hi/component-labels.ts gives
 * every label in Hindi; component-labels.test.ts checks it against the package's defaults.
 */

export const aadhaarFieldLabels: Partial<AadhaarFieldLabels> = {};
export const bannerCarouselLabels: Partial<BannerCarouselLabels> = {};

/** The site's captcha is a 'security code', and its picture says how to use the listen button. */
export const captchaDisplayLabels: Partial<CaptchaDisplayLabels> = {
  alt: 'Security code: type the characters shown, or use the listen button to hear them',
  listen: 'Listen to the security code',
  refresh: 'Get a new security code',
};
export const searchableSelectLabels: Partial<SearchableSelectLabels> = {};
export const citySelectLabels: Partial<CitySelectLabels> = {};
export const dialogLabels: Partial<DialogLabels> = {};
export const emiCalculatorLabels: Partial<EmiCalculatorLabels> = {};
export const fileInputLabels: Partial<FileInputLabels> = {};
export const leadDialogLabels: Partial<LeadDialogLabels> = {};
export const loadingOverlayLabels: Partial<LoadingOverlayLabels> = {};
export const paginationLabels: Partial<PaginationLabels> = {};
export const personCardDialogLabels: Partial<PersonCardDialogLabels> = {};
export const productTileLabels: Partial<ProductTileLabels> = {};
export const resendCountdownLabels: Partial<ResendCountdownLabels> = {};
export const toasterLabels: Partial<ToasterLabels> = {};
