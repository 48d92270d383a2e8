import type { ColumnType, Generated } from 'kysely';

/** Numeric columns come back as strings from both PGlite and pg. */
type Numeric = ColumnType<string, string | number, string | number>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateCol = ColumnType<Date, Date | string, Date | string>;

/** The tables only the sandboxes use (the lender's and the loan management system's stand-ins). */
export interface SandboxTables {
  lms_sandbox_loans: {
    loan_account_no: string;
    product: string;
    annual_rate: Numeric;
    tenure_months: number;
    first_due_date: DateCol;
    instalments_missed: ColumnType<number, number | undefined, number>;
    closed_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  lender_sandbox_tokens: { token_hash: string; expires_at: Timestamp };
  lender_sandbox_requests: {
    id: string;
    mobile: string;
    pan_masked: string | null;
    aadhaar_masked: string;
    loan_amount: number;
    otp_hash: string | null;
    otp_attempts: Generated<number>;
    result_status: number;
    offer_amount: number;
    lead_id: string;
    pan_name: string | null;
    created_at: Timestamp;
  };
}
