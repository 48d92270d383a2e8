import { company } from './company.ts';
import { companyRecord } from './company-record.ts';

export const aboutPage = {
  heading: `About ${company.brand}`,
  intro: 'Vehicle finance that is quick, fair and plain to understand.',
  description: [
    `${company.legalName} is a non-banking finance company registered with the Reserve Bank of India. We started in ${companyRecord.founded} with one idea: a first-time rider in a small town should get a two-wheeler loan as quickly and fairly as anyone in a big city.`,
    'Today we finance new and used two-wheelers, refinance vehicles people already own, and help riders switch to electric with loans for electric scooters, rickshaws, autos and batteries. Our teams work from branches and dealerships across Maharashtra, Karnataka, Tamil Nadu, Telangana, Gujarat and the north.',
    'We keep the paperwork short, explain every charge before you sign, and decide most applications within a day. Many of our customers are borrowing for the first time; we help them build a credit history they can use for the rest of their lives.',
    `We are an equal-opportunity employer: ${companyRecord.womenAtHeadOffice} of our head-office employees are women.`,
  ],
  highlights: [
    { value: '2017', label: 'year we started lending' },
    { value: '16', label: 'cities with a branch' },
    { value: '1 day', label: 'usual time to a decision' },
  ],
  /** The X button of a person's dialog. */
  closeLabel: 'Close',
  board: {
    heading: 'Board of Directors',
    intro: 'Our board sets the company’s direction and holds management to account.',
  },
  leadership: {
    heading: 'Leadership Team',
    intro: 'The people who run the company day to day.',
  },
  investors: {
    heading: 'Investors',
    intro: 'Long-term investors who share our aim of fair credit for everyday riders.',
  },
} as const;
