import type * as En from '../navigation.ts';
import { company } from './company.ts';
import type { Translation } from './translation.ts';

export { documentsBaseUrl, type NavLink } from '../navigation.ts';

export const aboutMenu = [
  { label: `${company.brand} के बारे में`, to: '/aboutus', section: 'About RideOn' },
  { label: 'बोर्ड ऑफ़ डायरेक्टर्स', to: '/aboutus', section: 'Board of Directors' },
  { label: 'लीडरशिप टीम', to: '/aboutus', section: 'Leadership' },
  { label: 'निवेशक', to: '/aboutus', section: 'Investors' },
  { label: 'कॉर्पोरेट गवर्नेंस', to: '/corporate-governance' },
] as const satisfies Translation<typeof En.aboutMenu>;

export const mainNav = [
  { label: 'हमारे प्रोडक्ट', to: '/', section: '/our-products' },
  { label: 'न्यूज़रूम', to: '/newsroom' },
  { label: 'ग्राहकों की राय', to: '/', section: '/testimonial' },
  { label: 'करियर', to: '/career' },
  { label: 'संपर्क करें', to: '/contact-us' },
  { label: 'पूछताछ', to: '/enquiry' },
  { label: 'मेरा लोन', to: '/my-loan' },
] as const satisfies Translation<typeof En.mainNav>;

export const headerActions = {
  quickPay: { label: 'क्विक पे', to: '/initiate-payment' },
  eMandate: { label: 'ई-मैंडेट', to: '/mandate' },
} as const satisfies Translation<typeof En.headerActions>;
