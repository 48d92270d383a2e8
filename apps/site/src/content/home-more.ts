import { company } from './company.ts';
import { companyRecord } from './company-record.ts';
import { videos } from './media.ts';

/** The home page's sections below the fold, loaded with their code as they near the screen. */

export const whyUs = {
  heading: `Why ${company.brand}`,
  points: [
    {
      title: 'Decisions in a day',
      text: 'Most applications are decided within one working day of receiving your documents.',
    },
    {
      title: 'For first-time borrowers',
      text: 'No credit history? We look at your whole profile, not only a score.',
    },
    {
      title: 'Everything in writing',
      text: 'Your Key Fact Statement shows the rate, the EMI and every charge before you sign.',
    },
    {
      title: 'A team that looks like India',
      text: `${companyRecord.womenAtHeadOffice} of our head-office employees are women, and our branch teams speak your language.`,
    },
  ],
} as const;

export const testimonials = {
  heading: 'Testimonials',
  items: [
    {
      quote:
        'I had no salary slip, only my shop’s bank statement. They still approved my scooter loan in two days.',
      name: 'Sunita Jadhav',
      place: 'Kolhapur',
      product: 'New Two-Wheeler Loan',
    },
    {
      quote:
        'My e-rickshaw pays for itself. The EMI date matches when I get paid, which makes a big difference.',
      name: 'Mohammed Irfan',
      place: 'Lucknow',
      product: 'Electric Rickshaw Loan',
    },
    {
      quote:
        'The inspector checked the used bike before I paid for it. I knew exactly what I was buying.',
      name: 'Karthik R.',
      place: 'Coimbatore',
      product: 'Used Two-Wheeler Loan',
    },
  ],
} as const;

export const faqs = {
  heading: 'FAQs',
  items: [
    {
      question: 'How long does it take to get a two-wheeler loan?',
      answer:
        'Most applications are decided within one working day once we have your documents. The dealer can then deliver the vehicle.',
    },
    {
      question: 'What documents do I need?',
      answer:
        'A photo identity proof, an address proof and income papers — a self-attested copy of one document of each kind. Each product page lists them.',
    },
    {
      question: 'How is my EMI worked out?',
      answer:
        'On the reducing balance: each month you pay interest on what you still owe. The EMI calculator on our loan pages shows the EMI, the total interest and the month-by-month schedule.',
    },
    {
      question: 'Can I pay my EMI online?',
      answer:
        'Yes. Register an e-mandate so your EMI is paid from your bank automatically, or pay any time with Quick Pay by UPI, card or net banking.',
    },
    {
      question: 'Can I close my loan early?',
      answer:
        'Yes. Ask customer care for a foreclosure statement; it shows the amount due and any charge that applies.',
    },
  ],
} as const;

export const quickGuides = {
  heading: 'Quick Guides',
  items: [
    { title: 'EMI payment on time', video: videos.emi },
    { title: 'E-mandate', video: videos.mandate },
    { title: 'Digital payment', video: videos.digital },
  ],
} as const;
