import type { ResendCountdownLabels } from '../components/OtpInput/ResendCountdown.tsx';

export const resendCountdownLabels: ResendCountdownLabels = {
  remaining: 'बचा समय:',
  resend: 'फिर से भेजें',
  available: 'अब आप नया कोड मँगा सकते हैं।',
  spokenTime: (seconds: number) => `${seconds} सेकंड`,
};
