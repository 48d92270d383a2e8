import type { InferType } from 'yup';
import { object } from 'yup';
import { pincode } from '../patterns/pincode.ts';
import { requiredText } from './fields.ts';

/** The spec's labels of the NOC dispatch address, in display order. */
export const nocAddressLabels = {
  house: 'House / Flat / Block No',
  area: 'Apartment / Road / Area',
  pincode: 'Pincode',
  city: 'City',
  state: 'State',
} as const;

export const nocAddressMessages = {
  house: `Please enter ${nocAddressLabels.house}`,
  area: `Please enter ${nocAddressLabels.area}`,
  pincode: `Please enter ${nocAddressLabels.pincode}`,
  /** Ours: the spec looks the pincode up but does not word a malformed one. */
  pincodeInvalid: 'Please enter a valid 6-digit Pincode',
  city: `Please enter ${nocAddressLabels.city}`,
  state: `Please enter ${nocAddressLabels.state}`,
} as const;

/** The current address for a NOC request: all five parts required. */
export const nocAddressSchema = /* @__PURE__ */ object({
  house: requiredText(nocAddressMessages.house),
  area: requiredText(nocAddressMessages.area),
  pincode: requiredText(nocAddressMessages.pincode, nocAddressMessages.pincodeInvalid, pincode),
  city: requiredText(nocAddressMessages.city),
  state: requiredText(nocAddressMessages.state),
});

export type NocAddressValues = InferType<typeof nocAddressSchema>;

/**
 * The address as the request payload carries it: the five parts joined with `, `.
 *
 * @example
 * joinNocAddress(nocAddressSchema.validateSync(values)); // '12B, MG Road, 411001, Pune, Maharashtra'
 */
export function joinNocAddress(address: NocAddressValues): string {
  return [address.house, address.area, address.pincode, address.city, address.state].join(', ');
}
