import { afterEach, describe, expect, it } from 'vitest';
import { answer, restoreHttp } from '../../lib/http.fake.ts';
import { submitLead } from './client.ts';

afterEach(restoreHttp);

describe('submitLead', () => {
  it('is a success only when the API says data.success (§7, §8)', async () => {
    answer(200, { success: true, data: { success: true, id: '7' } });
    expect(await submitLead({ name: 'A', phone: '9876543210', product_type: 'EV Rental' })).toEqual(
      { ok: true, data: { id: '7' } },
    );
    answer(200, { success: true, data: { success: false } });
    expect(
      await submitLead({ name: 'A', phone: '9876543210', product_type: 'EV Rental' }),
    ).toMatchObject({ ok: false, message: 'Something went wrong!' });
  });
});
