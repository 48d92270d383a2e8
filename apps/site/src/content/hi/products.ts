import { type ProductFacts, productFacts, type RateCell } from '../facts/products.ts';
import type { ProductEntry, ProductSlug } from '../product-index.ts';
import type { ProductTile } from '../product-tiles.ts';
import type * as En from '../products.ts';
import type { DocumentGroup, Product, TitledItem } from '../products.ts';
import { productIndex } from './product-index.ts';
import { productTiles } from './product-tiles.ts';
import type { Translation, Words } from './translation.ts';

export type {
  DocumentGroup,
  LoanFacts,
  Product,
  ProductSlug,
  RateRow,
  Rates,
  TitledItem,
} from '../products.ts';

/**
 * Every loan product page in Hindi: the English page's figures (rates, tenures, the calculator's
 * form) with these words, and the title and tile of the Hindi index and tiles.
 */

export const productPageText = {
  apply: 'अभी अप्लाई करें',
  documentsTitle: 'ज़रूरी कागज़ात',
  ratesTitle: 'ब्याज दर और चार्ज',
  calculatorRegion: 'EMI कैलकुलेटर',
  calculateEmi: 'अपनी EMI निकालें',
} satisfies Translation<typeof En.productPageText>;

const riskGradation =
  'जोखिम के हिसाब से दर: हर आवेदक की ब्याज दर ऊपर दी गई सीमा के अंदर, लोन का जोखिम देखकर तय होती है — आवेदक का क्रेडिट इतिहास और स्कोर, आमदनी और वह कितनी पक्की है, गाड़ी की कीमत के मुकाबले माँगी गई रकम, लोन की अवधि, और वह इलाका जहाँ गाड़ी चलेगी। इसलिए एक ही प्रोडक्ट पर दो आवेदकों को अलग-अलग दर मिल सकती है। यह तरीका कॉर्पोरेट गवर्नेंस में दिए हमारे ब्याज दर मॉडल में समझाया गया है।';

const disclaimer =
  'ध्यान दें: लोन की रकम और EMI कंपनी की क्रेडिट पॉलिसी और आवेदक की प्रोफ़ाइल के हिसाब से बदल सकती है। प्रोसेसिंग फ़ीस और दूसरे चार्ज चार्ज-सूची (Schedule of Charges) में दिए हैं। साइन करने से पहले आपका मुख्य तथ्य विवरण (KFS) सालाना प्रतिशत दर (APR) और हर चार्ज साफ़-साफ़ दिखाता है।';

const standardColumns = ['प्रोडक्ट', 'ब्याज दर (APR)', 'अवधि'] as const;
const feeColumns = ['प्रोडक्ट', 'ब्याज दर (IRR)', 'प्रोसेसिंग फ़ीस', 'अवधि'] as const;

const identityAndAddress: readonly DocumentGroup[] = [
  {
    title: 'फ़ोटो वाला पहचान पत्र (कोई एक)',
    items: ['PAN कार्ड', 'आधार कार्ड', 'ड्राइविंग लाइसेंस', 'वोटर ID कार्ड', 'पासपोर्ट'],
  },
  {
    title: 'पते का सबूत (कोई एक)',
    items: [
      'आधार कार्ड',
      'ड्राइविंग लाइसेंस',
      'वोटर ID कार्ड',
      'पासपोर्ट',
      'हाल का बिल (बिजली, पानी या पाइप वाली गैस)',
      'राशन कार्ड',
      'सेल डीड या मकान ख़रीद का एग्रीमेंट (अपने मकान के लिए)',
      'रजिस्टर्ड किराया एग्रीमेंट (किराये के मकान के लिए)',
    ],
    note: 'हर तरह का कोई एक कागज़ दें, उसकी कॉपी पर अपने दस्तख़त करके (सेल्फ़-अटेस्टेड)।',
  },
];

const incomeProof: DocumentGroup = {
  title: 'आमदनी का सबूत',
  items: [
    'नौकरी वाले: पिछले 3 महीने की सैलरी स्लिप या बैंक स्टेटमेंट',
    'अपना काम-धंधा करने वाले: पिछले 6 महीने का बैंक स्टेटमेंट या इनकम टैक्स रिटर्न',
  ],
};

