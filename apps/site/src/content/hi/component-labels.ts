/*
 * The components' own words in Hindi are the package's (`@company/ui/hi`); the site says none of
 * them its own way in Hindi, so this module only names, for the Hindi build, the ones its pages
 * pass. component-labels.test.ts checks each against the package's English defaults.
 */
export {
  aadhaarFieldLabels,
  bannerCarouselLabels,
  captchaDisplayLabels,
  citySelectLabels,
  dialogLabels,
  emiCalculatorLabels,
  fileInputLabels,
  leadDialogLabels,
  loadingOverlayLabels,
  paginationLabels,
  personCardDialogLabels,
  productTileLabels,
  resendCountdownLabels,
  searchableSelectLabels,
  toasterLabels,
} from '@company/ui/hi';
