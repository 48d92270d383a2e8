import type * as En from '../news.ts';
import { newsItems as en } from '../news.ts';
import { company } from './company.ts';
import type { Translation } from './translation.ts';

export { type NewsItem, type NewsSource, newsBaseUrl } from '../news.ts';

/** The Hindi headlines, by story id (sources, dates, pictures and links as in English). */
const headlines: Readonly<Record<string, string>> = {
  'series-c-meridian': `${company.brand} ने Meridian Growth Capital की अगुवाई में सीरीज़ C फ़ंडिंग जुटाई, EV लोन नए राज्यों तक ले जाएगी`,
  'battery-loans-launch': `${company.brand} ने ई-रिक्शा चालकों के लिए बिना आय प्रमाण के बैटरी लोन शुरू किए`,
  'women-riders-programme': 'पुणे की लोन कंपनी के कार्यक्रम से 5,000 महिलाओं को मिला उनका पहला स्कूटर',
  'one-lakh-customers': `${company.brand} के टू-व्हीलर लोन ग्राहक एक लाख के पार`,
  'ev-auto-partnership': `इलेक्ट्रिक ऑटो बनाने वाली कंपनियों ने डीलरशिप पर तुरंत लोन के लिए ${company.brand} से हाथ मिलाया`,
  'greenline-investment': `Greenline Climate Fund ने इलेक्ट्रिक टू-व्हीलर लोन बढ़ाने के लिए ${company.brand} में निवेश किया`,
  'e-mandate-digital': 'छोटे शहरों के कर्ज़दार अपनी EMI के लिए UPI ई-मैंडेट अपना रहे हैं',
  'karnataka-branches': `${company.brand} ने बेंगलुरु और मैसूरु में ब्रांच खोलीं, कर्नाटक में पहली बार`,
  'used-bike-refinance': 'अपने ही स्कूटर पर दोबारा लोन: गाड़ी पर लोन देने वाले प्रोडक्ट की चुपचाप बढ़त',
  'series-b-northbridge': `Northbridge Impact Partners ने टू-व्हीलर लोन कंपनी ${company.brand} के सीरीज़ B राउंड की अगुवाई की`,
  'covid-relief': 'लॉकडाउन से प्रभावित सवारों को स्थानीय लोन कंपनी ने लोन रीस्ट्रक्चरिंग की मदद दी',
  'first-anniversary': 'एक साल में पुणे की स्टार्ट-अप लोन कंपनी ने 10,000 पहली बार के सवारों को लोन दिया',
};

/** Newest first, as in English. */
export const newsItems = en.map((item) => ({
  ...item,
  headline: headlines[item.id] ?? item.headline,
})) satisfies Translation<typeof En.newsItems>;

export const newsroomPage = {
  heading: 'हम खबरों में हैं!!',
  intro: 'अखबारों ने हमारे बारे में क्या लिखा है। हर खबर प्रकाशक की साइट पर नए टैब में खुलती है।',
  pageSize: 5,
  readMore: 'पूरी खबर पढ़ें',
  newTabHint: '(नए टैब में खुलता है)',
  paginationLabel: 'खबरों के पेज',
  pageStatus: (page: number, pages: number) => `पेज ${page} / ${pages}`,
  outOfRange: (page: string, pages: number) => `खबरों का पेज ${page} नहीं है: न्यूज़रूम में ${pages} पेज हैं।`,
  firstPageLink: 'खबरों के पहले पेज पर जाएँ',
} as const satisfies Translation<typeof En.newsroomPage>;