const standardEligibility = [
  'उम्र 18 साल से ज़्यादा हो, और लोन की आख़िरी किस्त तक 65 साल से कम',
  'नौकरी वाले: अभी की नौकरी में कम से कम 3 महीने',
  'अपना काम-धंधा करने वाले: अभी के कारोबार में कम से कम 12 महीने',
  'चालू मोबाइल नंबर और चालू बैंक खाता',
];

const evEligibility = [
  'उम्र 21 साल से ज़्यादा हो, और लोन की आख़िरी किस्त तक 65 साल से कम',
  'नौकरी वाले: अभी की नौकरी में कम से कम 1 साल',
  'अपना काम-धंधा करने वाले: अभी के कारोबार में कम से कम 2 साल',
  'चालू मोबाइल नंबर और चालू बैंक खाता',
];

const repaymentModes: TitledItem = {
  title: 'EMI भरने के कई तरीके',
  text: 'EMI बैंक खाते से अपने-आप कटवाएँ (ई-मैंडेट), या नेट बैंकिंग या पेमेंट वॉलेट से भरें — जो आपको आसान लगे।',
};

const quickProcessing: TitledItem = {
  title: 'जल्दी फ़ैसला',
  text: 'आज अपनी जानकारी दें; ज़्यादातर आवेदनों पर एक कामकाजी दिन में फ़ैसला हो जाता है।',
};

const minimumDocs: TitledItem = {
  title: 'कम से कम कागज़ात',
  text: 'आम तौर पर एक पहचान पत्र, एक पते का सबूत और आमदनी के कुछ कागज़ ही काफ़ी होते हैं।',
};

const lowRate: TitledItem = {
  title: 'कम ब्याज दर',
  text: 'आपकी प्रोफ़ाइल के हिसाब से सही दर, और हर चार्ज मुख्य तथ्य विवरण (KFS) में लिखा हुआ।',
};

/** A rate table's cell in Hindi words. */
export function rateCellText(cell: RateCell): string {
  if ('from' in cell) return `${cell.from} से शुरू`;
  if ('min' in cell) return `${cell.min} से ${cell.max}`;
  if ('upToMonths' in cell) return `${cell.upToMonths} महीने तक`;
  return cell.amount;
}
const vehicleDocuments = 'गाड़ी के कागज़ात';
const insurance = 'चालू बीमा पॉलिसी';

type PageOwn = Omit<Product, keyof ProductEntry | keyof ProductTile>;

/** A page's words; its rate rows name only their label (the figures: `productFacts`). */
type PageWords = Omit<Words<PageOwn>, 'rates'> & {
  rates: Omit<Words<PageOwn['rates']>, 'rows' | 'columns'> & {
    columns: readonly [string, ...string[]];
    rows: readonly { label: string }[];
  };
};

const page = (slug: ProductSlug, { rates, ...words }: PageWords) => {
  const { rateRows, ...facts }: ProductFacts = productFacts[slug];
  const rows = rates.rows.map(({ label }, i) => ({
    label,
    values: (rateRows[i] ?? []).map(rateCellText),
  }));
  return {
    ...productIndex[slug],
    ...productTiles[slug],
    ...words,
    rates: { ...rates, rows },
    ...facts,
  } satisfies Translation<En.Product>;
};

