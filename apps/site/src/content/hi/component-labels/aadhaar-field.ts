import type * as En from '../../component-labels.ts';
import type { Translation } from '../translation.ts';

export const aadhaarFieldLabels = {
  show: 'दिखाएँ',
  hide: 'छिपाएँ',
  showName: 'आधार नंबर दिखाएँ',
  hideName: 'आधार नंबर छिपाएँ',
  shown: 'आपका आधार नंबर दिख रहा है',
  hidden: 'आपका आधार नंबर छिपा है',
} satisfies Translation<typeof En.aadhaarFieldLabels>;
