import { absoluteUrl } from '../lib/site.ts';
import { company } from './company.ts';
import { companyRecord } from './company-record.ts';
import type { Product } from './products.ts';
import { structuredDataWords as words } from './structured-data-words.ts';

/**
 * schema.org FinancialService for the company, on every page. The builders are the same in every
 * language: the Hindi build reads the Hindi company, products and `structured-data-words.ts`.
 */
export function organisationJsonLd(): object {
  const o = companyRecord.registeredOffice;
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    '@id': absoluteUrl('/#organisation'),
    name: company.legalName,
    alternateName: company.brand,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    slogan: company.tagline,
    foundingDate: companyRecord.foundingDate,
    telephone: company.phone.display,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${o.street}, ${o.locality}`,
      addressLocality: o.city,
      addressRegion: o.region,
      postalCode: o.postalCode,
      addressCountry: 'IN',
    },
    identifier: [
      { '@type': 'PropertyValue', propertyID: 'CIN', value: companyRecord.cin },
      {
        '@type': 'PropertyValue',
        propertyID: words.rbiRegistration,
        value: companyRecord.rbiRegistration,
      },
    ],
    sameAs: companyRecord.social.map((s) => s.href),
  };
}

/** schema.org LoanOrCredit for a loan product page. */
export function loanJsonLd(product: Product): object {
  const { rate, maxTenureMonths } = product.facts;
  return {
    '@context': 'https://schema.org',
    '@type': 'LoanOrCredit',
    name: product.title,
    description: product.meta.description,
    url: absoluteUrl(product.path),
    provider: { '@id': absoluteUrl('/#organisation') },
    currency: 'INR',
    areaServed: { '@type': 'Country', name: words.country },
    ...(rate.min > 0
      ? {
          annualPercentageRate: {
            '@type': 'QuantitativeValue',
            minValue: rate.min,
            ...(rate.max ? { maxValue: rate.max } : {}),
            unitText: words.percentPerYear,
          },
        }
      : {}),
    loanTerm: { '@type': 'QuantitativeValue', maxValue: maxTenureMonths, unitCode: 'MON' },
  };
}
