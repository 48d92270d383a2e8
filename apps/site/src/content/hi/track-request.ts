import type * as En from '../track-request.ts';
import { grievancePage } from './grievance.ts';
import type { Translation } from './translation.ts';

export const trackRequestPage = {
  heading: 'अनुरोध की स्थिति देखें',
  intro:
    'आपने जो सर्विस अनुरोध दर्ज किया था, उसका क्या हुआ, यह देखें: उसकी स्थिति, हर अपडेट, और हम उसे कब तक हल करने की उम्मीद करते हैं।',
  identityHeading: 'आपका टिकट',
  otpHeading: 'अपना फ़ोन देखें',
  ticketHeading: (ticket: string) => `अनुरोध ${ticket}`,
  details: {
    requestType: 'अनुरोध का प्रकार',
    subRequestType: 'अनुरोध का उप-प्रकार',
    raisedAt: 'दर्ज करने की तारीख',
    status: 'स्थिति',
    expectedBy: 'हल होने की उम्मीद',
    document: 'लगाया गया दस्तावेज़',
    noDocument: 'कोई नहीं',
  },
  expectedWithin: (days: number) => `दर्ज करने के ${days} दिन के अंदर`,
  timelineHeading: 'अपडेट',
  raised: 'अनुरोध दर्ज हुआ',
  checkForUpdates: 'नए अपडेट देखें',
  refreshFailed:
    'हम अपडेट नहीं देख सके। हो सकता है आपका सेशन खत्म हो गया हो: पेज फिर से खोलें और दोबारा वेरिफ़ाई करें।',
  unhappy: {
    heading: 'जवाब से संतुष्ट नहीं हैं?',
    text: 'अगर आपका अनुरोध उम्मीद की तारीख तक हल नहीं होता, या आप जवाब से संतुष्ट नहीं हैं, तो आप उसे ऊपर के स्तर पर ले जा सकते हैं। हर स्तर 7 कामकाजी दिनों में जवाब देता है।',
    levels: grievancePage.tiers.map((tier) => `स्तर ${tier.level}: ${tier.title}`),
    grievanceLink: 'शिकायत को ऊपर कैसे ले जाएँ',
  },
  raiseAnother: 'दूसरा अनुरोध दर्ज करें',
  raiseAnotherHint: 'फ़ॉर्म इस अनुरोध के प्रकार और आपके मोबाइल नंबर के साथ भरा हुआ खुलेगा।',
} as const satisfies Translation<typeof En.trackRequestPage>;
