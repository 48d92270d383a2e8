import { grievanceRedressalOfficer as gro } from '@company/forms/contracts';
import type * as En from '../grievance.ts';
import { grievancePage as en } from '../grievance.ts';
import { customerCare } from './contact.ts';
import type { Translation } from './translation.ts';

export type { EscalationMatrix, GrievanceOfficer, GrievanceTier } from '../grievance.ts';

// The same officers as the English page (addresses and numbers from there), named in Devanagari.
const inHindi: Readonly<Record<string, { role: string; name: string }>> = {
  'Senior Officer, Customer Service': { role: 'सीनियर अधिकारी, कस्टमर सर्विस', name: 'स्नेहा कदम' },
  'Nodal Officer': { role: 'नोडल अधिकारी', name: 'प्रकाश शेट्टी' },
  [gro.role]: { role: 'शिकायत निवारण अधिकारी', name: 'नंदिनी राव' },
  'Principal Nodal Officer': { role: 'प्रिंसिपल नोडल अधिकारी', name: 'विजय पाटिल' },
};
const officers = en.officers.map((officer) => ({
  ...officer,
  ...inHindi[officer.role],
})) satisfies Translation<typeof en.officers>;

const officerLines = officers.map((o) => `${o.role}: ${o.name}, ${o.email}, ${o.phone}।`);

