import type * as En from '../customer-care.ts';
import { company } from './company.ts';
import { customerCare } from './contact.ts';
import type { Translation } from './translation.ts';

export const customerCarePage = {
  heading: 'कस्टमर केयर',
  intro:
    'अपने लोन के बारे में सर्विस अनुरोध दर्ज करें — स्टेटमेंट, NOC, जानकारी में बदलाव या कुछ और — और तुरंत टिकट नंबर पाएँ।',
  formHeading: 'सर्विस अनुरोध दर्ज करें',
  labels: {
    userType: 'यूज़र का प्रकार',
    mobile: 'मोबाइल नंबर',
    identity: 'मोबाइल नंबर या LAN',
    lan: 'लोन अकाउंट नंबर (LAN)',
    vehicle: 'गाड़ी का नंबर',
    name: 'नाम',
    emailAddress: 'ई-मेल पता',
    requestType: 'अनुरोध का प्रकार',
    subRequestType: 'अनुरोध का उप-प्रकार',
    query: 'सवाल',
    document: 'दस्तावेज़ (ज़रूरी नहीं)',
  },
  hints: {
    identity: 'आपका रजिस्टर्ड मोबाइल नंबर (10 अंक) या आपका लोन अकाउंट नंबर।',
    mobile: 'आपके अनुरोध के बारे में हम इसी नंबर पर कॉल करेंगे।',
    locked: 'बाकी जानकारी भरने के लिए पहले ऊपर अपना मोबाइल नंबर वेरिफ़ाई करें।',
    lockedNonCustomer: 'बाकी जानकारी भरने के लिए पहले ऊपर सही मोबाइल नंबर डालें।',
    document: 'PNG, JPEG या PDF, ज़्यादा से ज़्यादा 5 MB।',
    documentTypes: 'PNG, JPEG या PDF',
    query: 'ज़्यादा से ज़्यादा 2,000 अक्षर।',
  },
  verify: 'वेरिफ़ाई करें',
  verified: 'वेरिफ़ाई हो गया',
  updateEmail: 'ई-मेल बदलें',
  emailVerified: 'ई-मेल वेरिफ़ाई हो गया',
  submit: 'अनुरोध भेजें',
  submitting: 'आपका अनुरोध भेजा जा रहा है…',
  loadingTypes: 'लोड हो रहा है…',
  notFound: 'नहीं मिला',
  errorSummaryTitle: 'कुछ जानकारी ठीक करनी है',
  otp: {
    title: 'अपना मोबाइल नंबर वेरिफ़ाई करें',
    // Never the number itself: the same words whether or not a loan matched what was typed.
    sentTo: 'अगर कोई लोन मिलता है, तो उस लोन के साथ रजिस्टर्ड मोबाइल नंबर पर हमने 6 अंकों का कोड भेजा है।',
    label: '6 अंकों का OTP डालें',
    submit: 'जमा करें',
    enterValid: 'सही OTP डालें',
  },
  emailOtp: {
    title: 'अपना नया ई-मेल पता वेरिफ़ाई करें',
    sentTo: (to: string) => `हमने ${to} पर 6 अंकों का कोड भेजा है।`,
    label: '6 अंकों का OTP डालें',
    submit: 'जमा करें',
  },
  lanMissing: {
    title: 'यह LAN मौजूद नहीं है',
    text: `इन जानकारियों से हमें कोई लोन नहीं मिला। नंबर जाँच लें, या हमें ${customerCare.phone} पर कॉल करें।`,
  },
  noc: {
    title: 'आपके NOC के लिए अभी का पता',
    text: 'आपका अनापत्ति प्रमाणपत्र (NOC) हम इसी पते पर भेजेंगे।',
    next: 'आगे क्या होगा: लोन पूरा चुक जाने पर हम 30 दिन के अंदर आपके असली दस्तावेज़ लौटा देते हैं और RTO से आपकी गाड़ी पर से हमारा हक़ (हाइपोथिकेशन) हटाने को कहते हैं, जैसा भारतीय रिज़र्व बैंक का नियम है।',
    confirm: 'पक्का करें',
    cancel: 'रद्द करें',
    notEligibleTitle: 'NOC के लिए पात्र नहीं',
  },
  created: {
    title: 'अनुरोध दर्ज हो गया!',
    ticket: 'आपका टिकट नंबर',
    copy: 'टिकट नंबर कॉपी करें',
    copied: 'टिकट नंबर कॉपी हो गया',
    keep: 'अपने अनुरोध की जानकारी लेने के लिए यह नंबर संभालकर रखें।',
    track: 'इस अनुरोध की स्थिति देखें',
  },
  pendingTitle: 'अनुरोध पहले से खुला है',
  lanIncorrectTitle: 'डाला गया LAN गलत है',
  failedTitle: 'हम आपका अनुरोध दर्ज नहीं कर सके',
  ok: 'ठीक है',
  networkFailure: 'कुछ गड़बड़ हो गई! कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  uploading: 'आपका दस्तावेज़ अपलोड हो रहा है…',
} as const satisfies Translation<typeof En.customerCarePage>;

export const customerCarePrivacyNotice = {
  text: `हम आपका मोबाइल नंबर, लोन खाता नंबर (LAN), नाम, ई-मेल पता, आपका अनुरोध और आपका लगाया कोई भी दस्तावेज़ सिर्फ़ इस सेवा अनुरोध का जवाब देने के लिए लेते हैं; OTP से पक्का होता है कि नंबर आपका है। ${company.brand} इन्हें उतने समय रखता है जितना अनुरोध और क़ानून के लिए ज़रूरी है (लोन के रिकॉर्ड लोन बंद होने के आठ साल बाद तक), इन्हें सिर्फ़ अनुरोध सँभालने वाले कर्मचारियों को दिखाता है, और आप हमारे शिकायत अधिकारी से इन्हें देखने, ठीक करवाने या मिटवाने के लिए कह सकते हैं (डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023)।`,
  linkLabel: 'हमारी निजता नीति पढ़ें',
} satisfies Translation<typeof En.customerCarePrivacyNotice>;
