import type * as En from '../payment.ts';
import { company } from './company.ts';
import type { Translation } from './translation.ts';

export const paymentPage = {
  heading: 'क्विक पे',
  intro:
    'अपने लोन अकाउंट नंबर और उसके साथ रजिस्टर्ड मोबाइल नंबर से अपनी EMI ऑनलाइन भरें। कार्ड, UPI या नेट बैंकिंग आप पेमेंट पेज पर चुनेंगे।',
  labels: {
    lan: 'लोन अकाउंट नंबर (LAN)',
    mobile: 'मोबाइल नंबर',
    emailAddress: 'ई-मेल पता (ज़रूरी नहीं)',
    amount: 'भुगतान की रकम',
    captcha: 'कैप्चा डालें',
    captchaPlaceholder: 'आप रोबोट नहीं हैं।',
  },
  hints: {
    emailAddress: 'पेमेंट की पुष्टि SMS के साथ यहाँ भी भेजी जाएगी।',
    amount: 'रुपयों में, पूरी संख्या, ज़्यादा से ज़्यादा 6 अंक।',
  },
  amountShown: (rupees: string) => `आप ${rupees} भरेंगे`,
  submit: 'जानकारी जमा करें',
  loading: 'आपका पेमेंट तैयार हो रहा है…',
  refundLink: 'रिफ़ंड और कैंसलेशन पॉलिसी',
  newTabHint: '(नए टैब में खुलता है)',
  result: {
    checking: 'आपका पेमेंट जाँचा जा रहा है…',
    successHeading: 'पेमेंट हो गया',
    failedHeading: 'पेमेंट नहीं हुआ',
    pendingHeading: 'आपके पेमेंट की पुष्टि हो रही है',
    pendingText:
      'पेमेंट कंपनी आपके पेमेंट की पुष्टि कर रही है। यह पेज कुछ ही सेकंड में अपने-आप अपडेट हो जाएगा — कृपया दोबारा पेमेंट न करें।',
    stillPending:
      'पेमेंट कंपनी ने अभी तक इस पेमेंट की पुष्टि नहीं की है। कृपया दोबारा पेमेंट न करें: नतीजा देखने के लिए यह पेज बाद में फिर से खोलें, या ऑर्डर ID के साथ कस्टमर केयर को कॉल करें।',
    details: {
      order_id: 'ऑर्डर ID',
      amount: 'रकम',
      pg_order_id: 'पेमेंट रेफ़रेंस',
      created_at: 'तारीख और समय',
      status: 'स्थिति',
    },
    receipt: 'रसीद डाउनलोड करें (PDF)',
    copy: 'कॉपी करें',
    copied: 'कॉपी हो गया',
    copyLabel: 'ऑर्डर ID कॉपी करें',
    tryAgain: 'फिर से कोशिश करें',
    noOrder: 'इस पेज के लिए पेमेंट पेज से मिला ऑर्डर नंबर चाहिए।',
  },
  goHome: 'होम पेज पर जाएँ',
} as const satisfies Translation<typeof En.paymentPage>;

export const paymentPrivacyNotice = {
  text: `हम आपका लोन खाता नंबर (LAN), मोबाइल नंबर और, अगर आप दें तो, ई-मेल पता सिर्फ़ यह भुगतान लेने, इसे आपके लोन में जमा करने और इसकी पुष्टि भेजने के लिए लेते हैं; आपके कार्ड, UPI या बैंक का ब्योरा पेमेंट सेवा देने वाले के पास जाता है, हमारे पास कभी नहीं। ${company.brand} भुगतान का रिकॉर्ड क़ानून के अनुसार (आठ साल) रखता है, और आप हमारे शिकायत अधिकारी से इसे देखने या ठीक करवाने के लिए कह सकते हैं (डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023)।`,
  linkLabel: 'हमारी निजता नीति पढ़ें',
} satisfies Translation<typeof En.paymentPrivacyNotice>;
