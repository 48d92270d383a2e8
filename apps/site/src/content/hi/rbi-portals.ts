import type * as En from '../rbi-portals.ts';
import type { Translation } from './translation.ts';

export const rbiPortals = {
  cms: {
    label: 'RBI का शिकायत पोर्टल (cms.rbi.org.in)',
    href: 'https://cms.rbi.org.in',
    helpline: '14448',
    helplineHref: 'tel:14448',
    helplineLabel: 'RBI हेल्पलाइन',
  },
  sachet: {
    label: 'सचेत: बिना अनुमति लोन देने वालों की शिकायत करें (sachet.rbi.org.in)',
    href: 'https://sachet.rbi.org.in',
  },
  newTabHint: '(नए टैब में खुलता है)',
} satisfies Translation<typeof En.rbiPortals>;
