import { pageMeta } from '../../lib/page-meta.ts';
import type * as En from '../pages.ts';
import { company } from './company.ts';
import { homeMeta } from './home-meta.ts';
import type { Translation } from './translation.ts';

export const pages = {
  home: homeMeta,
  aboutUs: pageMeta(
    '/aboutus',
    `${company.brand} के बारे में`,
    `हम कौन हैं: ${company.legalName}, हमारा बोर्ड, लीडरशिप टीम और निवेशक।`,
  ),
  corporateGovernance: pageMeta(
    '/corporate-governance',
    'कॉर्पोरेट गवर्नेंस',
    'हमारी पॉलिसियाँ, नियम-संहिताएँ और सार्वजनिक जानकारियाँ।',
  ),
  newsroom: pageMeta(
    '/newsroom',
    'न्यूज़रूम',
    `खबरों में ${company.brand}: लॉन्च, साझेदारियाँ, फ़ंडिंग और बड़ी उपलब्धियाँ, जैसा अखबारों ने बताया।`,
  ),
  career: pageMeta(
    '/career',
    'करियर',
    `${company.brand} के साथ काम करें: हमारा माहौल, सुविधाएँ और खाली पद।`,
  ),
  contactUs: pageMeta(
    '/contact-us',
    'संपर्क करें',
    'सोमवार से शनिवार हमारी कस्टमर केयर टीम को कॉल करें, WhatsApp पर चैट करें या लिखें, या पुणे में हमारे रजिस्टर्ड ऑफ़िस आएँ।',
  ),
  customerSupport: pageMeta(
    '/customer-support',
    'कस्टमर सपोर्ट',
    'हमारी सपोर्ट टीम से कॉल का अनुरोध करें।',
  ),
  customerCare: pageMeta(
    '/customer-care',
    'कस्टमर केयर',
    'आपके लोन के सर्विस अनुरोध: स्टेटमेंट, NOC, संपर्क की जानकारी और बहुत कुछ।',
  ),
  trackRequest: pageMeta(
    '/track-request',
    'अनुरोध की स्थिति देखें',
    'टिकट नंबर और OTP से अपने सर्विस अनुरोध की स्थिति और अपडेट देखें।',
    { noindex: true },
  ),
  grievance: pageMeta(
    '/grievance-redressal',
    'शिकायत निवारण',
    'शिकायत कैसे दर्ज करें और उसे ऊपर के स्तर तक कैसे ले जाएँ।',
  ),
  enquiry: pageMeta('/enquiry', 'पहले से तय ऑफ़र की जानकारी', 'टू-व्हीलर लोन का अपना पहले से तय ऑफ़र देखें।'),
  mandate: pageMeta(
    '/mandate',
    'ई-मैंडेट रजिस्ट्रेशन',
    'ई-मैंडेट रजिस्टर करें, ताकि आपकी EMI आपके बैंक खाते से अपने-आप भर जाए।',
  ),
  initiatePayment: pageMeta(
    '/initiate-payment',
    'क्विक पे',
    'अपने लोन अकाउंट नंबर से UPI, कार्ड या नेट बैंकिंग द्वारा अपनी EMI ऑनलाइन भरें।',
  ),
  paymentResponse: pageMeta(
    '/payment-response',
    'पेमेंट की स्थिति',
    'आपके क्विक पे पेमेंट की स्थिति, उसके ऑर्डर नंबर और रकम के साथ।',
    { noindex: true },
  ),
  mandateInformation: pageMeta(
    '/mandate-information',
    'ई-मैंडेट की जानकारी',
    'आपके ई-मैंडेट की जानकारी।',
    {
      noindex: true,
    },
  ),
  mandateRegistrationResponse: pageMeta(
    '/mandate-registration-response',
    'ई-मैंडेट की स्थिति',
    'आपके ई-मैंडेट रजिस्ट्रेशन की स्थिति।',
    { noindex: true },
  ),
  mandateResponse: pageMeta(
    '/mandate-response',
    'मैंडेट पहले से रजिस्टर्ड है',
    'आपका ई-मैंडेट पहले से रजिस्टर्ड है।',
    {
      noindex: true,
    },
  ),
  digitalLending: pageMeta(
    '/digital-lending',
    'डिजिटल लेंडिंग',
    'हमारे डिजिटल लोन प्रोडक्ट और ऐप, हमारे लिए काम करने वाले पार्टनर, कूलिंग-ऑफ़ अवधि और RBI से शिकायत करने का तरीका।',
  ),
  refundPolicy: pageMeta(
    '/refund-policy',
    'रिफ़ंड और कैंसलेशन पॉलिसी',
    'क्विक पे पेमेंट कब रद्द या वापस हो सकता है, और रिफ़ंड में कितना समय लगता है।',
  ),
  accessibility: pageMeta(
    '/accessibility',
    'सुलभता (एक्सेसिबिलिटी) विवरण',
    `${company.brand} की वेबसाइट कितनी सुलभ है, हम इसे कैसे जाँचते हैं, अभी क्या ठीक से काम नहीं करता और किसी परेशानी के बारे में हमें कैसे बताएँ।`,
  ),
  redirect: pageMeta(
    '/redirect',
    'आगे ले जा रहे हैं…',
    `आपको ${company.brand} वेबसाइट के अगले पेज पर ले जा रहे हैं।`,
    { noindex: true },
  ),
  notFound: pageMeta(
    '/404',
    'पेज नहीं मिला',
    'हमें वह पेज नहीं मिला। हमारे लोन और सेवाएँ देखने के लिए होम पेज पर जाएँ।',
    { noindex: true },
  ),
} as const satisfies Translation<typeof En.pages>;
