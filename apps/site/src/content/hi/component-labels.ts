import type * as En from '../component-labels.ts';
import type { Translation } from './translation.ts';

export const aadhaarFieldLabels = {
  show: 'दिखाएँ',
  hide: 'छिपाएँ',
  showName: 'आधार नंबर दिखाएँ',
  hideName: 'आधार नंबर छिपाएँ',
  shown: 'आपका आधार नंबर दिख रहा है',
  hidden: 'आपका आधार नंबर छिपा है',
} satisfies Translation<typeof En.aadhaarFieldLabels>;

export const bannerCarouselLabels = {
  previous: 'पिछली स्लाइड',
  next: 'अगली स्लाइड',
  stop: 'स्लाइड अपने-आप बदलना रोकें',
  start: 'स्लाइड अपने-आप बदलना शुरू करें',
  dots: 'स्लाइड चुनें',
  slide: (position: number, count: number) => `${count} में से ${position}`,
  goTo: (position: number) => `स्लाइड ${position}`,
  playVideo: (title: string) => `वीडियो चलाएँ: ${title}`,
  closeVideo: 'बंद करें',
} satisfies Translation<typeof En.bannerCarouselLabels>;

export const captchaDisplayLabels = {
  alt: 'सुरक्षा कोड: दिखाए गए अक्षर लिखें, या सुनने वाला बटन दबाकर उन्हें सुनें',
  listen: 'सुरक्षा कोड सुनें',
  refresh: 'नया सुरक्षा कोड लें',
  loading: 'नया सुरक्षा कोड आ रहा है…',
  error: 'सुरक्षा कोड नहीं खुल पाया।',
  retry: 'फिर से कोशिश करें।',
} satisfies Translation<typeof En.captchaDisplayLabels>;

export const citySelectLabels = {
  loading: 'लोड हो रहा है…',
  notFound: 'कुछ नहीं मिला',
  toggle: 'विकल्प दिखाएँ',
  city: 'शहर',
  placeholder: 'शहर चुनें',
} satisfies Translation<typeof En.citySelectLabels>;

export const dialogLabels = {
  close: 'बंद करें',
} satisfies Translation<typeof En.dialogLabels>;

export const emiCalculatorLabels = {
  heading: 'EMI कैलकुलेटर',
  amount: 'लोन की रकम',
  rate: 'ब्याज दर (%)',
  tenure: 'लोन की अवधि (महीने)',
  emi: 'हर महीने की EMI',
  totalInterest: 'कुल ब्याज',
  totalPayable: 'कुल चुकाना होगा',
  schedule: 'महीनेवार किस्तों का ब्योरा',
  month: 'महीना',
  principal: 'मूलधन',
  interest: 'ब्याज',
  instalment: 'EMI',
  balance: 'बाकी रकम',
  fee: 'प्रोसेसिंग फीस',
  feeUnit: 'फीस किसमें',
  apr: 'APR (सालाना दर)',
  netDisbursed: 'आपके हाथ में आएगा',
  aprMeaning: 'APR लोन का सालाना खर्च है: इसमें सिर्फ़ ब्याज नहीं, प्रोसेसिंग फीस और उस पर लगा GST भी जुड़ा है।',
  note: 'ये आँकड़े सिर्फ़ अंदाज़े के लिए हैं, इनमें फीस और दूसरे चार्ज नहीं जुड़े हैं। आपकी असली सालाना दर (APR) मुख्य तथ्य विवरण (Key Fact Statement) में लिखी होगी।',
  feeNote: 'ये आँकड़े सिर्फ़ अंदाज़े के लिए हैं। आपकी असली APR मुख्य तथ्य विवरण (Key Fact Statement) में लिखी होगी।',
  amountRange: (min: string, max: string) => `${min} से ${max}`,
  rateRange: (min: number, max: number) => `${min}% से ${max}%`,
  tenureRange: (min: number, max: number) => `${min} से ${max} महीने`,
  rateSpoken: (rate: number) => `${rate} % सालाना`,
  tenureSpoken: (months: number) => `${months} महीने`,
  feePercentRange: (min: number, max: number, gstPercent: number) =>
    `लोन की रकम का ${min}% से ${max}%, ऊपर से ${gstPercent}% GST`,
  feeRupeesRange: (min: string, max: string, gstPercent: number) =>
    `${min} से ${max}, ऊपर से ${gstPercent}% GST`,
  scheduleCaption: (amount: string, rate: number, months: number) =>
    `${amount}, ${rate}% ब्याज पर, ${months} महीने के लिए`,
} satisfies Translation<typeof En.emiCalculatorLabels>;

export const fileInputLabels = {
  choose: 'फ़ाइल चुनें',
  replace: 'फ़ाइल बदलें',
  remove: (file: File) => `${file.name} हटाएँ`,
  typeHint: (types: string) => `${types} फ़ाइल`,
  sizeHint: (limit: string) => `${limit} तक`,
  notAccepted: (file: File, types: string) =>
    `“${file.name}” ${types} फ़ाइल नहीं है। कोई ${types} फ़ाइल चुनें।`,
  tooLarge: (file: File, limit: string, size: string) =>
    `“${file.name}” ${size} की है, ${limit} की सीमा से बड़ी। कोई छोटी फ़ाइल चुनें।`,
  kept: (previous: File) => `आपकी पहले वाली फ़ाइल “${previous.name}” अब भी लगी हुई है।`,
} satisfies Translation<typeof En.fileInputLabels>;

export const leadDialogLabels = {
  name: 'नाम',
  mobile: 'मोबाइल नंबर',
  submit: 'भेजें',
  close: 'बंद करें',
  failure: 'कुछ गड़बड़ हो गई!',
  thankYouTitle: 'रुचि दिखाने के लिए धन्यवाद...',
  thankYouText: 'हमारी टीम जल्द ही आपसे बात करेगी',
  awesome: 'बढ़िया!',
} satisfies Translation<typeof En.leadDialogLabels>;

export const loadingOverlayLabels = {
  loading: 'लोड हो रहा है…',
} satisfies Translation<typeof En.loadingOverlayLabels>;

export const paginationLabels = {
  navigation: 'पेज',
  previous: 'पिछला',
  next: 'अगला',
  page: (n: number) => `पेज ${n}`,
} satisfies Translation<typeof En.paginationLabels>;

export const personCardDialogLabels = {
  close: 'बंद करें',
} satisfies Translation<typeof En.personCardDialogLabels>;

export const productTileLabels = {
  apply: 'अभी आवेदन करें',
} satisfies Translation<typeof En.productTileLabels>;

export const resendCountdownLabels = {
  remaining: 'बचा समय:',
  resend: 'फिर से भेजें',
  available: 'अब आप नया कोड मँगा सकते हैं।',
  spokenTime: (seconds: number) => `${seconds} सेकंड`,
} satisfies Translation<typeof En.resendCountdownLabels>;

export const searchableSelectLabels = {
  loading: 'लोड हो रहा है…',
  notFound: 'कुछ नहीं मिला',
  toggle: 'विकल्प दिखाएँ',
} satisfies Translation<typeof En.searchableSelectLabels>;

export const toasterLabels = {
  close: 'बंद करें',
} satisfies Translation<typeof En.toasterLabels>;
