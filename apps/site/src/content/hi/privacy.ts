import type * as En from '../privacy.ts';
import { company } from './company.ts';
import type { Translation } from './translation.ts';

export type { PrivacyNotice } from '../privacy.ts';

const policyLink = 'हमारी निजता नीति पढ़ें';

export const privacyNotices = {
  career: {
    text: `हम आपका नाम, संपर्क, शहर, LinkedIn प्रोफ़ाइल और बायोडाटा सिर्फ़ ${company.brand} में नौकरी के लिए आप पर विचार करने को लेते हैं। इन्हें सिर्फ़ हमारी भर्ती टीम देखती है, और अगर आप हमसे नहीं जुड़ते तो आवेदन के 12 महीने बाद हम इन्हें मिटा देते हैं।`,
    linkLabel: policyLink,
  },
  support: {
    text: 'हम आपका नाम, फ़ोन नंबर, ई-मेल पता और सवाल सिर्फ़ आपके अनुरोध का जवाब देने और आपको वापस फ़ोन करने के लिए लेते हैं। हम इन्हें तब तक रखते हैं जब तक मामला सुलझाने और क़ानूनी ज़िम्मेदारी निभाने के लिए ज़रूरी हो।',
    linkLabel: policyLink,
  },
} satisfies Translation<typeof En.privacyNotices>;
