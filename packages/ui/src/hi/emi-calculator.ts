import type { EmiCalculatorLabels } from '../components/EmiCalculator/EmiCalculator.tsx';

export const emiCalculatorLabels: EmiCalculatorLabels = {
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
};
