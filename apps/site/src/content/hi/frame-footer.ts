import type * as En from '../frame-footer.ts';
import type { Translation } from './translation.ts';

export const footerCopy = {
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
} satisfies Translation<typeof En.footerCopy>;
