import { describe, expect, it } from 'vitest';
import { answerField } from './answer-field.ts';

describe('answerField', () => {
  const ids = { lan: 'payment-lan', amount: 'payment-amount', captcha: 'payment-captcha' };
  const renamed = { enteredCaptcha: 'captcha', captchaId: 'captcha' } as const;

  it('is the field the API named, under the form’s name for it', () => {
    expect(answerField({ field: 'amount' }, ids, renamed)).toBe('amount');
    expect(answerField({ field: 'enteredCaptcha' }, ids, renamed)).toBe('captcha');
    expect(answerField({ field: 'captcha' }, ['lan', 'captcha'] as const)).toBe('captcha');
  });

  it('is none when the API named no field, or one the form does not show', () => {
    expect(answerField({}, ids, renamed)).toBeUndefined();
    expect(answerField({ field: 'address.house' }, ids, renamed)).toBeUndefined();
    expect(answerField({ field: 'toString' }, ids)).toBeUndefined();
  });
});
