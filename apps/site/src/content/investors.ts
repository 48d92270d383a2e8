import { type SiteImage, siteImage } from './images.ts';

/** An investor blurb on /aboutus. Names and figures are sample entries. */
export interface Investor {
  id: string;
  name: string;
  logo: SiteImage;
  /** One or two short paragraphs. */
  blurb: readonly string[];
}

function investor(id: string, name: string, blurb: readonly string[]): Investor {
  return { id, name, logo: siteImage(`investors/${id}`, 160, 64, `${name} logo`), blurb };
}

export const investors: readonly Investor[] = [
  investor('northbridge', 'Northbridge Impact Partners', [
    'An impact investor focused on financial inclusion in South Asia. Northbridge led our Series B in 2021 and has a seat on our board.',
  ]),
  investor('sahyadri', 'Sahyadri Ventures', [
    'A Pune-based early-stage fund that backed the company at its start in 2017. Sahyadri invests in businesses that serve India’s smaller towns.',
  ]),
  investor('greenline', 'Greenline Climate Fund', [
    'A climate fund that invests in clean transport. Greenline joined in 2023 to grow our electric two-wheeler, rickshaw and battery loans, and has a seat on our board.',
  ]),
  investor('meridian', 'Meridian Growth Capital', [
    'A growth equity investor in Indian financial services. Meridian joined our Series C in 2024 to help us open branches in new states.',
  ]),
];
