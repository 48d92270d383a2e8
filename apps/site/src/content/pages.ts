import { type PageMeta, pageMeta } from '../lib/page-meta.ts';
import { company } from './company.ts';
import { homeMeta } from './home.ts';

/** Titles and descriptions of the pages that are not product pages (products: `products.ts`). */
export const pages = {
  home: homeMeta,
  aboutUs: pageMeta(
    '/aboutus',
    `About ${company.brand}`,
    `Who we are: ${company.legalName}, our board, leadership team and investors.`,
  ),
  corporateGovernance: pageMeta(
    '/corporate-governance',
    'Corporate Governance',
    'Our policies, codes and public disclosures.',
  ),
  newsroom: pageMeta(
    '/newsroom',
    'Newsroom',
    `${company.brand} in the news: launches, partnerships, funding and milestones, as reported by the press.`,
  ),
  career: pageMeta(
    '/career',
    'Careers',
    `Work with ${company.brand}: our culture, benefits and open profiles.`,
  ),
  contactUs: pageMeta(
    '/contact-us',
    'Contact Us',
    'Call, chat on WhatsApp or write to our customer care team, Monday to Saturday, or visit our registered office in Pune.',
  ),
  customerSupport: pageMeta(
    '/customer-support',
    'Customer Support',
    'Request a call from our support team.',
  ),
  customerCare: pageMeta(
    '/customer-care',
    'Customer Care',
    'Service requests for your loan: statements, NOC, contact details and more.',
  ),
  trackRequest: pageMeta(
    '/track-request',
    'Track a request',
    'See the status and updates of a service request with its ticket number and an OTP.',
    { noindex: true },
  ),
  grievance: pageMeta(
    '/grievance-redressal',
    'Grievance Redressal',
    'How to raise a complaint and escalate it.',
  ),
  enquiry: pageMeta(
    '/enquiry',
    'Pre-qualified Offer Enquiry',
    'Check your pre-qualified two-wheeler loan offer.',
  ),
  mandate: pageMeta(
    '/mandate',
    'E-Mandate Registration',
    'Register an e-mandate so your EMIs are paid from your bank account automatically.',
  ),
  initiatePayment: pageMeta(
    '/initiate-payment',
    'Quick Pay',
    'Pay your EMI online by UPI, card or net banking with your loan account number.',
  ),
  paymentResponse: pageMeta(
    '/payment-response',
    'Payment Status',
    'The status of your Quick Pay payment, with its order number and amount.',
    {
      noindex: true,
    },
  ),
  mandateInformation: pageMeta(
    '/mandate-information',
    'E-Mandate Information',
    'Your e-mandate details.',
    { noindex: true },
  ),
  mandateRegistrationResponse: pageMeta(
    '/mandate-registration-response',
    'E-Mandate Status',
    'The status of your e-mandate registration.',
    { noindex: true },
  ),
  mandateResponse: pageMeta(
    '/mandate-response',
    'Mandate Already Registered',
    'Your e-mandate is already registered.',
    { noindex: true },
  ),
  digitalLending: pageMeta(
    '/digital-lending',
    'Digital Lending',
    'Our digital lending products and apps, the partners that work for us, the cooling-off period and how to complain to the RBI.',
  ),
  refundPolicy: pageMeta(
    '/refund-policy',
    'Refund and Cancellation Policy',
    'When a Quick Pay payment can be cancelled or refunded, and how long a refund takes.',
  ),
  accessibility: pageMeta(
    '/accessibility',
    'Accessibility statement',
    'How accessible the RideOn website is, how we test it, what does not work well yet and how to tell us about a problem.',
  ),
  redirect: pageMeta(
    '/redirect',
    'Redirecting…',
    'Taking you to the next page of the RideOn website.',
    { noindex: true },
  ),
  notFound: pageMeta(
    '/404',
    'Page not found',
    'We could not find that page. Go to the home page to find our loans and services.',
    { noindex: true },
  ),
} as const satisfies Record<string, PageMeta>;
