import { createThemeContract } from '@vanilla-extract/css';
import { companyTokens } from '../tokens/company.ts';
import type { ThemeTokens } from '../tokens/types.ts';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

const nullsOf = <T extends object>(obj: T): Contract<T> =>
  Object.fromEntries(
    Object.entries(obj).map(([k, v]) => [k, typeof v === 'string' ? null : nullsOf(v as object)]),
  ) as Contract<T>;

/** The one theme contract. Components read only `vars`; each theme fills every slot. */
export const vars = createThemeContract(nullsOf<ThemeTokens>(companyTokens));
