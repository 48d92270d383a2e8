import { siteImage } from '../images.ts';
import type * as En from '../investors.ts';
import type { Investor } from '../investors.ts';
import type { Translation } from './translation.ts';

export type { Investor } from '../investors.ts';

/** The same blurb as the English module's, with the logo's alternative text in Hindi. */
function investor(id: string, name: string, blurb: readonly string[]): Investor {
  return { id, name, logo: siteImage(`investors/${id}`, 160, 64, `${name} का लोगो`), blurb };
}

export const investors = [
  investor('northbridge', 'Northbridge Impact Partners', [
    'दक्षिण एशिया में वित्तीय समावेशन पर ध्यान देने वाला इम्पैक्ट निवेशक। Northbridge ने 2021 में हमारे सीरीज़ B निवेश की अगुवाई की और हमारे बोर्ड में इसकी एक सीट है।',
  ]),
  investor('sahyadri', 'Sahyadri Ventures', [
    'पुणे का एक शुरुआती दौर का फ़ंड, जिसने 2017 में शुरुआत के समय कंपनी का साथ दिया। Sahyadri ऐसे कारोबारों में निवेश करता है जो भारत के छोटे शहरों की सेवा करते हैं।',
  ]),
  investor('greenline', 'Greenline Climate Fund', [
    'साफ़-सुथरे परिवहन में निवेश करने वाला जलवायु फ़ंड। Greenline 2023 में हमारे इलेक्ट्रिक टू-व्हीलर, रिक्शा और बैटरी लोन बढ़ाने के लिए जुड़ा, और हमारे बोर्ड में इसकी एक सीट है।',
  ]),
  investor('meridian', 'Meridian Growth Capital', [
    'भारतीय वित्तीय सेवाओं में ग्रोथ इक्विटी निवेशक। Meridian 2024 में हमारे सीरीज़ C निवेश में जुड़ा, ताकि हम नए राज्यों में ब्रांचें खोल सकें।',
  ]),
] satisfies Translation<typeof En.investors>;
