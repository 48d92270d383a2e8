import {
  type AnswerOf,
  type Instalment,
  type LoanMandate,
  type LoanPayment,
  type MyLoan,
  myLoanMandateEndpoint,
  myLoanPath,
  myLoanPaymentsEndpoint,
  myLoanScheduleEndpoint,
  myLoanSendOtpEndpoint,
  myLoanSignOutEndpoint,
  myLoansEndpoint,
  myLoanVerifyOtpEndpoint,
} from '@company/forms/contracts';
import { confirmed, get, post, type Result } from '../../lib/http.ts';

/** The calls of /my-loan, through the one HTTP client. A 401 is the session having lapsed. */

export const sendOtp = async (mobileOrLan: string) =>
  confirmed(
    await post<AnswerOf<typeof myLoanSendOtpEndpoint>>(myLoanSendOtpEndpoint, { mobileOrLan }),
  );

export const verifyOtp = async (mobileOrLan: string, otp: string) =>
  confirmed(
    await post<AnswerOf<typeof myLoanVerifyOtpEndpoint>>(myLoanVerifyOtpEndpoint, {
      mobileOrLan,
      otp,
    }),
  );

export const signOut = () => post(myLoanSignOutEndpoint, {});

async function data<T>(path: string): Promise<Result<T>> {
  const answer = await get<{ success: boolean; data: T }>(path);
  return answer.ok ? { ok: true, data: answer.data.data } : answer;
}

export const loans = () => data<MyLoan[]>(myLoansEndpoint.path);
export const schedule = (lan: string) =>
  data<Instalment[]>(myLoanPath(myLoanScheduleEndpoint, lan));
export const payments = (lan: string) =>
  data<LoanPayment[]>(myLoanPath(myLoanPaymentsEndpoint, lan));
export const mandate = (lan: string) => data<LoanMandate>(myLoanPath(myLoanMandateEndpoint, lan));
