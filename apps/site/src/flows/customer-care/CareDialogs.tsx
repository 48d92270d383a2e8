import { maskEmail } from '@company/forms';
import { lazy, Suspense } from 'react';
import { customerCarePage as copy } from '../../content/customer-care.ts';
import type { CareJourneyApi } from './useCareJourney.ts';

/** The dialogs (Radix) load with the first dialog the journey opens, not with the page. */
const OtpDialog = lazy(() => import('./dialogs.tsx').then((m) => ({ default: m.OtpDialog })));
const NocAddressDialog = lazy(() =>
  import('./NocAddressStep.tsx').then((m) => ({ default: m.NocAddressDialog })),
);
const OutcomeDialog = lazy(() =>
  import('./dialogs.tsx').then((m) => ({ default: m.OutcomeDialog })),
);

/**
 * The journey's dialogs: the mobile and e-mail OTPs, the NOC's address and the outcome. Mounted
 * from the first time one is needed; then they keep their focus handling.
 */
export function CareDialogs({ care }: { care: CareJourneyApi }) {
  const { journey, dispatch } = care;
  if (!care.dialogsMounted) return null;
  return (
    <Suspense fallback={null}>
      <OtpDialog
        open={journey.otp.open}
        title={copy.otp.title}
        sentTo={copy.otp.sentTo}
        label={copy.otp.label}
        submitLabel={copy.otp.submit}
        onVerify={care.otpVerified}
        onResend={care.resendIdentityOtp}
        onClose={() => dispatch({ type: 'otpClosed' })}
      />
      <OtpDialog
        open={journey.emailOtp.open}
        title={copy.emailOtp.title}
        sentTo={copy.emailOtp.sentTo(maskEmail(journey.emailOtp.email))}
        label={copy.emailOtp.label}
        submitLabel={copy.emailOtp.submit}
        onVerify={care.emailVerified}
        onResend={care.resendEmailOtp}
        onClose={() => dispatch({ type: 'emailOtpClosed' })}
      />
      <NocAddressDialog
        open={journey.dialog.kind === 'noc-address'}
        lookUp={care.lookUpPincode}
        onConfirm={care.confirmAddress}
        onClose={() => dispatch({ type: 'dialogClosed' })}
      />
      <OutcomeDialog dialog={journey.dialog} onClose={() => dispatch({ type: 'dialogClosed' })} />
    </Suspense>
  );
}
