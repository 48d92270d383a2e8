import type * as En from '../home-more.ts';
import { company } from './company.ts';
import { companyRecord } from './company-record.ts';
import { videos } from './media.ts';
import type { Translation } from './translation.ts';

/** The home page's sections below the fold, loaded with their code as they near the screen. */

export const whyUs = {
  heading: `${company.brand} ही क्यों`,
  points: [
    {
      title: 'एक दिन में फ़ैसला',
      text: 'कागज़ात मिलने के बाद ज़्यादातर आवेदनों पर एक कामकाजी दिन में फ़ैसला हो जाता है।',
    },
    {
      title: 'पहली बार लोन लेने वालों के लिए',
      text: 'कोई क्रेडिट हिस्ट्री नहीं? हम सिर्फ़ स्कोर नहीं, आपकी पूरी प्रोफ़ाइल देखते हैं।',
    },
    {
      title: 'सब कुछ लिखित में',
      text: 'साइन करने से पहले आपका मुख्य तथ्य विवरण (KFS) ब्याज दर, EMI और हर चार्ज दिखाता है।',
    },
    {
      title: 'हमारी टीम में पूरा भारत',
      text: `हमारे हेड ऑफ़िस के ${companyRecord.womenAtHeadOffice} कर्मचारी महिलाएँ हैं, और हमारी ब्रांच टीमें आपकी भाषा बोलती हैं।`,
    },
  ],
} satisfies Translation<typeof En.whyUs>;

export const testimonials = {
  heading: 'ग्राहकों की राय',
  items: [
    {
      quote:
        'मेरे पास सैलरी स्लिप नहीं थी, सिर्फ़ दुकान का बैंक स्टेटमेंट था। फिर भी दो दिन में मेरा स्कूटर लोन मंज़ूर हो गया।',
      name: 'सुनीता जाधव',
      place: 'कोल्हापुर',
      product: 'नया टू-व्हीलर लोन',
    },
    {
      quote:
        'मेरा ई-रिक्शा अपनी किस्त ख़ुद कमा लेता है। EMI की तारीख़ उसी दिन की है जिस दिन मेरे पैसे आते हैं, इससे बहुत फ़र्क पड़ता है।',
      name: 'मोहम्मद इरफ़ान',
      place: 'लखनऊ',
      product: 'ई-रिक्शा लोन',
    },
    {
      quote:
        'पैसे देने से पहले इंस्पेक्टर ने पुरानी बाइक की पूरी जाँच की। मुझे ठीक-ठीक पता था कि मैं क्या ख़रीद रहा हूँ।',
      name: 'कार्तिक आर.',
      place: 'कोयंबटूर',
      product: 'सेकंड-हैंड टू-व्हीलर लोन',
    },
  ],
} satisfies Translation<typeof En.testimonials>;

export const faqs = {
  heading: 'अक्सर पूछे जाने वाले सवाल',
  items: [
    {
      question: 'टू-व्हीलर लोन मिलने में कितना समय लगता है?',
      answer:
        'कागज़ात मिलने के बाद ज़्यादातर आवेदनों पर एक कामकाजी दिन में फ़ैसला हो जाता है। इसके बाद डीलर गाड़ी की डिलीवरी दे सकता है।',
    },
    {
      question: 'मुझे कौन-कौन से कागज़ात चाहिए?',
      answer:
        'एक फ़ोटो वाला पहचान पत्र, एक पते का सबूत और आमदनी के कागज़ — हर तरह के एक कागज़ की सेल्फ़-अटेस्टेड कॉपी। हर प्रोडक्ट के पेज पर इनकी पूरी सूची है।',
    },
    {
      question: 'मेरी EMI कैसे तय होती है?',
      answer:
        'घटते बकाये (रिड्यूसिंग बैलेंस) पर: हर महीने आप सिर्फ़ उतनी रकम पर ब्याज देते हैं जितनी अभी चुकानी बाकी है। हमारे लोन पेजों पर EMI कैलकुलेटर आपकी EMI, कुल ब्याज और महीने-दर-महीने का हिसाब दिखाता है।',
    },
    {
      question: 'क्या EMI ऑनलाइन भर सकते हैं?',
      answer:
        'हाँ। ई-मैंडेट रजिस्टर करें, ताकि EMI आपके बैंक खाते से अपने-आप कट जाए; या कभी भी क्विक पे से UPI, कार्ड या नेट बैंकिंग द्वारा भरें।',
    },
    {
      question: 'क्या लोन समय से पहले बंद कर सकते हैं?',
      answer:
        'हाँ। कस्टमर केयर से फ़ोरक्लोज़र स्टेटमेंट माँगें; उसमें बकाया रकम और लगने वाला कोई भी चार्ज लिखा होता है।',
    },
  ],
} satisfies Translation<typeof En.faqs>;

export const quickGuides = {
  heading: 'आसान वीडियो गाइड',
  items: [
    { title: 'समय पर EMI भरना', video: videos.emi },
    { title: 'ई-मैंडेट', video: videos.mandate },
    { title: 'डिजिटल पेमेंट', video: videos.digital },
  ],
} satisfies Translation<typeof En.quickGuides>;
