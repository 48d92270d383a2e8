import { LoansStep } from './LoansStep.tsx';
import { OtpStep, SignInStep } from './SignInSteps.tsx';
import { useMyLoan } from './useMyLoan.ts';

/** /my-loan: sign-in by OTP, then the borrower's loans; each step its own component. */
export function MyLoanJourney() {
  const loan = useMyLoan();
  switch (loan.step.kind) {
    case 'identify':
      return <SignInStep loan={loan} />;
    case 'otp':
      return <OtpStep loan={loan} />;
    default:
      return <LoansStep loan={loan} />;
  }
}