export const products = {
  'two-wheeler-loan': page('two-wheeler-loan', {
    bannerLead: 'जल्दी घर ले जाएँ अपनी गाड़ी: जल्दी मंज़ूरी, कम कागज़ात और आपके बजट में EMI।',
    meta: {
      title: 'टू-व्हीलर लोन — EMI कैलकुलेटर, योग्यता और कागज़ात',
      description:
        'टू-व्हीलर लोन 23% IRR से, 36 महीने तक के लिए। अपनी EMI निकालें, योग्यता और ज़रूरी कागज़ात देखें, और एक मिनट में ऑनलाइन अप्लाई करें।',
    },
    intro: [
      'RideOn का टू-व्हीलर लोन आपको स्कूटर या मोटरसाइकिल ख़रीदने में मदद करता है, और आप इसे हर महीने बराबर किस्तों (EMI) में चुकाते हैं।',
      'अप्लाई करने से पहले नीचे दिए EMI कैलकुलेटर से देख लें कि आपको हर महीने कितना भरना होगा।',
    ],
    features: {
      title: 'ख़ूबियाँ',
      items: [
        quickProcessing,
        {
          title: 'जानकार लोग गाड़ी जाँचते हैं',
          text: 'हमारे ट्रेनिंग पाए इंस्पेक्टर गाड़ी की जाँच करते हैं, ताकि आपको पता रहे कि आप किस चीज़ के पैसे दे रहे हैं।',
        },
        minimumDocs,
        lowRate,
        repaymentModes,
      ],
    },
    eligibility: { title: 'लोन के लिए योग्यता', items: standardEligibility },
    howToApply: {
      title: 'अप्लाई कैसे करें',
      items: [
        {
          title: 'ऑनलाइन अप्लाई करें',
          text: '"अभी अप्लाई करें" दबाएँ, अपना नाम और मोबाइल नंबर दें, हम आपको कॉल करेंगे।',
        },
        {
          title: 'डीलर के पास जाएँ',
          text: 'हमारे किसी भी पार्टनर डीलर के यहाँ RideOn फ़ाइनेंस के बारे में पूछें।',
        },
        {
          title: 'पास की ब्रांच में आएँ',
          text: 'ब्रांच के हमारे साथी कागज़ात में आमने-सामने मदद करते हैं।',
        },
        {
          title: 'कॉन्टैक्ट सेंटर पर कॉल करें',
          text: '1800-000-0000 पर कॉल करें, सोमवार से शनिवार, सुबह 9:30 से शाम 6:30 बजे तक।',
        },
      ],
    },
    documentsTitle: 'लोन के कागज़ात',
    documents: [...identityAndAddress, incomeProof],
    rates: {
      caption: 'बेंचमार्क दर',
      columns: feeColumns,
      rows: [{ label: 'टू-व्हीलर लोन' }],
      riskGradation,
      disclaimer,
    },
  }),
  'new-bike': page('new-bike', {
    bannerLead: 'कम डाउन पेमेंट, आसान EMI और 48 महीने तक की अवधि।',
    meta: {
      title: 'नया टू-व्हीलर लोन — APR 16% से 35%, 48 महीने तक',
      description:
        'नया स्कूटर या मोटरसाइकिल कम डाउन पेमेंट और आसान EMI पर लें। APR 16.00% से 35.00%, अवधि 48 महीने तक। ऑनलाइन अप्लाई करें।',
    },
    intro: [
      'आपका नया स्कूटर या मोटरसाइकिल, आसान लोन के साथ। डीलर के यहाँ गाड़ी पसंद करें, लोन का काम हम सँभाल लेंगे।',
    ],
    features: {
      title: 'ख़ूबियाँ',
      items: [quickProcessing, minimumDocs, lowRate, repaymentModes],
    },
    benefits: {
      title: 'फ़ायदे',
      items: [
        {
          title: 'कम डाउन पेमेंट',
          text: 'ऑन-रोड कीमत का छोटा हिस्सा अभी दें; बाकी का लोन हम देते हैं।',
        },
        {
          title: 'आसान EMI',
          text: 'पूरी कीमत को ऐसी मासिक किस्तों में बाँटें जो आपकी आमदनी में फ़िट हों।',
        },
        { title: 'अपनी पसंद की अवधि', text: '6 से 48 महीने के बीच कोई भी अवधि चुनें।' },
      ],
    },
    eligibility: { title: 'योग्यता', items: standardEligibility },
    documents: [...identityAndAddress, incomeProof],
    rates: {
      caption: 'नए टू-व्हीलर लोन की दरें',
      columns: standardColumns,
      rows: [{ label: 'नया टू-व्हीलर लोन' }],
      riskGradation,
      disclaimer,
    },
  }),
  'pre-owned': page('pre-owned', {
    bannerLead: 'अच्छी सेकंड-हैंड गाड़ी, आसान डाउन पेमेंट और कागज़ी काम में मदद।',
    meta: {
      title: 'सेकंड-हैंड टू-व्हीलर लोन — APR 20% से 37.5%, 48 महीने तक',
      description:
        'सेकंड-हैंड स्कूटर और मोटरसाइकिल के लिए लोन: आसान डाउन पेमेंट, कम EMI, अपनी पसंद की अवधि, और नाम ट्रांसफ़र व बीमे में मदद।',
    },
    intro: [
      'सेकंड-हैंड स्कूटर या मोटरसाइकिल ले रहे हैं? हम उसका लोन देते हैं, गाड़ी की जाँच करते हैं और नाम ट्रांसफ़र कराने में मदद करते हैं।',
    ],
    benefits: {
      title: 'फ़ायदे',
      items: [
        {
          title: 'आसान डाउन पेमेंट',
          text: 'भरोसे लायक गाड़ी पर थोड़ा-सा डाउन पेमेंट देकर शुरुआत करें।',
        },
        { title: 'अपनी पसंद की अवधि', text: '6 से 48 महीने में चुकाएँ।' },
        { title: 'कम EMI', text: 'महीने की किस्त अपने बजट के अंदर रखें।' },
        {
          title: 'नाम ट्रांसफ़र और बीमे में मदद',
          text: 'RTO में RC ट्रांसफ़र का पूरा तरीका हम बताते हैं और बीमा भी करवा देते हैं।',
        },
      ],
    },
    eligibility: { title: 'योग्यता', items: standardEligibility },
    documents: [...identityAndAddress, incomeProof],
    rates: {
      caption: 'सेकंड-हैंड टू-व्हीलर लोन की दरें',
      columns: standardColumns,
      rows: [{ label: 'सेकंड-हैंड टू-व्हीलर लोन' }],
      riskGradation,
      disclaimer,
    },
  }),
  'bike-pe-loan': page('bike-pe-loan', {
    bannerLead: 'अपने टू-व्हीलर की बाज़ार कीमत का 65% तक लोन पाएँ — और गाड़ी चलाते रहें।',
    meta: {
      title: 'टू-व्हीलर पर लोन (री-फ़ाइनेंस) — कीमत का 65% तक',
      description:
        'अपने टू-व्हीलर की आज की बाज़ार कीमत का 65% तक लोन लें, सीधे आपके बैंक खाते में। गाड़ी आपके पास ही रहती है।',
    },
    intro: [
      'थोड़े समय के लिए पैसों की ज़रूरत है? आपका टू-व्हीलर काम आ सकता है। गाड़ी पर मिला लोन सीधे आपके बैंक खाते में आता है, और गाड़ी आपके पास ही रहती है।',
    ],
    features: {
      title: 'ख़ूबियाँ',
      items: [
        {
          title: 'बाज़ार कीमत का 65% तक',
          text: 'अपनी गाड़ी की आज की बाज़ार कीमत का 65% तक लोन लें।',
        },
        {
          title: 'गाड़ी आपके पास ही रहती है',
          text: 'लोन चुकाते हुए भी अपना स्कूटर या मोटरसाइकिल चलाते रहें।',
        },
        { title: 'सीधे खाते में', text: 'लोन की रकम सीधे आपके अपने बैंक खाते में आती है।' },
        {
          title: 'थोड़े समय की ज़रूरतों के लिए',
          text: 'स्कूल की फ़ीस, मरम्मत या घर के किसी कार्यक्रम जैसी ज़रूरतों के लिए।',
        },
      ],
    },
    eligibility: {
      title: 'योग्यता',
      items: [...standardEligibility, 'गाड़ी आपके नाम पर रजिस्टर्ड हो'],
    },
    documents: [
      ...identityAndAddress,
      incomeProof,
      { title: vehicleDocuments, items: ['रजिस्ट्रेशन सर्टिफ़िकेट (RC)', insurance] },
    ],
    rates: {
      caption: 'गाड़ी पर री-फ़ाइनेंस लोन की दरें',
      columns: standardColumns,
      rows: [{ label: 'गाड़ी पर री-फ़ाइनेंस लोन' }],
      riskGradation,
      disclaimer,
    },
  }),
  'peer-to-peer': page('peer-to-peer', {
    bannerLead: 'किसी जान-पहचान वाले से टू-व्हीलर ले रहे हैं? लोन सही तरीके से लें।',
    meta: {
      title: 'पीयर 2 पीयर गाड़ी लोन — दोस्त या रिश्तेदार से गाड़ी ख़रीदें',
      description:
        'दोस्त या रिश्तेदार से ख़रीदे टू-व्हीलर के लिए लोन: IRR 25% से, प्रोसेसिंग फ़ीस 2% से, अवधि 36 महीने तक। योग्यता देखें और अप्लाई करें।',
    },
    intro: [
      'जब आप किसी दोस्त या रिश्तेदार से टू-व्हीलर ख़रीदते हैं, तो पीयर 2 पीयर लोन से बेचने वाले को पैसे मिलते हैं, और आप हमें आसान EMI में चुकाते हैं। हम गाड़ी की जाँच करते हैं और नाम ट्रांसफ़र में मदद करते हैं।',
    ],
    features: { title: 'ख़ूबियाँ', items: [quickProcessing, minimumDocs, repaymentModes] },
    eligibility: { title: 'योग्यता की शर्तें', items: standardEligibility },
    documents: [
      ...identityAndAddress,
      incomeProof,
      { title: vehicleDocuments, items: ['बेचने वाले का रजिस्ट्रेशन सर्टिफ़िकेट (RC)', insurance] },
    ],
    rates: {
      caption: 'पीयर 2 पीयर लोन की दरें',
      columns: feeColumns,
      rows: [{ label: 'पीयर 2 पीयर लोन' }],
      riskGradation,
      disclaimer,
    },
  }),
  'electric-bike-loan': page('electric-bike-loan', {
    bannerLead: 'अपने इलेक्ट्रिक स्कूटर या मोटरसाइकिल पर 85% तक लोन।',
    meta: {
      title: 'इलेक्ट्रिक टू-व्हीलर लोन — 85% तक लोन',
      description:
        'इलेक्ट्रिक स्कूटर या मोटरसाइकिल की कीमत का 85% तक लोन लें। APR 16.00% से 35.00%, अवधि 48 महीने तक। ऑनलाइन अप्लाई करें।',
    },
    intro: [
      'पहले दिन से पेट्रोल का ख़र्च बचाएँ। इलेक्ट्रिक टू-व्हीलर लोन आपके ई-स्कूटर या ई-मोटरसाइकिल की कीमत का 85% तक देता है।',
    ],
    features: {
      title: 'ख़ूबियाँ',
      items: [
        { title: '85% तक लोन', text: 'गाड़ी की कीमत का 85% तक लोन हम देते हैं।' },
        quickProcessing,
        minimumDocs,
        repaymentModes,
      ],
    },
    eligibility: { title: 'योग्यता', items: standardEligibility },
    documents: [...identityAndAddress, incomeProof],
    rates: {
      caption: 'इलेक्ट्रिक टू-व्हीलर लोन की दरें',
      columns: standardColumns,
      rows: [{ label: 'इलेक्ट्रिक टू-व्हीलर लोन' }],
      riskGradation,
      disclaimer,
    },
  }),
  'ev-rental': page('ev-rental', {
    bannerLead: 'काम के लिए इलेक्ट्रिक स्कूटर, हफ़्ते के किराये पर — सर्विस और बीमा शामिल।',
    meta: {
      title: 'EV रेंटल — काम और डिलीवरी के लिए इलेक्ट्रिक स्कूटर',
      description:
        'डिलीवरी या रोज़ के काम के लिए इलेक्ट्रिक स्कूटर हफ़्ते के किराये पर लें। सर्विस और बीमा शामिल; बाद में स्कूटर अपना भी बना सकते हैं।',
    },
    intro: [
      'डिलीवरी पार्टनर और रोज़ आने-जाने वाले इलेक्ट्रिक स्कूटर हफ़्ते के किराये पर ले सकते हैं। सर्विस, बीमा और रास्ते में मदद किराये में शामिल है, और बाद में आप स्कूटर अपना बना सकते हैं।',
    ],
    features: {
      title: 'ख़ूबियाँ',
      items: [
        {
          title: 'हफ़्ते का किराया',
          text: 'हर हफ़्ते तय किराया दें, कोई बड़ा डाउन पेमेंट नहीं।',
        },
        {
          title: 'सर्विस और बीमा शामिल',
          text: 'समय पर सर्विस, बीमा और रास्ते में मदद किराये में ही शामिल है।',
        },
        {
          title: 'स्कूटर अपना बनाने का रास्ता',
          text: '12 महीने तक समय पर किराया देने के बाद इसे लोन में बदलें और स्कूटर के मालिक बनें।',
        },
      ],
    },
    eligibility: { title: 'योग्यता', items: standardEligibility },
    documents: identityAndAddress,
    rates: {
      caption: 'किराये के प्लान',
      columns: ['प्लान', 'हफ़्ते का किराया', 'सिक्योरिटी डिपॉज़िट', 'अवधि'],
      rows: [{ label: 'शहर के लिए स्कूटर' }, { label: 'डिलीवरी स्कूटर' }],
      riskGradation:
        'प्लान की पूरी अवधि में किराया नहीं बदलता। किराया लोन नहीं है: इस पर कोई ब्याज नहीं लगता; अगर आप स्कूटर अपना बनाने के लिए लोन लेते हैं, तो उस लोन की दर जोखिम के हिसाब से तय होती है, जैसा हमारे दूसरे लोन पेजों पर बताया गया है।',
      disclaimer:
        'ध्यान दें: किराया और डिपॉज़िट शहर और गाड़ी के मॉडल के हिसाब से अलग हो सकते हैं। साइन करने से पहले किराया एग्रीमेंट में हर चार्ज लिखा होता है।',
    },
  }),
  'electric-three-wheeler': page('electric-three-wheeler', {
    bannerLead: 'आपके ई-रिक्शा के लिए लोन, रोज़ की कमाई से मेल खाती EMI के साथ।',
    meta: {
      title: 'ई-रिक्शा लोन — ई-रिक्शा मालिकों के लिए लोन',
      description:
        'RideOn लोन से ई-रिक्शा ख़रीदें: कम डाउन पेमेंट, जल्दी फ़ैसला और आपकी कमाई से मेल खाती EMI। योग्यता देखें और अप्लाई करें।',
    },
    intro: [
      'ई-रिक्शा चलाने का ख़र्च पेट्रोल-डीज़ल वाले से कम है। हमारा ई-रिक्शा लोन ड्राइवरों को अपनी गाड़ी का मालिक बनने और अपनी कमाई का ज़्यादा हिस्सा अपने पास रखने में मदद करता है।',
    ],
    features: {
      title: 'ख़ूबियाँ',
      items: [
        { title: 'कम डाउन पेमेंट', text: 'थोड़ा-सा डाउन पेमेंट देकर कमाई शुरू करें।' },
        quickProcessing,
        minimumDocs,
        repaymentModes,
      ],
    },
    eligibility: { title: 'योग्यता', items: evEligibility },
    documents: [...identityAndAddress, incomeProof],
    rates: {
      caption: 'ई-रिक्शा लोन की दरें',
      columns: standardColumns,
      rows: [{ label: 'ई-रिक्शा लोन' }],
      riskGradation,
      disclaimer,
    },
  }),
  'electric-auto-loan': page('electric-auto-loan', {
    bannerLead: 'इलेक्ट्रिक ऑटो पर 90% तक LTV, 60 महीने तक के लिए।',
    meta: {
      title: 'इलेक्ट्रिक ऑटो लोन — 90% तक LTV, 60 महीने तक',
      description:
        'इलेक्ट्रिक ऑटो के लिए 90% तक LTV पर लोन। APR 16.00% से 32.50%, अवधि 60 महीने तक। योग्यता, कागज़ात और दरें देखें।',
    },
    intro: ['अपना इलेक्ट्रिक ऑटो चलाएँ। हम उसकी कीमत का 90% तक लोन देते हैं, 60 महीने तक की अवधि के लिए।'],
    features: {
      title: 'ख़ूबियाँ',
      items: [
        { title: '90% तक LTV', text: 'गाड़ी की कीमत के 90% तक का लोन।' },
        { title: 'लंबी अवधि', text: '60 महीने तक में चुकाएँ।' },
        quickProcessing,
        repaymentModes,
      ],
    },
    eligibility: { title: 'योग्यता', items: evEligibility },
    documents: [...identityAndAddress, incomeProof],
    rates: {
      caption: 'बेंचमार्क दर',
      columns: standardColumns,
      rows: [{ label: 'इलेक्ट्रिक ऑटो लोन' }],
      riskGradation,
      disclaimer,
    },
  }),
  'battery-loan': page('battery-loan', {
    bannerLead: 'लेड एसिड और लिथियम आयन बैटरी पर 90% तक LTV, अपनी पसंद की अवधि के साथ।',
    meta: {
      title: 'बैटरी लोन — EV बैटरी पर 90% तक LTV',
      description:
        'अपनी इलेक्ट्रिक गाड़ी के लिए लेड एसिड या लिथियम आयन बैटरी पर लोन: 90% तक LTV, अपनी पसंद की अवधि, और पहली बार लोन लेने वालों के लिए ख़ास स्कीम।',
    },
    intro: [
      'नई बैटरी से आपकी इलेक्ट्रिक गाड़ी सड़क पर चलती रहती है। बैटरी लोन लें और आसान मासिक किस्तों में चुकाएँ।',
    ],
    features: {
      title: 'ख़ूबियाँ',
      items: [
        { title: '90% तक LTV', text: 'बैटरी की कीमत के 90% तक का लोन।' },
        {
          title: 'लेड एसिड और लिथियम आयन',
          text: 'दोनों तरह की बैटरी के लिए, अपनी पसंद की अवधि के साथ।',
        },
        {
          title: 'आमदनी का सबूत नहीं? पहली बार लोन ले रहे हैं?',
          text: 'जिनके पास आमदनी का सबूत नहीं है और जो पहली बार लोन ले रहे हैं, उनके लिए ख़ास स्कीम।',
        },
        quickProcessing,
        minimumDocs,
        lowRate,
        repaymentModes,
      ],
    },
    eligibility: { title: 'योग्यता', items: evEligibility },
    documents: [{ title: 'ज़रूरी', items: ['आवेदक का PAN कार्ड'] }, ...identityAndAddress],
    rates: {
      caption: 'बैटरी लोन की दरें',
      columns: standardColumns,
      rows: [{ label: 'बैटरी लोन' }],
      riskGradation,
      disclaimer,
    },
  }),
  'electric-bike-plan': page('electric-bike-plan', {
    bannerLead: 'RideOn ऐप में इलेक्ट्रिक बाइक और महीने का प्लान चुनें — चार आसान स्टेप में।',
    meta: {
      title: 'इलेक्ट्रिक बाइक प्लान — ऐप में चार स्टेप में अप्लाई करें',
      description:
        'RideOn ऐप डाउनलोड करें, अप्लाई करें, अपनी इलेक्ट्रिक बाइक और प्लान चुनें, और इलेक्ट्रिक पर चलें। कागज़ात: PAN, आधार, ड्राइविंग लाइसेंस और पते का सबूत।',
    },
    intro: ['इलेक्ट्रिक बाइक प्लान हमारे ऐप में है: अप्लाई करें, बाइक और प्लान चुनें, और चलाएँ।'],
    howItWorks: {
      title: 'यह कैसे काम करता है',
      steps: [
        {
          title: 'ऐप डाउनलोड करें',
          text: 'ऐप का आइकन चुनें, QR कोड स्कैन करें, या अपने ऐप स्टोर से RideOn ऐप डाउनलोड करें।',
        },
        { title: 'अप्लाई करें', text: 'ऐप में फ़ॉर्म भरें और अपने कागज़ात अपलोड करें।' },
        { title: 'प्लान चुनें', text: 'अपनी इलेक्ट्रिक बाइक और अपने हिसाब का प्लान चुनें।' },
        { title: 'इलेक्ट्रिक पर चलें', text: 'चलाना शुरू करें — और पेट्रोल का ख़र्च बचाएँ।' },
      ],
    },
    documents: [
      {
        title: 'कागज़ात',
        items: [
          'PAN कार्ड',
          'आधार कार्ड',
          'ड्राइविंग लाइसेंस',
          'अभी के पते का सबूत',
          'कर्मचारी ID कार्ड (सिर्फ़ अगर आपकी कंपनी ने आपको भेजा है)',
        ],
      },
    ],
    rates: {
      caption: 'इलेक्ट्रिक बाइक प्लान की दरें',
      columns: standardColumns,
      rows: [{ label: 'इलेक्ट्रिक बाइक प्लान' }],
      riskGradation,
      disclaimer,
    },
  }),
} satisfies Translation<typeof En.products>;
