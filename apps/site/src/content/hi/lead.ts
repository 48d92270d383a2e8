import type * as En from '../lead.ts';
import type { Translation } from './translation.ts';

export const leadDialog = {
  description: 'अपना नाम और मोबाइल नंबर दीजिए, हमारी टीम आपको वापस कॉल करेगी।',
  privacy: {
    before:
      'हम आपका नाम और मोबाइल नंबर सिर्फ़ इस लोन के बारे में आपको कॉल करने के लिए लेते हैं, और उन्हें वैसे ही रखते हैं जैसा हमारी ',
    link: 'प्राइवेसी पॉलिसी',
    after: ' में लिखा है।',
  },
  unreachable: 'हमारे सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
} as const satisfies Translation<typeof En.leadDialog>;
