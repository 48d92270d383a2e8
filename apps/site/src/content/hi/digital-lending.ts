import { coolingOffDays, grievanceRedressalOfficer as gro } from '@company/forms/contracts';
import type * as En from '../digital-lending.ts';
import { loanExamples } from '../loan-examples.ts';
import { type ProductSlug, productIndex } from '../product-index.ts';
import { company } from './company.ts';
import type { Translation } from './translation.ts';

export type { LendingPartner } from '../digital-lending.ts';

const { brand, legalName } = company;
const groLine = `${gro.name}, शिकायत निवारण अधिकारी: ${gro.email}, ${gro.phone}`;

/** The loan products' names in Hindi (the product pages' own module may word them in time). */
const productTitles: Record<ProductSlug, string> = {
  'two-wheeler-loan': 'टू-व्हीलर लोन',
  'new-bike': 'नया टू-व्हीलर लोन',
  'pre-owned': 'पुराना (सेकंड-हैंड) टू-व्हीलर लोन',
  'bike-pe-loan': 'गाड़ी पर रीफ़ाइनेंस लोन',
  'peer-to-peer': 'पीयर 2 पीयर लोन',
  'electric-bike-loan': 'इलेक्ट्रिक टू-व्हीलर लोन',
  'ev-rental': 'EV किराये पर',
  'electric-three-wheeler': 'इलेक्ट्रिक रिक्शा लोन',
  'electric-auto-loan': 'इलेक्ट्रिक ऑटो लोन',
  'battery-loan': 'बैटरी लोन',
  'electric-bike-plan': 'इलेक्ट्रिक बाइक प्लान',
};

export const digitalLendingPage = {
  heading: 'डिजिटल लोन',
  banner: `${brand} ऑनलाइन कौन-से लोन देता है, हमारे लिए काम करने वाले ऐप और पार्टनर, और आपके अधिकार।`,
  intro: `${legalName} भारतीय रिज़र्व बैंक में रजिस्टर्ड एक ग़ैर-बैंकिंग वित्त कंपनी (NBFC) है। नीचे दिया हर लोन हम ख़ुद मंज़ूर करते हैं और सीधे आपके अपने बैंक खाते में भेजते हैं, किसी पार्टनर के खाते से कभी नहीं; लोन स्वीकार करने से पहले आपको मुख्य तथ्य विवरण (KFS) मिलता है, जिसमें सालाना प्रतिशत दर (APR) और हर शुल्क लिखा होता है।`,
  productsHeading: 'हमारे डिजिटल लोन',
  products: Object.values(productIndex)
    .filter((p) => loanExamples[p.slug])
    .map((p) => productTitles[p.slug]),
  partnersHeading: 'हमारे लिए काम करने वाले ऐप और पार्टनर',
  partners: [
    {
      name: `${brand} ऐप (Android और iOS)`,
      kind: 'Digital lending app (ours)',
      whatItDoes:
        'लोन के लिए आवेदन करें, पहले से मंज़ूर (प्री-क्वालिफ़ाइड) ऑफ़र देखें, अपना मुख्य तथ्य विवरण (KFS) देखें, EMI भरें और सेवा अनुरोध दर्ज करें।',
      grievanceOfficer: groLine,
    },
    {
      name: `${brand} डीलर पोर्टल`,
      kind: 'Digital lending app (ours)',
      whatItDoes:
        'हमारे पार्टनर डीलरों के कर्मचारी इससे शोरूम पर ही आपका आवेदन हमें भेजते हैं। डीलर न लोन पर फ़ैसला करते हैं, न पैसा देते हैं।',
      grievanceOfficer: groLine,
    },
  ],
  partnersNote:
    'कोई भी लोन सेवा प्रदाता (LSP) हमारी ओर से नकद पैसा नहीं लेता और न बकाया वसूलता है। भुगतान सिर्फ़ अपने लोन अनुबंध में लिखे खातों में करें, या इस वेबसाइट पर Quick Pay और ई-मैंडेट से।',
  coolingOffHeading: 'सोचने का समय (कूलिंग-ऑफ़ अवधि)',
  coolingOff: `पैसा मिलने के ${coolingOffDays} दिन के अंदर आप डिजिटल लोन छोड़ सकते हैं: बस मूल रक़म और उतने दिनों का ब्याज (APR पर) लौटा दें। इस दौरान लोन जल्दी बंद करने का या कोई और जुर्माना नहीं लगता।`,
  genuineHeading: 'असली ऐप और नक़ली ऐप में फ़र्क कैसे पहचानें',
  genuine: [
    `हमारे ऐप सिर्फ़ ये हैं: Google Play और App Store पर ${legalName} का छापा ${brand} ऐप, और हमारे डीलरों का डीलर पोर्टल। किसी दूसरे प्रकाशक के नाम वाला ऐप हमारा नहीं है।`,
    'हम कभी आपके कॉन्टैक्ट, फ़ोटो या कॉल लॉग तक पहुँच नहीं माँगते, और पैसा देने से पहले कभी कोई फ़ीस नहीं माँगते।',
    'हर लोन के साथ मुख्य तथ्य विवरण (KFS) और हमारे लेटरहेड पर मंज़ूरी पत्र मिलता है; पैसा हमारे बैंक खाते से आपके खाते में आता है।',
    'अगर कोई ऐप या फ़ोन करने वाला हमारी ओर से लोन देने का दावा करे और इन बातों पर खरा न उतरे, तो पैसा न दें: हमें बताएँ और सचेत (Sachet) पर शिकायत करें।',
  ],
  complaintsHeading: 'शिकायत',
  complaints: `हमारे शिकायत निवारण अधिकारी को लिखें (${groLine}); शिकायत निवारण पेज पर हर स्तर दिया है। अगर 30 दिन में शिकायत नहीं सुलझती, तो RBI का शिकायत पोर्टल या हेल्पलाइन इस्तेमाल करें। बिना अनुमति लोन देने वालों की शिकायत सचेत (Sachet) पर करें।`,
} satisfies Translation<typeof En.digitalLendingPage>;

export const partnerWords = {
  labels: {
    category: 'किस तरह का',
    whatItDoes: 'क्या काम करता है',
    grievanceOfficer: 'शिकायत अधिकारी',
  },
  kinds: {
    'Digital lending app (ours)': 'डिजिटल लोन ऐप (हमारा अपना)',
    'Lending service provider': 'लोन सेवा प्रदाता (LSP)',
  },
} satisfies Translation<typeof En.partnerWords>;
