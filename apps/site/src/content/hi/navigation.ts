import { aboutMenuFacts, headerActionFacts, mainNavFacts } from '../facts/navigation.ts';
import type * as En from '../navigation.ts';
import { company } from './company.ts';
import { withWords } from './translation.ts';

export { documentsBaseUrl } from '../facts/navigation.ts';
export type { NavLink } from '../navigation.ts';

export const aboutMenu = withWords<typeof En.aboutMenu>(aboutMenuFacts, [
  { label: `${company.brand} के बारे में` },
  { label: 'बोर्ड ऑफ़ डायरेक्टर्स' },
  { label: 'लीडरशिप टीम' },
  { label: 'निवेशक' },
  { label: 'कॉर्पोरेट गवर्नेंस' },
]);

export const mainNav = withWords<typeof En.mainNav>(mainNavFacts, [
  { label: 'हमारे प्रोडक्ट' },
  { label: 'न्यूज़रूम' },
  { label: 'ग्राहकों की राय' },
  { label: 'करियर' },
  { label: 'संपर्क करें' },
  { label: 'पूछताछ' },
  { label: 'मेरा लोन' },
]);

export const headerActions = withWords<typeof En.headerActions>(headerActionFacts, {
  quickPay: { label: 'क्विक पे' },
  eMandate: { label: 'ई-मैंडेट' },
});
