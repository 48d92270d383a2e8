import type * as En from '../support.ts';
import { supportForm as en } from '../support.ts';
import { contactChannels, customerCare, registeredOffice } from './contact.ts';
import { privacyNotices } from './privacy.ts';
import type { Translation } from './translation.ts';

export const supportForm = {
  heading: 'कस्टमर सपोर्ट',
  intro: 'अपना नंबर छोड़ दीजिए, हम आपको वापस कॉल करेंगे।',
  // The API reads this value: it stays as in English.
  requestType: en.requestType,
  labels: {
    firstName: 'पहला नाम',
    phoneNumber: 'फ़ोन नंबर',
    emailAddress: 'ई-मेल पता',
    requestType: 'अनुरोध का प्रकार',
    query: 'अपना सवाल लिखें',
  },
  hints: {
    firstName: 'कॉल करते समय हम किस नाम से पूछें',
    phoneNumber: '10 अंकों का मोबाइल नंबर, जिस पर हम कॉल कर सकें',
    query: 'थोड़े में बताइए कि आपको किस चीज़ में मदद चाहिए',
  },
  requiredMark: en.requiredMark,
  requiredNote: '* वाले खाने भरना ज़रूरी है।',
  submit: 'कॉल का अनुरोध करें',
  submitting: 'भेजा जा रहा है…',
  failed:
    'कुछ गड़बड़ हो गई! आपका अनुरोध नहीं भेजा जा सका। कृपया फिर से कोशिश करें; आपने जो लिखा है वह सुरक्षित है।',
  callHeading: 'कॉल करना चाहते हैं?',
  callNumber: customerCare.phone,
  callHref: customerCare.phoneHref,
  hours: `कॉल और चैट: ${customerCare.supportHours}`,
  privacy: privacyNotices.support,
  thanks: {
    title: 'आपकी रुचि के लिए धन्यवाद...',
    text: 'हमारी टीम जल्द ही आपसे संपर्क करेगी।',
    button: 'ठीक है',
  },
} as const satisfies Translation<typeof En.supportForm>;

export const contactPage = {
  heading: 'संपर्क करें',
  banner: 'हम हफ़्ते में छह दिन आपकी मदद के लिए यहाँ हैं।',
  channelsHeading: 'हमसे बात करें',
  channels: contactChannels,
  newTabHint: '(नए टैब में खुलता है)',
  office: registeredOffice,
} as const satisfies Translation<typeof En.contactPage>;

export const customerSupportPage = {
  heading: 'कस्टमर सपोर्ट',
  formHeading: 'कॉल का अनुरोध करें',
  intro: `बताइए कि हम आपसे कैसे संपर्क करें और आपको क्या चाहिए, हमारी टीम आपको वापस कॉल करेगी। सपोर्ट का समय: ${customerCare.supportHours}।`,
} as const satisfies Translation<typeof En.customerSupportPage>;
