'use client';

import { type ReactNode, useState } from 'react';
import { formatIndianNumber, formatPercent, formatRupees } from '../../format/number.ts';
import * as css from './EmiCalculator.css.ts';

/** How the processing fee is given: in rupees, or in per cent of the loan amount. */
export type FeeUnit = 'rupees' | 'percent';

/** A fee in per cent runs 0–10 %; in rupees, 0 to a tenth of the amount, so it never eats the loan. */
export function feeRange(unit: FeeUnit, amount: number) {
  return unit === 'percent'
    ? { min: 0, max: 10, step: 0.01 }
    : { min: 0, max: Math.floor(amount / 10), step: 1 };
}

export const clampFee = (fee: number, unit: FeeUnit, amount: number) => {
  const { min, max } = feeRange(unit, amount);
  return Math.min(max, Math.max(min, fee));
};

interface FeeControlProps {
  id: string;
  label: string;
  unitLabel: string;
  /** The calculator's hint templates (`EmiCalculatorLabels`), by the fee's unit. */
  rangeText: {
    feePercentRange: (min: number, max: number, gstPercent: number) => string;
    feeRupeesRange: (min: string, max: string, gstPercent: number) => string;
  };
  gstPercent: number;
  amount: number;
  fee: number;
  unit: FeeUnit;
  onChange: (fee: number, unit: FeeUnit) => void;
}

const parse = (text: string) => Number(text.replace(/[,\s₹%]/g, ''));

/**
 * The optional processing fee: a number box with its unit (₹ or %). Like the other boxes, a
 * possible value counts at once; anything else waits for the box to be left, then snaps to range.
 */
export function FeeControl({
  id,
  label,
  unitLabel,
  rangeText,
  gstPercent,
  amount,
  fee,
  unit,
  onChange,
}: FeeControlProps) {
  const [draft, setDraft] = useState<string>();
  const range = feeRange(unit, amount);
  const shown = unit === 'percent' ? String(fee) : formatIndianNumber(fee);
  const hint =
    unit === 'percent'
      ? rangeText.feePercentRange(range.min, range.max, gstPercent)
      : rangeText.feeRupeesRange(formatRupees(range.min), formatRupees(range.max), gstPercent);
  const leave = () => {
    if (draft === undefined) return;
    setDraft(undefined);
    const n = parse(draft);
    onChange(draft.trim() !== '' && Number.isFinite(n) ? clampFee(n, unit, amount) : fee, unit);
  };
  return (
    <div className={css.control}>
      <span className={css.feeLabel}>
        <label htmlFor={`${id}-fee`}>{label}</label>
        <span id={`${id}-fee-hint`} className={css.feeHint}>
          {hint}
        </span>
      </span>
      <span className={css.inputWrap}>
        <select
          className={css.feeUnit}
          aria-label={unitLabel}
          value={unit}
          onChange={(event) => {
            // The same fee, said the other way: 2 % of ₹1,00,000 becomes ₹2,000 and back.
            const next = event.target.value as FeeUnit;
            const converted =
              next === unit
                ? fee
                : next === 'rupees'
                  ? Math.round((fee * amount) / 100)
                  : Math.round((fee / amount) * 10_000) / 100;
            setDraft(undefined);
            onChange(clampFee(converted, next, amount), next);
          }}
        >
          <option value="rupees">₹</option>
          <option value="percent">%</option>
        </select>
        <input
          id={`${id}-fee`}
          className={css.numberInput}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={`${id}-fee-hint`}
          value={draft ?? shown}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const n = parse(text);
            if (text.trim() !== '' && Number.isFinite(n) && n >= range.min && n <= range.max)
              onChange(n, unit);
          }}
          onBlur={leave}
          onKeyDown={(event) => {
            if (event.key === 'Enter') leave();
          }}
        />
      </span>
    </div>
  );
}

interface AprFiguresProps {
  aprLabel: ReactNode;
  apr: number;
  netDisbursedLabel: ReactNode;
  netDisbursed: number;
}

/** The APR beside the EMI, and what reaches the borrower once the fee and its GST are taken. */
export function AprFigures({ aprLabel, apr, netDisbursedLabel, netDisbursed }: AprFiguresProps) {
  return (
    <>
      <div className={css.figure} data-kind="emi">
        <dt>{aprLabel}</dt>
        <dd>
          <output aria-live="polite" data-testid="emi-apr">
            {formatPercent(apr)}
          </output>
        </dd>
      </div>
      <div className={css.figure}>
        <dt>{netDisbursedLabel}</dt>
        <dd data-testid="emi-net-disbursed">
          {formatRupees(netDisbursed, { fractionDigits: Number.isInteger(netDisbursed) ? 0 : 2 })}
        </dd>
      </div>
    </>
  );
}
