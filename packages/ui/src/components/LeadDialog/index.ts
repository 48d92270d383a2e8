export {
  defaultLeadDialogLabels,
  type Lead,
  LeadDialog,
  type LeadDialogLabels,
  type LeadDialogProps,
} from './LeadDialog.tsx';
