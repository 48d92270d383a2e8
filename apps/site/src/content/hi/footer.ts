import type * as En from '../footer.ts';
import { digitalLendingPage } from './digital-lending.ts';
import { footerProductSlugs, productIndex } from './product-index.ts';
import type { Translation } from './translation.ts';

export type { FooterDocument, FooterGroup } from '../footer.ts';
export { documentsBaseUrl } from '../navigation.ts';

export const footerGroups = [
  {
    title: 'कंपनी',
    links: [
      { label: 'हमारे बारे में', to: '/aboutus', section: 'About RideOn' },
      { label: 'बोर्ड ऑफ़ डायरेक्टर्स', to: '/aboutus', section: 'Board of Directors' },
      { label: 'लीडरशिप', to: '/aboutus', section: 'Leadership' },
      { label: 'निवेशक', to: '/aboutus', section: 'Investors' },
      { label: 'करियर', to: '/career' },
      { label: 'कॉर्पोरेट गवर्नेंस', to: '/corporate-governance' },
    ],
  },
  {
    title: 'प्रोडक्ट',
    links: footerProductSlugs.map((slug) => ({
      label: productIndex[slug].title,
      to: productIndex[slug].path,
    })),
  },
  {
    title: 'मदद',
    links: [
      { label: 'संपर्क करें', to: '/contact-us' },
      { label: 'सर्विस अनुरोध', to: '/track-request' },
      { label: 'शिकायतें', to: '/contact-us' },
      { label: 'धोखाधड़ी की शिकायत करें', to: '/contact-us' },
      { label: 'कस्टमर केयर', to: '/customer-care' },
      { label: 'मेरा लोन', to: '/my-loan' },
      { label: 'शिकायत निवारण', to: '/grievance-redressal' },
      { label: 'रिफ़ंड और कैंसलेशन पॉलिसी', to: '/refund-policy' },
      { label: 'डिजिटल लेंडिंग', to: '/digital-lending' },
      { label: 'सुलभता (एक्सेसिबिलिटी)', to: '/accessibility' },
      { label: 'अक्सर पूछे जाने वाले सवाल', to: '/', section: 'FAQs' },
    ],
  },
] as const satisfies Translation<typeof En.footerGroups>;

