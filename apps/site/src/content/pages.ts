import type { PageMeta } from '../lib/page-meta.ts';
import { company } from './company.ts';
import { homeMeta } from './home.ts';

/** Titles and descriptions of the pages that are not product pages (products: `products.ts`). */
const page = (
  canonical: string,
  title: string,
  description: string,
  extra: Partial<PageMeta> = {},
): PageMeta => ({
  canonical,
  title,
  description,
  ...extra,
});

export const pages = {
  home: homeMeta,
  aboutUs: page(
    '/aboutus',
    `About ${company.brand}`,
    `Who we are: ${company.legalName}, our board, leadership team and investors.`,
  ),
  corporateGovernance: page(
    '/corporate-governance',
    'Corporate Governance',
    'Our policies, codes and public disclosures.',
  ),
  newsroom: page(
    '/newsroom',
    'Newsroom',
    `${company.brand} in the news: launches, partnerships, funding and milestones, as reported by the press.`,
  ),
  career: page(
    '/career',
    'Careers',
    `Work with ${company.brand}: our culture, benefits and open profiles.`,
  ),
  contactUs: page(
    '/contact-us',
    'Contact Us',
    'Call, chat on WhatsApp or write to our customer care team, Monday to Saturday, or visit our registered office in Pune.',
  ),
  customerSupport: page(
    '/customer-support',
    'Customer Support',
    'Request a call from our support team.',
  ),
  customerCare: page(
    '/customer-care',
    'Customer Care',
    'Service requests for your loan: statements, NOC, contact details and more.',
  ),
  trackRequest: page(
    '/track-request',
    'Track a request',
    'See the status and updates of a service request with its ticket number and an OTP.',
    { noindex: true },
  ),
  grievance: page(
    '/grievance-redressal',
    'Grievance Redressal',
    'How to raise a complaint and escalate it.',
  ),
  enquiry: page(
    '/enquiry',
    'Pre-qualified Offer Enquiry',
    'Check your pre-qualified two-wheeler loan offer.',
  ),
  mandate: page(
    '/mandate',
    'E-Mandate Registration',
    'Register an e-mandate so your EMIs are paid from your bank account automatically.',
  ),
  initiatePayment: page(
    '/initiate-payment',
    'Quick Pay',
    'Pay your EMI online by UPI, card or net banking with your loan account number.',
  ),
  paymentResponse: page(
    '/payment-response',
    'Payment Status',
    'The status of your Quick Pay payment, with its order number and amount.',
    {
      noindex: true,
    },
  ),
  mandateInformation: page(
    '/mandate-information',
    'E-Mandate Information',
    'Your e-mandate details.',
    { noindex: true },
  ),
  mandateRegistrationResponse: page(
    '/mandate-registration-response',
    'E-Mandate Status',
    'The status of your e-mandate registration.',
    { noindex: true },
  ),
  mandateResponse: page(
    '/mandate-response',
    'Mandate Already Registered',
    'Your e-mandate is already registered.',
    { noindex: true },
  ),
  digitalLending: page(
    '/digital-lending',
    'Digital Lending',
    'Our digital lending products and apps, the partners that work for us, the cooling-off period and how to complain to the RBI.',
  ),
  refundPolicy: page(
    '/refund-policy',
    'Refund and Cancellation Policy',
    'When a Quick Pay payment can be cancelled or refunded, and how long a refund takes.',
  ),
  accessibility: page(
    '/accessibility',
    'Accessibility statement',
    'How accessible the RideOn website is, how we test it, what does not work well yet and how to tell us about a problem.',
  ),
  redirect: page(
    '/redirect',
    'Redirecting…',
    'Taking you to the next page of the RideOn website.',
    { noindex: true },
  ),
  notFound: page(
    '/404',
    'Page not found',
    'We could not find that page. Go to the home page to find our loans and services.',
    { noindex: true },
  ),
} as const satisfies Record<string, PageMeta>;
