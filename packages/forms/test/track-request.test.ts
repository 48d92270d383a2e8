import { describe, expect, it } from 'vitest';
import {
  ticketNumberOf,
  trackRequestMessages,
  trackRequestSchema,
} from '../src/contracts/index.ts';
import { fieldErrors, serviceOtpMessages } from '../src/index.ts';

describe('track a request', () => {
  it('reads a ticket number as customer care issues it, however it is typed', () => {
    expect(ticketNumberOf('sr 2611 2612 3456 78')).toBe('SR26112612345678');
    expect(ticketNumberOf('SR2611261234567')).toBeUndefined();
    expect(ticketNumberOf('XX26112612345678')).toBeUndefined();
  });

  it('says of a bad code what customer care says', () => {
    expect(trackRequestMessages.otp).toBe(serviceOtpMessages.otp);
  });

  it("checks the first step with the journey's own messages", () => {
    expect(fieldErrors(trackRequestSchema, { ticket: '', mobile: '' })).toEqual({
      ticket: trackRequestMessages.ticketRequired,
      mobile: trackRequestMessages.mobileRequired,
    });
    expect(fieldErrors(trackRequestSchema, { ticket: 'SR1', mobile: '12345' })).toEqual({
      ticket: trackRequestMessages.ticketInvalid,
      mobile: trackRequestMessages.mobileInvalid,
    });
    expect(
      fieldErrors(trackRequestSchema, { ticket: 'SR26112612345678', mobile: '9876543210' }),
    ).toEqual({});
  });
});