export const footerDocuments = [
  {
    label: 'NACH मैंडेट फ़ॉर्म',
    file: 'forms/nach-mandate-form.pdf',
    kind: 'PDF',
    title: 'NACH डेबिट मैंडेट फ़ॉर्म',
    summary: [
      'इस फ़ॉर्म से आप अपने बैंक को अनुमति देते हैं कि वह नेशनल ऑटोमेटेड क्लियरिंग हाउस (NACH) के ज़रिए हर नियत तारीख पर आपकी EMI अपने-आप RideOn को भर दे।',
      'अपना बैंक खाता नंबर, IFSC, खाताधारक का नाम, एक बार में कटने वाली अधिकतम रकम और लोन अकाउंट नंबर (LAN) भरें। वैसे ही साइन करें जैसे आपके बैंक के रिकॉर्ड में है।',
      'साइन किया हुआ फ़ॉर्म अपनी ब्रांच या डीलर को दें। आपका बैंक लगभग 10 कामकाजी दिनों में रजिस्ट्रेशन की पुष्टि करता है। आप ई-मैंडेट पेज से ऑनलाइन ई-मैंडेट भी रजिस्टर कर सकते हैं।',
    ],
  },
  {
    label: 'लोन एग्रीमेंट की कॉपी',
    file: 'forms/loan-agreement-copy.zip',
    kind: 'ZIP',
    title: 'लोन एग्रीमेंट (नमूना कॉपी)',
    summary: [
      'इस नमूने में हमारे टू-व्हीलर लोन एग्रीमेंट की शर्तें हैं: लोन की रकम, ब्याज दर और वह कैसे लगती है, EMI और उसकी नियत तारीख, चार्ज, गाड़ी का हाइपोथिकेशन, डिफ़ॉल्ट और वसूली, फ़ोरक्लोज़र और लोन का बंद होना।',
      'आपका अपना एग्रीमेंट, आपके आँकड़ों के साथ, लोन मिलते समय की फ़ैक्ट स्टेटमेंट (KFS) और मंज़ूरी पत्र के साथ आपको दिया जाता है।',
    ],
  },
  {
    label: 'कानूनी वारिसों का संयुक्त हलफ़नामा',
    file: 'forms/legal-heir-joint-affidavit.pdf',
    kind: 'PDF',
    title: 'कानूनी वारिसों का संयुक्त हलफ़नामा',
    summary: [
      'कर्ज़दार की मृत्यु होने पर कानूनी वारिस इस हलफ़नामे से लोन बंद करने, गाड़ी का हाइपोथिकेशन हटाने और गाड़ी अपने नाम कराने का अनुरोध करते हैं।',
      'सभी कानूनी वारिस अपने राज्य में लागू कीमत के स्टांप पेपर पर नोटरी के सामने साइन करते हैं, साथ में मृत्यु प्रमाणपत्र और हर वारिस के पहचान पत्र की कॉपी लगाते हैं।',
    ],
  },
  {
    label: 'चार्ज की सूची',
    file: 'forms/schedule-of-charges.pdf',
    kind: 'PDF',
    title: 'चार्ज की सूची',
    summary: [
      'प्रोसेसिंग फ़ीस: लोन की रकम का 3% तक और GST, जो आपके की फ़ैक्ट स्टेटमेंट (KFS) में लिखा होता है।',
      'EMI बाउंस चार्ज: हर न चुकी किस्त पर ₹500 और GST। बकाया EMI पर पीनल चार्ज: बकाया रकम का 2% हर महीने, जो जुर्माने के तौर पर लगता है और ब्याज दर में कभी नहीं जोड़ा जाता।',
      'डुप्लीकेट NOC या स्टेटमेंट: ₹250 और GST। फ़ोरक्लोज़र: 6 EMI के बाद बाकी मूलधन का 4% और GST; व्यक्तियों के फ़्लोटिंग रेट लोन पर कोई चार्ज नहीं।',
    ],
  },
  {
    label: 'SMA और NPA की परिभाषा',
    file: 'forms/sma-npa-definition.zip',
    kind: 'ZIP',
    title: 'स्पेशल मेंशन अकाउंट (SMA) और नॉन-परफ़ॉर्मिंग एसेट (NPA)',
    summary: [
      'भारतीय रिज़र्व बैंक के नियम के अनुसार हम बताते हैं कि लोन को बकाया कब माना जाता है। SMA-0: 30 दिन तक कोई भी रकम बकाया। SMA-1: 30 से ज़्यादा और 60 दिन तक बकाया। SMA-2: 60 से ज़्यादा और 90 दिन तक बकाया।',
      '90 दिन से ज़्यादा बकाया लोन नॉन-परफ़ॉर्मिंग एसेट (NPA) है। ब्याज और मूलधन का पूरा बकाया चुकाने पर ही वह फिर से स्टैंडर्ड होता है।',
      'उदाहरण: 5 मार्च को देय EMI न भरी जाए, तो लोन 6 मार्च से SMA-0, 5 अप्रैल से SMA-1, 5 मई से SMA-2 और 4 जून से NPA है।',
    ],
  },
  {
    label: 'ग्राहक के KYC दस्तावेज़',
    file: 'forms/customer-kyc-documents.pdf',
    kind: 'PDF',
    title: 'अपने ग्राहक को जानें (KYC) दस्तावेज़',
    summary: [
      'फ़ोटो वाला पहचान पत्र (कोई एक): PAN कार्ड, आधार कार्ड, ड्राइविंग लाइसेंस, वोटर ID कार्ड या पासपोर्ट।',
      'पते का सबूत (कोई एक): आधार कार्ड, ड्राइविंग लाइसेंस, वोटर ID कार्ड, पासपोर्ट, हाल का बिजली-पानी जैसा बिल, राशन कार्ड, अपनी संपत्ति का सेल डीड या किराए की संपत्ति का रजिस्टर्ड किरायानामा।',
      'हर तरह के एक दस्तावेज़ की खुद सत्यापित (सेल्फ़-अटेस्टेड) कॉपी दें। हम आधार को ऑफ़लाइन या DigiLocker से वेरिफ़ाई करते हैं और उसके सिर्फ़ आखिरी चार अंक रखते हैं।',
    ],
  },
  {
    label: 'DDF पार्टनरों की जानकारी',
    file: 'forms/ddf-partners-detail.pdf',
    kind: 'PDF',
    title: 'डिजिटल लेंडिंग पार्टनरों (DLA और LSP) की जानकारी',
    // The same partners as /digital-lending, from its content.
    summary: [
      'डिजिटल लेंडिंग ऐप और लेंडिंग सर्विस प्रोवाइडर जो RideOn के लिए लोन लाते हैं या उनकी सर्विस करते हैं, जैसा रिज़र्व बैंक के डिजिटल लेंडिंग निर्देश हमें बताने को कहते हैं। हमारी वेबसाइट के डिजिटल लेंडिंग पेज पर यही सूची है।',
      ...digitalLendingPage.partners.map(
        (p) => `${p.name} - ${p.kind}: ${p.whatItDoes} शिकायत अधिकारी: ${p.grievanceOfficer}।`,
      ),
      digitalLendingPage.partnersNote,
    ],
  },
] as const satisfies Translation<typeof En.footerDocuments>;
