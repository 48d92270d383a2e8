import { mobile10Shape } from '../patterns/mobile10.ts';
import { leadMessages, leadSchema } from '../schemas/lead.ts';
import { challenged, endpoint, type WithData, withBody } from './endpoint.ts';
import { jsonPatterns } from './json-patterns.ts';
import { requestBody, wire } from './wire.ts';

/** Every message of the lead route: the form's, then the API's. */
export const leadRouteMessages = {
  ...leadMessages,
  productRequired: 'Please choose a product',
} as const;

/** A lead from the Apply Now dialog. */
export interface LeadRequest {
  name: string;
  /** 10 digits, starting 6–9. */
  phone: string;
  /** The product's title. */
  product_type: string;
}

/** Stored when `data.success` is true; anything else is a failure. */
export type LeadAnswer = WithData<{ success: boolean; id: string }>;

export const submitLeadEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ withBody(
    /* @__PURE__ */ endpoint<LeadRequest, LeadAnswer, typeof leadSchema>(
      'POST',
      '/api/v1/bb/users/product-queries',
      leadSchema,
    ),
    /* @__PURE__ */ requestBody(['name', 'phone', 'product_type'], {
      name: wire.text({ max: 100, pattern: jsonPatterns.safeText }),
      phone: wire.text({ pattern: mobile10Shape }),
      product_type: wire.text({ max: 100, pattern: jsonPatterns.safeText }),
    }),
    {
      _default: leadRouteMessages.nameRequired,
      name: leadRouteMessages.nameRequired,
      phone: leadRouteMessages.phoneInvalid,
      product_type: leadRouteMessages.productRequired,
    },
  ),
);
