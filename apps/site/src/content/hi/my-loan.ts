import type * as En from '../my-loan.ts';
import { myLoanMeta as en } from '../my-loan.ts';
import type { Translation } from './translation.ts';

export const myLoanMeta = {
  title: 'मेरा लोन | RideOn Finance',
  description:
    'अपने लोन, EMI शेड्यूल और पेमेंट देखें, रसीदें, खाते का स्टेटमेंट और NOC लेटर डाउनलोड करें, और अपना ई-मैंडेट जाँचें — रजिस्टर्ड मोबाइल पर OTP से।',
  canonical: en.canonical,
  noindex: true,
} satisfies Translation<typeof En.myLoanMeta>;

export const myLoanPage = {
  heading: 'मेरा लोन',
  intro:
    'आपके लोन, EMI शेड्यूल, पेमेंट और दस्तावेज़। अपने लोन के साथ रजिस्टर्ड मोबाइल नंबर पर आए OTP से साइन इन करें — पासवर्ड की ज़रूरत नहीं।',
  errorSummaryTitle: 'कुछ जानकारी ठीक करनी है',
  signIn: {
    heading: 'साइन इन करें',
    label: 'मोबाइल नंबर या लोन अकाउंट नंबर',
    hint: 'आपके लोन के साथ रजिस्टर्ड 10 अंकों का मोबाइल नंबर, या आपका लोन अकाउंट नंबर (LAN)।',
    submit: 'OTP भेजें',
  },
  otp: {
    heading: 'OTP डालें',
    label: 'वन-टाइम पासवर्ड (OTP)',
    hint: 'हमने आपके लोन के साथ रजिस्टर्ड मोबाइल नंबर पर 6 अंकों का कोड भेजा है। यह 10 मिनट तक चलेगा।',
    submit: 'साइन इन करें',
    change: 'दूसरा नंबर इस्तेमाल करें',
  },
  signOut: 'साइन आउट करें',
  signedOut: 'आप साइन आउट हो गए हैं।',
  expired: '15 मिनट तक कुछ न करने पर आप साइन आउट हो गए। कृपया फिर से साइन इन करें।',
  loading: 'आपके लोन लोड हो रहे हैं…',
  loansHeading: 'आपके लोन',
  noLoans: 'इस मोबाइल नंबर के साथ कोई लोन रजिस्टर्ड नहीं है।',
  status: { active: 'चालू', closed: 'बंद' },
  facts: {
    lan: 'लोन अकाउंट नंबर',
    vehicle: 'गाड़ी',
    product: 'प्रोडक्ट',
    amount: 'लोन की रकम',
    emi: 'EMI',
    nextDue: 'अगली किस्त',
    overdue: 'बकाया',
    paid: 'भरी गई किस्तें',
    left: 'बाकी किस्तें',
    outstanding: 'बाकी मूलधन',
    closedOn: 'बंद होने की तारीख',
  },
  payNow: 'अभी भरें',
  view: 'शेड्यूल, पेमेंट और दस्तावेज़ देखें',
  hide: 'जानकारी छिपाएँ',
  schedule: {
    heading: 'भुगतान शेड्यूल',
    caption: (lan: string) => `लोन ${lan} का भुगतान शेड्यूल`,
    columns: ['महीना', 'नियत तारीख', 'EMI', 'मूलधन', 'ब्याज', 'बाकी रकम', 'स्थिति'],
    status: { paid: 'भरी गई', due: 'देय', overdue: 'बकाया' },
  },
  payments: {
    heading: 'पेमेंट',
    none: 'अभी तक कोई पेमेंट नहीं।',
    mode: { mandate: 'ई-मैंडेट', branch: 'ब्रांच में', online: 'ऑनलाइन' },
    status: { success: 'सफल', failed: 'फ़ेल' },
    receipt: 'रसीद डाउनलोड करें',
    receiptFor: (reference: string) => `पेमेंट ${reference} की रसीद डाउनलोड करें (PDF)`,
    reference: 'रेफ़रेंस',
    columns: {
      date: 'तारीख',
      amount: 'रकम',
      mode: 'कैसे भरा',
      reference: 'रेफ़रेंस',
      status: 'स्थिति',
      receipt: 'रसीद',
    },
  },
  statement: {
    heading: 'खाते का स्टेटमेंट',
    legend: 'अवधि',
    thisFy: 'इस वित्त वर्ष',
    lastFy: 'पिछला वित्त वर्ष',
    range: 'दो तारीखों के बीच',
    from: 'से',
    until: 'तक',
    download: 'स्टेटमेंट डाउनलोड करें (PDF)',
  },
  noc: {
    heading: 'अनापत्ति प्रमाणपत्र (NOC)',
    download: 'NOC लेटर डाउनलोड करें (PDF)',
    request: (ticket: string, status: string, raised: string) =>
      `NOC अनुरोध ${ticket}, ${raised} को दर्ज: ${status}`,
  },
  mandate: {
    heading: 'ई-मैंडेट',
    status: {
      none: 'इस लोन के लिए कोई ई-मैंडेट रजिस्टर्ड नहीं है।',
      pending: 'आपका ई-मैंडेट बैंक की मंज़ूरी का इंतज़ार कर रहा है।',
      active: 'आपका ई-मैंडेट चालू है।',
      failed: 'आपका ई-मैंडेट रजिस्ट्रेशन नहीं हो सका।',
    },
    umrn: 'UMRN',
    register: 'ई-मैंडेट रजिस्टर करें',
  },
} as const satisfies Translation<typeof En.myLoanPage>;
