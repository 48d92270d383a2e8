import type { Instalment, LoanPayment, MyLoan } from '@company/forms/contracts';

/**
 * A loan as the loan management system (LMS) keeps it: the facts of the borrower's view that the
 * LMS holds (the rest is worked out from its schedule). Amounts in rupees; dates yyyy-mm-dd.
 */
export type LmsLoan = Pick<
  MyLoan,
  | 'lan'
  | 'product'
  | 'vehicle_number'
  | 'status'
  | 'amount_financed'
  | 'emi'
  | 'annual_rate'
  | 'tenure_months'
  | 'closed_on'
>;

/** One line of a statement of account; `balance` is what is owed after it. */
export interface StatementLine {
  date: string;
  description: string;
  debit: number;
  credit: number;
  balance: number;
}

export interface LmsStatement {
  opening_balance: number;
  lines: StatementLine[];
  closing_balance: number;
}

/** The loan management system: the source of a borrower's loans, schedule and collections. */
export interface LoanManagementSystem {
  readonly name: 'sandbox' | 'lms';
  /** Every loan registered to the mobile number. */
  loansOf(mobile: string): Promise<LmsLoan[]>;
  schedule(lan: string): Promise<Instalment[]>;
  /** Payments collected: by e-mandate, at a branch, and those made online on this site. */
  payments(lan: string): Promise<LoanPayment[]>;
  /** The statement's lines for the period, both dates included. */
  statement(lan: string, from: string, to: string): Promise<LmsStatement>;
}

export class LmsError extends Error {}

export interface LmsConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

type Fetch = (url: URL, init: RequestInit) => Promise<Response>;

/**
 * The company's LMS over HTTPS: `GET {LMS_BASE_URL}/loans?mobile=…`, `/loans/{lan}/schedule`,
 * `/loans/{lan}/payments`, `/loans/{lan}/statement?from=…&to=…`, each with the site's own client
 * credentials, answering JSON `{ data }`. Anything else is unavailability (LmsError).
 */
export function httpLms(config: LmsConfig, fetchImpl: Fetch = fetch): LoanManagementSystem {
  async function get<T>(path: string): Promise<T> {
    let res: Response;
    try {
      res = await fetchImpl(new URL(path, `${config.baseUrl.replace(/\/$/, '')}/`), {
        headers: {
          accept: 'application/json',
          'x-client-id': config.clientId,
          'x-client-secret': config.clientSecret,
        },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new LmsError(`LMS unreachable: ${(err as Error).message}`);
    }
    if (res.status !== 200) throw new LmsError(`LMS answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as { data?: T } | null;
    if (!body || body.data === undefined) throw new LmsError('LMS answered without data');
    return body.data;
  }
  const loan = (lan: string) => `loans/${encodeURIComponent(lan)}`;
  return {
    name: 'lms',
    loansOf: (mobile) => get(`loans?mobile=${encodeURIComponent(mobile)}`),
    schedule: (lan) => get(`${loan(lan)}/schedule`),
    payments: (lan) => get(`${loan(lan)}/payments`),
    statement: (lan, from, to) =>
      get(`${loan(lan)}/statement?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
  };
}
