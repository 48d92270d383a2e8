import { lazy, Suspense } from 'react';
import { myLoanPage as copy } from '../../content/my-loan.ts';
import { OtpStep, SignInStep } from './SignInSteps.tsx';
import { useMyLoan } from './useMyLoan.ts';

// What a signed-in borrower sees (the tables, the downloads, the HTTP client's helpers) loads
// after the OTP, never with the page.
const LoansStep = lazy(() => import('./LoansStep.tsx').then((m) => ({ default: m.LoansStep })));

/** /my-loan: sign-in by OTP, then the borrower's loans; each step its own component. */
export function MyLoanJourney() {
  const loan = useMyLoan();
  switch (loan.step.kind) {
    case 'identify':
      return <SignInStep loan={loan} />;
    case 'otp':
      return <OtpStep loan={loan} />;
    default:
      return (
        <Suspense fallback={<p role="status">{copy.loading}</p>}>
          <LoansStep loan={loan} />
        </Suspense>
      );
  }
}
