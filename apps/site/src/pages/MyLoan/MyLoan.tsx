import { Container, Stack } from '@company/ui';
import { myLoanMeta, myLoanPage } from '../../content/my-loan.ts';
import { MyLoanJourney } from '../../flows/my-loan/MyLoanJourney.tsx';

/** Title, description and canonical of the page (head tags). */
export const meta = myLoanMeta;

/** /my-loan: a borrower's own loans, schedule, payments and documents, behind an OTP. */
export default function MyLoan() {
  return (
    <Container>
      <Stack gap="xl" paddingY="2xl">
        <Stack gap="sm">
          <h1>{myLoanPage.heading}</h1>
          <p>{myLoanPage.intro}</p>
        </Stack>
        <MyLoanJourney />
      </Stack>
    </Container>
  );
}
