import {
  type Endpoint,
  myLoanMandateEndpoint,
  myLoanPaymentsEndpoint,
  myLoanScheduleEndpoint,
  myLoanSendOtpEndpoint,
  myLoanSignOutEndpoint,
  myLoansEndpoint,
  myLoanVerifyOtpEndpoint,
  type WithData,
} from '@company/forms/contracts';
import { call, confirmed, type Result } from '../../lib/http.ts';

/** The calls of /my-loan, through the one HTTP client. A 401 is the session having lapsed. */

export const sendOtp = async (mobileOrLan: string) =>
  confirmed(await call(myLoanSendOtpEndpoint, { mobileOrLan }));

export const verifyOtp = async (mobileOrLan: string, otp: string) =>
  confirmed(await call(myLoanVerifyOtpEndpoint, { mobileOrLan, otp }));

export const signOut = () => call(myLoanSignOutEndpoint);

/** A section's `data`, from an endpoint of one loan (`:lan`) or of the session's loans. */
async function data<T>(endpoint: Endpoint<void, WithData<T>>, lan?: string): Promise<Result<T>> {
  const answer = await call(endpoint, undefined, lan === undefined ? {} : { params: { lan } });
  return answer.ok ? { ok: true, data: answer.data.data } : answer;
}

export const loans = () => data(myLoansEndpoint);
export const schedule = (lan: string) => data(myLoanScheduleEndpoint, lan);
export const payments = (lan: string) => data(myLoanPaymentsEndpoint, lan);
export const mandate = (lan: string) => data(myLoanMandateEndpoint, lan);
