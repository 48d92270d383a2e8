/** The words of the Apply Now dialog (a product's lead) that the package's dialog does not have. */
export const leadDialog = {
  description: 'Leave your name and mobile number, and our team will call you back.',
  /** The privacy notice, around its link to the Privacy Policy. */
  privacy: {
    before:
      'We collect your name and mobile number only to call you back about this loan, and keep them as our ',
    link: 'Privacy Policy',
    after: ' describes.',
  },
  /** Said when the API could not be reached at all, besides the dialog's own message. */
  unreachable: 'We could not reach our server. Check your connection and try again.',
} as const;
