import type { PersonCardDialogLabels } from '../components/PersonCardDialog/PersonCardDialog.tsx';

export const personCardDialogLabels: PersonCardDialogLabels = {
  close: 'बंद करें',
};
