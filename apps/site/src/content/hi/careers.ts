import type * as En from '../careers.ts';
import { resumeFacts } from '../facts/careers.ts';
import { companyRecord } from './company-record.ts';
import { privacyNotices } from './privacy.ts';
import type { Translation } from './translation.ts';

export type { Benefit } from '../careers.ts';

export const careersPage = {
  heading: 'करियर',
  intro: 'पहली बार गाड़ी लेने वालों को सड़क पर लाने में, और भारत को इलेक्ट्रिक की ओर ले जाने में हाथ बँटाइए।',
  cultureHeading: 'हमारा माहौल',
  culture: [
    'हम क़रीब 1,200 लोगों की एक नई कंपनी हैं, जिनमें से ज़्यादातर हमारी ब्रांचों में हैं। हम ऐसे लोगों को रखते हैं जिन्हें ग्राहकों की मुश्किलें सुलझाना अच्छा लगता है, और उन्हें यह करने की पूरी छूट देते हैं।',
    `हम बात सीधे-सीधे कहते हैं, जो जानते हैं वह बाँटते हैं, और अपनी ग़लतियाँ मानते हैं। हमारे हेड ऑफ़िस के ${companyRecord.womenAtHeadOffice} कर्मचारी महिलाएँ हैं, और हम ब्रांचों में भी यह हिस्सा बढ़ाने पर काम कर रहे हैं।`,
    'चाहे आप नासिक की किसी ब्रांच में जुड़ें या पुणे की टेक्नोलॉजी टीम में, कुछ ही हफ़्तों में आप असली ग्राहकों पर अपने काम का असर देखेंगे।',
  ],
  benefitsHeading: 'हम क्या देते हैं',
  benefits: [
    {
      id: 'health',
      title: 'सेहत और तंदुरुस्ती',
      text: 'आपके, आपके पति या पत्नी, बच्चों और माता-पिता के लिए मेडिकल बीमा, हर साल हेल्थ चेक-अप और गोपनीय काउंसलिंग।',
    },
    {
      id: 'flexibility',
      title: 'काम में लचीलापन',
      text: 'हेड ऑफ़िस में काम के घंटों में छूट, और जहाँ काम इजाज़त दे वहाँ हफ़्ते में दो दिन तक घर से काम।',
    },
    {
      id: 'time-off',
      title: 'छुट्टियाँ',
      text: 'साल में चौबीस दिन की सवेतन छुट्टी, सरकारी छुट्टियाँ अलग से, 26 हफ़्ते का मातृत्व अवकाश और 4 हफ़्ते का पितृत्व अवकाश।',
    },
    {
      id: 'office',
      title: 'दफ़्तर और सुविधाएँ',
      text: 'पब्लिक ट्रांसपोर्ट के पास रोशन दफ़्तर, सस्ता खाना, और अपने इलेक्ट्रिक स्कूटर के लिए स्टाफ़ दर पर लोन।',
    },
    {
      id: 'development',
      title: 'सीखना और आगे बढ़ना',
      text: 'हर कर्मचारी के लिए सीखने का बजट, क्रेडिट और अनुपालन के सर्टिफ़िकेट कोर्स, और टीमों के बीच अंदरूनी तबादले।',
    },
  ],
  form: {
    heading: 'अपनी प्रोफ़ाइल भेजें',
    intro: '* वाले फ़ील्ड भरना ज़रूरी है। कोई नौकरी आपकी प्रोफ़ाइल से मेल खाएगी तो हम आपसे संपर्क करेंगे।',
    requiredMark: '*',
    labels: {
      firstName: 'पहला नाम',
      lastName: 'सरनेम',
      email: 'ई-मेल',
      phone: 'फ़ोन नंबर',
      location: 'शहर',
      resume: 'बायोडाटा (रिज़्यूमे)',
      linkedin: 'LinkedIn प्रोफ़ाइल',
    },
    hints: {
      email: 'भरना ज़रूरी नहीं: कोई नौकरी मेल खाए तो हम यहाँ लिखेंगे',
      phone: '10 अंकों का मोबाइल नंबर',
      location: 'जिस शहर में आप रहते हैं या काम करना चाहते हैं',
      resume: 'सिर्फ़ PDF, ज़्यादा से ज़्यादा 5 MB',
      linkedin: 'जैसे linkedin.com/in/aapka-naam',
    },
    resumeButton: { choose: 'फ़ाइल चुनें', replace: 'फ़ाइल बदलें' },
    removeResume: (fileName: string) => `${fileName} हटाएँ`,
    submit: 'भेजें',
    submitting: 'भेज रहे हैं…',
    resumeUploadFailed:
      'आपका बायोडाटा अपलोड नहीं हो पाया। कृपया अपना इंटरनेट कनेक्शन देखकर फिर से कोशिश करें; आपका भरा हुआ कुछ भी नहीं मिटा है।',
    failed:
      'कुछ गड़बड़ हो गई! आपकी प्रोफ़ाइल नहीं भेजी जा सकी। कृपया फिर से कोशिश करें; आपका भरा हुआ कुछ भी नहीं मिटा है।',
    privacy: privacyNotices.career,
  },
  success: {
    title: 'रुचि दिखाने के लिए धन्यवाद',
    text: 'हमारी टीम जल्दी ही आपसे संपर्क करेगी।',
    button: 'बहुत बढ़िया!',
  },
} satisfies Translation<typeof En.careersPage>;

/** Resume rules: their types and size, with these words. */
export const resumeRules = {
  ...resumeFacts,
  notPdf: 'कृपया अपना बायोडाटा PDF फ़ाइल में चुनें।',
  tooLarge: 'आपका बायोडाटा 5 MB से बड़ा है। कृपया छोटी PDF चुनें।',
  kept: (fileName: string) => `आपकी पहले वाली फ़ाइल, “${fileName}”, अब भी लगी हुई है।`,
} satisfies Translation<typeof En.resumeRules>;
