import { contactChannels, customerCare, registeredOffice } from './contact.ts';
import { privacyNotices } from './privacy.ts';

/** The customer support form, shared by /contact-us and /customer-support. */
export const supportForm = {
  heading: 'Customer Support',
  intro: 'Leave your number and we will call you back.',
  requestType: 'Customer Support',
  labels: {
    firstName: 'First Name',
    phoneNumber: 'Phone Number',
    emailAddress: 'Email Address',
    requestType: 'Request Type',
    query: 'Write a Query',
  },
  hints: {
    firstName: 'The name we should ask for when we call',
    phoneNumber: '10-digit mobile number we can call',
    query: 'Tell us briefly what you need help with',
  },
  requiredMark: '*',
  requiredNote: 'Fields marked * are required.',
  submit: 'REQUEST A CALL',
  submitting: 'Sending…',
  failed:
    'Something went wrong! We could not send your request. Please try again; nothing you typed is lost.',
  callHeading: 'Prefer to call?',
  callNumber: customerCare.phone,
  callHref: customerCare.phoneHref,
  hours: `Calls and chat: ${customerCare.supportHours}`,
  privacy: privacyNotices.support,
  thanks: {
    title: 'Thank you for your interest...',
    text: 'Our team will get in touch with you soon.',
    button: 'Ok',
  },
} as const;

export const contactPage = {
  heading: 'Contact Us',
  banner: 'We are here to help, six days a week.',
  channelsHeading: 'Talk to us',
  channels: contactChannels,
  newTabHint: '(opens in a new tab)',
  office: registeredOffice,
} as const;

export const customerSupportPage = {
  heading: 'Customer Support',
  formHeading: 'Request a call',
  intro: `Tell us how to reach you and what you need, and our team will call you back. Support hours: ${customerCare.supportHours}.`,
} as const;
