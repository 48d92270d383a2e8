import type * as En from '../frame.ts';
import { company } from './company.ts';
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
} satisfies Translation<typeof En.frameCopy>;
