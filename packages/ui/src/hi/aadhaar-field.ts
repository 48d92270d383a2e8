import type { AadhaarFieldLabels } from '../components/AadhaarField/AadhaarField.tsx';

export const aadhaarFieldLabels: AadhaarFieldLabels = {
  show: 'दिखाएँ',
  hide: 'छिपाएँ',
  showName: 'आधार नंबर दिखाएँ',
  hideName: 'आधार नंबर छिपाएँ',
  shown: 'आपका आधार नंबर दिख रहा है',
  hidden: 'आपका आधार नंबर छिपा है',
};
