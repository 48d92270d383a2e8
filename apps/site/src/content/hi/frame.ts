import { company } from '../company.ts';
import type * as En from '../frame.ts';
import type { Translation } from './translation.ts';

export const frameCopy = {
  skipLink: 'सीधे मुख्य जानकारी पर जाएँ',
  loading: 'लोड हो रहा है…',
  header: {
    callCustomerCare: 'कस्टमर केयर को फ़ोन करें: ',
    mailCustomerCare: 'कस्टमर केयर को ई-मेल करें: ',
    home: `${company.brand} होम पेज`,
    menu: 'मेन्यू',
    mainNavigation: 'मुख्य',
    aboutUs: 'हमारे बारे में',
  },
  logoBar: { navigation: 'होम पेज' },
  categoryBar: { navigation: 'लोन के प्रकार' },
  whatsApp: 'WhatsApp पर हमसे बात करें (नए टैब में खुलता है)',
  languageSwitch: {
    clearsForm: 'भाषा बदलने पर फ़ॉर्म खाली हो जाएगा',
  },
  footer: {
    group: (title: string) => `फ़ुटर: ${title}`,
    documentsAndPolicies: 'दस्तावेज़ और नीतियाँ',
    privacyPolicy: 'गोपनीयता नीति',
    terms: 'नियम और शर्तें',
    opensInNewTab: ', नए टैब में खुलता है',
    reserveBank: 'भारतीय रिज़र्व बैंक',
    followUs: 'हमें फ़ॉलो करें',
    social: (name: string) => `${name} (नए टैब में खुलता है)`,
    cin: 'CIN',
    rbiRegistration: 'RBI पंजीकरण प्रमाणपत्र संख्या',
    insuranceRegistration: 'IRDAI कॉर्पोरेट एजेंट पंजीकरण संख्या',
    validUntil: (date: string) => `${date} तक मान्य`,
    registeredOffice: 'पंजीकृत कार्यालय',
    allRightsReserved: 'सर्वाधिकार सुरक्षित।',
  },
} satisfies Translation<typeof En.frameCopy>;
