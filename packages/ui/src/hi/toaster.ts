import type { ToasterLabels } from '../components/Toaster/Toaster.tsx';

export const toasterLabels: ToasterLabels = {
  close: 'बंद करें',
};
