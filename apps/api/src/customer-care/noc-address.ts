import { nocAddressLabels, nocAddressSchema } from '@company/forms';
import { careRouteMessages, requestShapes } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { formCheck } from '../lib/forms.ts';
import { badRequest } from '../lib/http.ts';
import { pincodeOf } from './queries.ts';
import type { SubmitBody } from './route-schemas.ts';

const checkAddress = formCheck(
  nocAddressSchema,
  ['house', 'area', 'pincode', 'city', 'state'],
  'address.',
);

/** Where a NOC goes: the structured address (city and state from its pincode) or the spec's line. */
export async function nocAddressOf(app: FastifyInstance, b: SubmitBody): Promise<string> {
  const a = b.address;
  if (a && typeof a === 'object') {
    checkAddress(a);
    for (const [field, label] of Object.entries(nocAddressLabels)) {
      const value = (a[field as keyof typeof a] ?? '').trim();
      if (!value) throw badRequest(`Please enter ${label}`, `address.${field}`);
      if (!requestShapes.safeText.test(value))
        throw badRequest(`Please enter ${label}`, `address.${field}`);
    }
    const pin = await pincodeOf(app.ctx.db, a.pincode.trim());
    if (!pin) throw badRequest(careRouteMessages.pincodeUnknown, 'address.pincode');
    // City and state come from the pincode lookup, not from the visitor.
    return [a.house.trim(), a.area.trim(), a.pincode.trim(), pin.city, pin.state].join(', ');
  }
  const joined = b.noc_dispatched_addr?.trim();
  if (!joined) throw badRequest(`Please enter ${nocAddressLabels.house}`, 'address.house');
  if (!requestShapes.safeText.test(joined))
    throw badRequest(`Please enter ${nocAddressLabels.house}`, 'address.house');
  return joined;
}
