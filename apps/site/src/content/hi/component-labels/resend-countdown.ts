import type * as En from '../../component-labels.ts';
import type { Translation } from '../translation.ts';

export const resendCountdownLabels = {
  remaining: 'बचा समय:',
  resend: 'फिर से भेजें',
  available: 'अब आप नया कोड मँगा सकते हैं।',
  spokenTime: (seconds: number) => `${seconds} सेकंड`,
} satisfies Translation<typeof En.resendCountdownLabels>;
