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
 * as the site passes them in `labels`: the package's English defaults word for word (checked by
 * component-labels.test.ts), written out here so the Hindi build can swap in hi/component-labels.ts.
 */

export const aadhaarFieldLabels: AadhaarFieldLabels = {
  show: 'Show',
  hide: 'Hide',
  showName: 'Show Aadhaar number',
  hideName: 'Hide Aadhaar number',
  shown: 'Your Aadhaar number is visible',
  hidden: 'Your Aadhaar number is hidden',
};

export const bannerCarouselLabels: BannerCarouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  stop: 'Stop automatic slide show',
  start: 'Start automatic slide show',
  dots: 'Choose slide',
  slide: (position, count) => `${position} of ${count}`,
  goTo: (position) => `Slide ${position}`,
  playVideo: (title) => `Play video: ${title}`,
  closeVideo: 'Close',
};

/** The site's captcha is a 'security code', and its picture says how to use the listen button. */
export const captchaDisplayLabels: CaptchaDisplayLabels = {
  alt: 'Security code: type the characters shown, or use the listen button to hear them',
  listen: 'Listen to the security code',
  refresh: 'Get a new security code',
  loading: 'Loading a new captcha…',
  error: 'Could not load the captcha.',
  retry: 'Try again.',
};

export const searchableSelectLabels: SearchableSelectLabels = {
  loading: 'Loading…',
  notFound: 'Not Found',
  toggle: 'Show options',
};

export const citySelectLabels: CitySelectLabels = {
  ...searchableSelectLabels,
  city: 'City',
  placeholder: 'SELECT CITY',
};

export const dialogLabels: DialogLabels = { close: 'Close' };

export const emiCalculatorLabels: EmiCalculatorLabels = {
  heading: 'EMI Calculator',
  amount: 'Loan Amount',
  rate: 'Rate of Interest (%)',
  tenure: 'Loan Tenure (Months)',
  emi: 'Monthly EMI',
  totalInterest: 'Total interest',
  totalPayable: 'Total payable',
  schedule: 'Amortisation schedule',
  month: 'Month',
  principal: 'Principal',
  interest: 'Interest',
  instalment: 'EMI',
  balance: 'Balance',
  fee: 'Processing fee',
  feeUnit: 'Fee in',
  apr: 'APR',
  netDisbursed: 'You receive',
  aprMeaning:
    'APR is the yearly cost of the loan with the processing fee and its GST counted, not only the interest.',
  note: 'These figures are indicative and exclude fees and charges. Your actual annual percentage rate (APR) is in the Key Fact Statement.',
  feeNote: 'These figures are indicative. Your actual APR is in the Key Fact Statement.',
  amountRange: (min, max) => `${min} to ${max}`,
  rateRange: (min, max) => `${min}% to ${max}%`,
  tenureRange: (min, max) => `${min} to ${max} months`,
  rateSpoken: (rate) => `${rate} % per year`,
  tenureSpoken: (months) => `${months} months`,
  feePercentRange: (min, max, gst) => `${min}% to ${max}% of the loan amount, plus ${gst}% GST`,
  feeRupeesRange: (min, max, gst) => `${min} to ${max}, plus ${gst}% GST`,
  scheduleCaption: (amount, rate, months) => `${amount} at ${rate}% for ${months} months`,
};

export const fileInputLabels: FileInputLabels = {
  choose: 'Choose file',
  replace: 'Replace file',
  remove: (file) => `Remove ${file.name}`,
  typeHint: (types) => `${types} file`,
  sizeHint: (limit) => `up to ${limit}`,
  notAccepted: (file, types) => `“${file.name}” is not a ${types} file. Choose a ${types} file.`,
  tooLarge: (file, limit, size) =>
    `“${file.name}” is ${size}, over the ${limit} limit. Choose a smaller file.`,
  kept: (previous) => `Your earlier file, “${previous.name}”, is still attached.`,
};

export const leadDialogLabels: LeadDialogLabels = {
  name: 'Name',
  mobile: 'Mobile',
  submit: 'Submit',
  close: 'Close',
  failure: 'Something went wrong!',
  thankYouTitle: 'Thank you for your interest...',
  thankYouText: 'Our team will get in touch with you soon',
  awesome: 'Awesome !',
};

export const loadingOverlayLabels: LoadingOverlayLabels = { loading: 'Loading…' };

export const paginationLabels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (n) => `Page ${n}`,
};

export const personCardDialogLabels: PersonCardDialogLabels = { close: 'Close' };

export const productTileLabels: ProductTileLabels = { apply: 'Apply Now' };

export const resendCountdownLabels: ResendCountdownLabels = {
  remaining: 'Remaining Time:',
  resend: 'Resend',
  available: 'You can now request a new code.',
  spokenTime: (seconds) => `${seconds} seconds`,
};

export const toasterLabels: ToasterLabels = { close: 'Close' };
