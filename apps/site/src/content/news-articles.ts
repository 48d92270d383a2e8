import { company } from './company.ts';

/**
 * The text of the sample press stories the newsroom lists. A real deployment links its real
 * coverage (set `VITE_NEWS_BASE_URL` or give items full URLs); the embedded default ships these
 * pages so that no newsroom link is dead (spec README: no dead link in the embedded default).
 * The pre-renderer writes each as `news/<id>.html`.
 */
export const newsArticles: Readonly<Record<string, readonly string[]>> = {
  'series-c-meridian': [
    `${company.brand}, the Pune-based lender for two-wheelers and electric vehicles, has raised a Series C round led by Meridian Growth Capital, with its Series B investors taking part again.`,
    'The company says the money will fund electric two-wheeler and three-wheeler loans in four new states over the next eighteen months, and a larger team of field officers who visit dealers and customers.',
  ],
  'battery-loans-launch': [
    `${company.brand} has launched loans for replacement batteries of electric rickshaws, assessed on the driver's daily earnings rather than on payslips or income tax returns.`,
    'Drivers can borrow for a new battery pack at the dealer and repay in weekly or monthly instalments by UPI e-mandate, the company said.',
  ],
  'women-riders-programme': [
    `A programme run by ${company.brand} with driving schools and dealers in Pune has financed the first scooters of 5,000 women, most of them first-time borrowers.`,
    'The programme pairs riding lessons with a loan offer and a dedicated relationship officer, and the lender says women are now its fastest-growing group of new customers.',
  ],
  'one-lakh-customers': [
    `${company.brand} has crossed one lakh two-wheeler loan customers, seven years after it made its first loan in Pune.`,
    'New and used motorcycle loans still make up most of the book, while electric vehicle loans were the fastest-growing line this year.',
  ],
  'ev-auto-partnership': [
    `Three makers of electric autos have tied up with ${company.brand} so that buyers can get a loan decision at the dealership the same day.`,
    'The lender’s staff at partner showrooms check documents on a tablet, and drivers with a short credit history can offer the vehicle’s earnings record instead.',
  ],
  'greenline-investment': [
    `Greenline Climate Fund has invested in ${company.brand} to expand its lending for electric two-wheelers, the fund’s first investment in a vehicle lender.`,
    'The fund said it was drawn by the company’s record of collections in smaller towns and by its product for battery financing.',
  ],
  'e-mandate-digital': [
    'Borrowers in smaller towns are moving their EMI payments from cash and cheques to UPI e-mandates, lenders say, helped by phones that make the registration a two-minute job.',
    `At ${company.brand}, more than half of new loans now repay by e-mandate, up from a fifth two years ago.`,
  ],
  'karnataka-branches': [
    `${company.brand} has opened branches in Bengaluru and Mysuru, its first outside Maharashtra, and plans four more in Karnataka next year.`,
    'The branches offer new and used two-wheeler loans and loans for electric scooters, with service in Kannada, English and Hindi.',
  ],
  'used-bike-refinance': [
    'Loans against a two-wheeler the borrower already owns are growing quietly, as riders use their scooters to raise money for school fees, repairs or a small business.',
    `Lenders such as ${company.brand} value the vehicle, check its papers and can pay out within a day, the loan secured on the vehicle itself.`,
  ],
  'series-b-northbridge': [
    `Northbridge Impact Partners has led a Series B round in ${company.brand}, the two-wheeler lender founded in Pune in 2017.`,
    'The company plans to add electric vehicle loans and to open branches across Maharashtra with the new capital.',
  ],
  'covid-relief': [
    `${company.brand} is offering restructuring of loans to riders whose income stopped during the lockdown, in line with the RBI’s relief measures.`,
    'Customers can ask for the option through customer care; the company says no customer will be charged a penalty for the moratorium months.',
  ],
  'first-anniversary': [
    `A year after it began lending, ${company.brand} has financed 10,000 first-time riders in and around Pune.`,
    'Most of its customers are salaried workers and small traders buying their first motorcycle, and many had no credit history before their loan.',
  ],
};
