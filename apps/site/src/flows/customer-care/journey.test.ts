import type { CareLoan, ServiceRequestAnswer } from '@company/forms/contracts';
import { describe, expect, it } from 'vitest';
import {
  type CareEvent,
  type CareJourney,
  careJourney,
  chosenLoan,
  identityDone,
  identityOf,
  initialJourney,
} from './journey.ts';

const customer = { user_id: 1, user_type: 'customer' };
const dealer = { user_id: 3, user_type: 'dealer' };
const loan = (lan: string, status = 'A'): CareLoan => ({
  loan_account_no: lan,
  vehicle_number: 'MH12AB1234',
  customer_name: 'Asha Patil',
  email: 'asha.patil@example.com',
  phone: '9876543210',
  status,
});
const run = (...events: CareEvent[]): CareJourney => events.reduce(careJourney, initialJourney);

describe('the customer care journey', () => {
  it('enables the form for a non-customer or dealer with a valid mobile, for a customer only after the OTP', () => {
    expect(identityDone(initialJourney)).toBe(false);
    const dealerTyped = run(
      { type: 'userTypeChosen', userType: dealer },
      { type: 'identityTyped', value: '9000022222' },
    );
    expect(identityDone(dealerTyped)).toBe(true);
    expect(identityDone(careJourney(dealerTyped, { type: 'identityTyped', value: '12345' }))).toBe(
      false,
    );
    const sent = run(
      { type: 'userTypeChosen', userType: customer },
      { type: 'identityTyped', value: '9876543210' },
      { type: 'otpSent' },
    );
    expect(sent.otp.open).toBe(true);
    expect(identityDone(sent)).toBe(false);
    expect(identityDone(careJourney(sent, { type: 'otpVerified' }))).toBe(true);
  });

  it('reads 10 characters as a mobile number and more as a LAN', () => {
    expect(identityOf('9876543210')).toEqual({ phone: '9876543210' });
    expect(identityOf(' tw0000100001 ')).toEqual({ lan: 'TW0000100001' });
  });

  it('fills the one loan, lists several, and says when there is none', () => {
    const verified = run(
      { type: 'userTypeChosen', userType: customer },
      { type: 'identityTyped', value: '9876543210' },
      { type: 'otpSent' },
      { type: 'otpVerified' },
    );
    const one = careJourney(verified, { type: 'loansLoaded', loans: [loan('TW1')] });
    expect(chosenLoan(one)?.loan_account_no).toBe('TW1');
    const several = careJourney(verified, {
      type: 'loansLoaded',
      loans: [loan('TW1'), loan('TW2', 'C')],
    });
    expect(several.lan).toBeUndefined();
    expect(chosenLoan(careJourney(several, { type: 'loanChosen', lan: 'TW2' }))?.status).toBe('C');
    expect(careJourney(verified, { type: 'loansLoaded', loans: [] }).dialog).toEqual({
      kind: 'lan-missing',
    });
  });

  it('clears the LAN and all that came from it when the user type or the number changes', () => {
    const withLoan = run(
      { type: 'userTypeChosen', userType: customer },
      { type: 'identityTyped', value: '9876543210' },
      { type: 'otpVerified' },
      { type: 'loansLoaded', loans: [loan('TW1')] },
    );
    const otherType = careJourney(withLoan, { type: 'userTypeChosen', userType: dealer });
    expect(otherType).toMatchObject({ verified: false, loans: [] });
    expect(otherType.lan).toBeUndefined();
    expect(otherType.identity).toBe('9876543210');
    const otherNumber = careJourney(withLoan, { type: 'identityTyped', value: '9123456780' });
    expect(otherNumber).toMatchObject({ verified: false, loans: [] });
    expect(otherNumber.lan).toBeUndefined();
  });

  it('keeps the e-mail the e-mail OTP proved', () => {
    const proved = run(
      { type: 'emailOtpSent', email: 'new@example.com' },
      { type: 'emailVerified' },
    );
    expect(proved).toMatchObject({ emailOtp: { open: false }, verifiedEmail: 'new@example.com' });
  });

  it('opens the dialog each answer calls for', () => {
    const answer = (a: Partial<ServiceRequestAnswer>): ServiceRequestAnswer => ({
      success: true,
      message: 'x',
      message_code: '002',
      data: { message_code: '002' },
      ...a,
    });
    const dialog = (a: Partial<ServiceRequestAnswer>) =>
      run({ type: 'answered', answer: answer(a) }).dialog;
    expect(
      dialog({
        message: 'Request Successfully Created!',
        data: { message_code: '002', Ticket: 'SR1', message: 'Request Successfully Created!' },
      }),
    ).toEqual({ kind: 'created', ticket: 'SR1', message: 'Request Successfully Created!' });
    expect(
      dialog({ message_code: '003', data: { message_code: '003', Ticket: 'SR1', message: 'p' } }),
    ).toEqual({ kind: 'pending', ticket: 'SR1', message: 'p' });
    expect(dialog({ success: false, message_code: '005', message: 'm5' })).toEqual({
      kind: 'lan-reenter',
      message: 'm5',
    });
    expect(dialog({ success: false, message_code: '001', message: 'm1' })).toEqual({
      kind: 'lan-call',
      message: 'm1',
    });
    expect(dialog({ success: false, message_code: '004', message: 'm4' })).toEqual({
      kind: 'noc-not-eligible',
      message: 'm4',
    });
    expect(run({ type: 'failed', message: 'down' }).dialog).toEqual({
      kind: 'allocation-failed',
      message: 'down',
    });
    expect(run({ type: 'nocAsked', message: '' }).dialog).toEqual({ kind: 'noc-address' });
  });
});
