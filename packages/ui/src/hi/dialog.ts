import type { DialogLabels } from '../components/Dialog/Dialog.tsx';

export const dialogLabels: DialogLabels = {
  close: 'बंद करें',
};