export const grievancePage = {
  heading: 'शिकायत निवारण',
  banner: 'कुछ गलत हो तो हम सुनना चाहते हैं, और उसे जल्दी ठीक करना चाहते हैं।',
  intro: [
    'यह हिन्दी अनुवाद है; कानूनी रूप से अंग्रेज़ी पाठ ही मान्य है। शिकायतों के लिए हमारी चार स्तरों की व्यवस्था है। शुरुआत कस्टमर केयर से करें; अगर आप जवाब से संतुष्ट नहीं हैं, या समय पर जवाब नहीं मिलता, तो अपनी शिकायत अगले स्तर पर ले जाएँ।',
    'हर स्तर 7 कामकाजी दिनों में जवाब देता है। कृपया अपना लोन अकाउंट नंबर (LAN) या पॉलिसी नंबर बताएँ, और हमारा दिया रेफ़रेंस नंबर संभालकर रखें।',
  ],
  tiersHeading: 'हमारी चार स्तरों की व्यवस्था',
  tierLevel: (level: number) => `स्तर ${level}: `,
  replyWithin: { before: 'जवाब: ', after: '.' },
  tiers: [
    {
      level: 1,
      title: 'कस्टमर केयर',
      who: 'हमारी कस्टमर केयर टीम',
      how: `${customerCare.email} पर ई-मेल करें या ${customerCare.phone} पर कॉल करें (कुछ नेटवर्क से कॉल का चार्ज लगता है)।`,
      replyWithin: '7 कामकाजी दिनों में',
    },
    {
      level: 2,
      title: 'सीनियर अधिकारी और नोडल अधिकारी',
      who: 'कस्टमर सर्विस के प्रमुख और हमारे नोडल अधिकारी',
      how: 'अगर कस्टमर केयर ने आपकी शिकायत हल नहीं की, तो इन्हें लिखें। इनकी जानकारी नीचे एस्केलेशन मैट्रिक्स में है।',
      replyWithin: '7 कामकाजी दिनों में',
    },
    {
      level: 3,
      title: 'शिकायत निवारण अधिकारी',
      who: 'हमारे शिकायत निवारण अधिकारी',
      how: 'अगर नोडल अधिकारी के जवाब से आपकी शिकायत हल नहीं होती, तो शिकायत निवारण अधिकारी को लिखें।',
      replyWithin: '7 कामकाजी दिनों में',
    },
    {
      level: 4,
      title: 'प्रिंसिपल नोडल अधिकारी',
      who: 'हमारे प्रिंसिपल नोडल अधिकारी',
      how: 'कंपनी के अंदर आखिरी स्तर। अपने पिछले रेफ़रेंस नंबरों के साथ प्रिंसिपल नोडल अधिकारी को लिखें।',
      replyWithin: '7 कामकाजी दिनों में',
    },
  ],
  customerCare: {
    heading: 'कस्टमर केयर से संपर्क करें',
    terms: { emailTerm: 'ई-मेल', phoneTerm: 'फ़ोन', hoursTerm: 'समय' },
    email: customerCare.email,
    emailHref: customerCare.emailHref,
    phone: customerCare.phone,
    phoneHref: customerCare.phoneHref,
    callCharges: 'कुछ नेटवर्क से कॉल का चार्ज लगता है।',
    hours: customerCare.supportHours,
  },
  officersHeading: 'एस्केलेशन अधिकारी',
  officersIntro:
    'लोन और बीमा के लिए अलग-अलग एस्केलेशन मैट्रिक्स हैं। अधिकारियों के नाम, ई-मेल पते, फ़ोन नंबर और डाक पता देखने के लिए अपनी शिकायत वाला मैट्रिक्स खोलें।',
  officers,
  matrices: [
    {
      id: 'loans',
      label: 'लोन से जुड़े मामलों का एस्केलेशन मैट्रिक्स',
      file: 'grievance/escalation-matrix-loans.pdf',
      title: 'शिकायत एस्केलेशन मैट्रिक्स - लोन',
      summary: [
        'लोन से जुड़ी शिकायतों के लिए: अर्ज़ी, चार्ज, EMI, मैंडेट, स्टेटमेंट, NOC और वसूली।',
        ...officerLines,
        'हर स्तर 7 कामकाजी दिनों में जवाब देता है। अगर आपकी शिकायत 30 दिन में हल नहीं होती, तो आप RBI एकीकृत लोकपाल के पास cms.rbi.org.in पर या 14448 पर जा सकते हैं।',
      ],
    },
    {
      id: 'insurance',
      label: 'बीमा से जुड़े मामलों का एस्केलेशन मैट्रिक्स',
      file: 'grievance/escalation-matrix-insurance.pdf',
      title: 'शिकायत एस्केलेशन मैट्रिक्स - बीमा',
      summary: [
        'कॉर्पोरेट एजेंट के रूप में हमारे ज़रिए खरीदे गए बीमा की शिकायतों के लिए: पॉलिसी, प्रीमियम, रिन्यूअल और क्लेम।',
        ...officerLines,
        'हर स्तर 7 कामकाजी दिनों में जवाब देता है। अगर आपकी शिकायत 30 दिन में हल नहीं होती, तो आप बीमा लोकपाल के पास या बीमा भरोसा के ज़रिए बीमा कंपनी के पास जा सकते हैं।',
      ],
    },
  ],
  newTabHint: '(PDF, नए टैब में खुलता है)',
  ombudsman: {
    heading: 'अगर आपकी शिकायत 30 दिन में हल नहीं होती',
    intro:
      'अगर हम 30 दिन में जवाब नहीं देते, या आप हमारे आखिरी जवाब से संतुष्ट नहीं हैं, तो आप अपनी शिकायत कंपनी के बाहर ले जा सकते हैं। इसका कोई खर्च नहीं है।',
    loans: {
      heading: 'लोन: RBI एकीकृत लोकपाल योजना, 2021',
      text: 'भारतीय रिज़र्व बैंक के शिकायत पोर्टल पर ऑनलाइन शिकायत करें, या उसकी टोल-फ़्री हेल्पलाइन पर कॉल करें।',
      portalLabel: 'RBI शिकायत पोर्टल (cms.rbi.org.in)',
      portalHref: en.ombudsman.loans.portalHref,
      helpline: en.ombudsman.loans.helpline,
      helplineHref: en.ombudsman.loans.helplineHref,
      helplineLabel: 'RBI हेल्पलाइन',
    },
    insurance: {
      heading: 'बीमा: बीमा लोकपाल',
      text: 'बीमा के मामलों में अपने इलाके के बीमा लोकपाल के पास जाएँ, या IRDAI के बीमा भरोसा सिस्टम पर अपनी शिकायत दर्ज करें।',
      links: [
        { label: 'बीमा लोकपाल परिषद', href: en.ombudsman.insurance.links[0].href },
        { label: 'IRDAI बीमा भरोसा', href: en.ombudsman.insurance.links[1].href },
      ],
    },
    newTabHint: '(नए टैब में खुलता है)',
  },
} as const satisfies Translation<typeof En.grievancePage>;

export { officers as grievanceOfficers };
