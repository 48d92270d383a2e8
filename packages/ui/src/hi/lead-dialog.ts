import type { LeadDialogLabels } from '../components/LeadDialog/LeadDialog.tsx';

export const leadDialogLabels: LeadDialogLabels = {
  name: 'नाम',
  mobile: 'मोबाइल नंबर',
  submit: 'भेजें',
  close: 'बंद करें',
  failure: 'कुछ गड़बड़ हो गई!',
  thankYouTitle: 'रुचि दिखाने के लिए धन्यवाद...',
  thankYouText: 'हमारी टीम जल्द ही आपसे बात करेगी',
  awesome: 'बढ़िया!',
};
