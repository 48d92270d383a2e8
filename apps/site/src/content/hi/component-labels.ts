// The components' own words in Hindi, one module per component: a page's script carries the
// labels of the components it shows, not every component's (English passes the package's
// defaults, so its pages carry none). A label goes into the module of its component.
export { aadhaarFieldLabels } from './component-labels/aadhaar-field.ts';
export { bannerCarouselLabels } from './component-labels/banner-carousel.ts';
export { captchaDisplayLabels } from './component-labels/captcha-display.ts';
export { citySelectLabels } from './component-labels/city-select.ts';
export { dialogLabels } from './component-labels/dialog.ts';
export { emiCalculatorLabels } from './component-labels/emi-calculator.ts';
export { fileInputLabels } from './component-labels/file-input.ts';
export { leadDialogLabels } from './component-labels/lead-dialog.ts';
export { loadingOverlayLabels } from './component-labels/loading-overlay.ts';
export { paginationLabels } from './component-labels/pagination.ts';
export { personCardDialogLabels } from './component-labels/person-card-dialog.ts';
export { productTileLabels } from './component-labels/product-tile.ts';
export { resendCountdownLabels } from './component-labels/resend-countdown.ts';
export { searchableSelectLabels } from './component-labels/searchable-select.ts';
export { toasterLabels } from './component-labels/toaster.ts';
