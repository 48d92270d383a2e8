import { company } from './company.ts';
import type { LegalDocument } from './legal.ts';

const { brand, legalName, email, phone } = company;

/**
 * The refund and cancellation policy of payments made on this website (Quick Pay), as payment
 * providers require of merchants. Linked from /initiate-payment and the footer.
 */
export const refundPolicy: LegalDocument = {
  title: 'Refund and Cancellation Policy',
  updated: '24 November 2026',
  intro: `This policy explains when a payment made to ${legalName} (“${brand}”) on this website — an EMI, an overdue amount or a charge of your loan paid through Quick Pay — can be cancelled or refunded, and how long a refund takes.`,
  sections: [
    {
      heading: '1. What you pay for',
      paragraphs: [
        `Quick Pay takes payments towards a loan you hold with ${brand}. Nothing is bought or delivered: the amount is credited to the loan account you name, normally on the next working day, and your repayment schedule shows it.`,
      ],
    },
    {
      heading: '2. Cancelling a payment',
      paragraphs: [
        'You can cancel a payment on the payment page at any time before you confirm it; nothing is charged. Once the payment provider confirms it, the payment cannot be cancelled, because it is applied to your loan straight away.',
      ],
    },
    {
      heading: '3. When we refund',
      paragraphs: ['We refund the amount in full, without charges, when:'],
      list: [
        'you were charged but the payment page or this website showed that it failed (the provider’s confirmation never reached us);',
        'you were charged twice for the same order;',
        'you paid more than the total amount outstanding on the loan, including a payment after the loan was closed;',
        'the payment was made to a loan account that is not yours by mistake, once the holder of that account has agreed and the amount has not been used to close it.',
      ],
    },
    {
      heading: '4. How to ask for a refund',
      paragraphs: [
        `Raise a Payment Related Query on the Customer Care page, or write to ${email} or call ${phone.display}, with your loan account number, the order ID and the payment reference shown on your receipt. We reply within 7 working days.`,
        'A payment that failed but was debited is usually reversed by your bank on its own within 5 to 7 working days; if it is not, tell us and we will trace it with the payment provider.',
      ],
    },
    {
      heading: '5. How long a refund takes',
      paragraphs: [
        'An approved refund goes back to the card, UPI account or bank account you paid from, within 7 working days of approval. Your bank may take a few more days to show it. We do not refund in cash or to another account.',
      ],
    },
    {
      heading: '6. Charges',
      paragraphs: [
        `${brand} charges no fee for Quick Pay. Your bank or card issuer may charge its own fees; they are not refundable by us.`,
      ],
    },
    {
      heading: '7. Grievances',
      paragraphs: [
        'If you are not satisfied with our answer, you can escalate it as described on the Grievance Redressal page, and then to the Reserve Bank of India’s Integrated Ombudsman Scheme.',
      ],
    },
  ],
};
