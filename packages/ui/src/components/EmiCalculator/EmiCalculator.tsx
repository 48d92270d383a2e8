'use client';

import {
  type ChangeEvent,
  forwardRef,
  type HTMLAttributes,
  type ReactNode,
  useId,
  useMemo,
  useState,
} from 'react';
import { keyFacts } from '../../finance/key-facts.ts';
import { formatIndianNumber, formatRupees } from '../../format/number.ts';
import { cx } from '../private/cx.ts';
import { useControllableState } from '../private/useControllableState.ts';
import { Slider } from '../Slider/Slider.tsx';
import { AmortisationTable } from './AmortisationTable.tsx';
import * as css from './EmiCalculator.css.ts';
import { AprFigures, clampFee, FeeControl, type FeeUnit } from './EmiFee.tsx';

/** A slider's range. */
export interface EmiRange {
  min: number;
  max: number;
  step: number;
}

/** The calculator's inputs: amount in rupees, annual rate in per cent, tenure in months. */
export interface EmiValue {
  amount: number;
  rate: number;
  tenure: number;
  /** Processing fee before GST, in `feeUnit` (with `withFee`). Default 0. */
  fee?: number;
  /** Default 'percent'. */
  feeUnit?: FeeUnit;
}

/** The words EmiCalculator writes itself; templates get the figures already formatted where money is involved. */
export interface EmiCalculatorLabels {
  /** The calculator's heading. */
  heading: ReactNode;
  /** Label of the loan amount slider and box. */
  amount: string;
  /** Label of the rate slider and box. */
  rate: string;
  /** Label of the tenure slider and box. */
  tenure: string;
  /** The EMI figure's term. */
  emi: ReactNode;
  /** The total interest figure's term. */
  totalInterest: ReactNode;
  /** The total payable figure's term. */
  totalPayable: ReactNode;
  /** The schedule's disclosure, its region's name and the start of its caption. */
  schedule: string;
  /** Schedule column: month. */
  month: ReactNode;
  /** Schedule column: principal. */
  principal: ReactNode;
  /** Schedule column: interest. */
  interest: ReactNode;
  /** Schedule column: the instalment. */
  instalment: ReactNode;
  /** Schedule column: balance. */
  balance: ReactNode;
  /** Label of the processing fee box (with `withFee`). */
  fee: string;
  /** Accessible name of the fee's unit (₹ or %) select. */
  feeUnit: string;
  /** The APR figure's term. */
  apr: ReactNode;
  /** The net disbursed figure's term. */
  netDisbursed: ReactNode;
  /** What APR means, under the figures (with `withFee`). */
  aprMeaning: ReactNode;
  /** The note under the figures when no `note` is given. */
  note: ReactNode;
  /** The note under the figures with `withFee`, when no `note` is given. */
  feeNote: ReactNode;
  /** The amount slider's range hint, from formatted rupees: '₹10,000 to ₹3,00,000'. */
  amountRange: (min: string, max: string) => string;
  /** The rate slider's range hint: '8% to 40%'. */
  rateRange: (min: number, max: number) => string;
  /** The tenure slider's range hint: '6 to 60 months'. */
  tenureRange: (min: number, max: number) => string;
  /** The rate as a screen reader hears the slider's value: '23 % per year'. */
  rateSpoken: (rate: number) => string;
  /** The tenure as a screen reader hears the slider's value: '36 months'. */
  tenureSpoken: (months: number) => string;
  /** The fee box's hint in per cent: '0% to 10% of the loan amount, plus 18% GST'. */
  feePercentRange: (min: number, max: number, gstPercent: number) => string;
  /** The fee box's hint in rupees, from formatted rupees: '₹0 to ₹10,000, plus 18% GST'. */
  feeRupeesRange: (min: string, max: string, gstPercent: number) => string;
  /** The schedule's caption after its name: '₹1,00,000 at 23% for 36 months'. */
  scheduleCaption: (amount: string, rate: number, months: number) => string;
}

export interface EmiCalculatorProps
  extends Omit<HTMLAttributes<HTMLElement>, 'defaultValue' | 'onChange'> {
  /** Controlled value. */
  value?: EmiValue;
  /** Starting value when uncontrolled. Default ₹1,00,000 at 23 % for 36 months. */
  defaultValue?: EmiValue;
  /** Called as any input moves, with the new value. */
  onValueChange?: (value: EmiValue) => void;
  /** Slider ranges. Default amount ₹10,000–₹3,00,000 step 1,000; rate 8–40 step 0.25; tenure 6–60 step 1. */
  ranges?: Partial<Record<Field, EmiRange>>;
  /** The calculator's own words, to translate or adjust; English by default. */
  labels?: Partial<EmiCalculatorLabels>;
  /** Heading level of the title, to fit the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** The note under the figures. Default `labels.note` (`labels.feeNote` with `withFee`). */
  note?: ReactNode;
  /** Show the amortisation schedule open at first. Default false. */
  scheduleDefaultOpen?: boolean;
  /** Add the optional processing fee (₹ or %) and show the APR and net disbursed amount. */
  withFee?: boolean;
  /** GST on the processing fee, in per cent. Default 18. */
  feeGstPercent?: number;
}

export const defaultEmiRanges: Record<Field, EmiRange> = {
  amount: { min: 10_000, max: 300_000, step: 1_000 },
  rate: { min: 8, max: 40, step: 0.25 },
  tenure: { min: 6, max: 60, step: 1 },
};

export const defaultEmiValue: EmiValue = { amount: 100_000, rate: 23, tenure: 36 };

/** EmiCalculator's English words. */
export const defaultEmiCalculatorLabels: EmiCalculatorLabels = {
  heading: 'EMI Calculator',
  amount: 'Loan Amount',
  rate: 'Rate of Interest (%)',
  tenure: 'Loan Tenure (Months)',
  emi: 'Monthly EMI',
  totalInterest: 'Total interest',
  totalPayable: 'Total payable',
  schedule: 'Amortisation schedule',
  month: 'Month',
  principal: 'Principal',
  interest: 'Interest',
  instalment: 'EMI',
  balance: 'Balance',
  fee: 'Processing fee',
  feeUnit: 'Fee in',
  apr: 'APR',
  netDisbursed: 'You receive',
  aprMeaning:
    'APR is the yearly cost of the loan with the processing fee and its GST counted, not only the interest.',
  note: 'These figures are indicative and exclude fees and charges. Your actual annual percentage rate (APR) is in the Key Fact Statement.',
  feeNote: 'These figures are indicative. Your actual APR is in the Key Fact Statement.',
  amountRange: (min, max) => `${min} to ${max}`,
  rateRange: (min, max) => `${min}% to ${max}%`,
  tenureRange: (min, max) => `${min} to ${max} months`,
  rateSpoken: (rate) => `${rate} % per year`,
  tenureSpoken: (months) => `${months} months`,
  feePercentRange: (min, max, gst) => `${min}% to ${max}% of the loan amount, plus ${gst}% GST`,
  feeRupeesRange: (min, max, gst) => `${min} to ${max}, plus ${gst}% GST`,
  scheduleCaption: (amount, rate, months) => `${amount} at ${rate}% for ${months} months`,
};

const clamp = (n: number, { min, max }: EmiRange) => Math.min(max, Math.max(min, n));
const snap = (n: number, r: EmiRange) =>
  clamp(Number((Math.round((n - r.min) / r.step) * r.step + r.min).toFixed(4)), r);
const parse = (text: string) => Number(text.replace(/[,\s₹%]/g, ''));

type Field = 'amount' | 'rate' | 'tenure';

const show: Record<Field, (n: number) => string> = {
  amount: (n) => formatIndianNumber(n),
  rate: (n) => String(n),
  tenure: (n) => String(n),
};

const spoken = (labels: EmiCalculatorLabels): Record<Field, (n: number) => string> => ({
  amount: (n) => formatRupees(n),
  rate: labels.rateSpoken,
  tenure: labels.tenureSpoken,
});

const rangeText = (labels: EmiCalculatorLabels): Record<Field, (r: EmiRange) => string> => ({
  amount: (r) => labels.amountRange(formatRupees(r.min), formatRupees(r.max)),
  rate: (r) => labels.rateRange(r.min, r.max),
  tenure: (r) => labels.tenureRange(r.min, r.max),
});

/**
 * A reducing-balance EMI calculator: three sliders, each with a number box, that update the EMI,
 * the total interest, the total payable and the amortisation schedule as they move. Figures in
 * Indian grouping (₹1,00,000). The arithmetic is `finance/emi.ts`.
 */
export const EmiCalculator = forwardRef<HTMLElement, EmiCalculatorProps>(function EmiCalculator(
  {
    value: controlled,
    defaultValue = defaultEmiValue,
    onValueChange,
    ranges: rangeOverrides,
    labels: labelOverrides,
    headingLevel = 2,
    note,
    scheduleDefaultOpen = false,
    withFee = false,
    feeGstPercent = 18,
    className,
    ...rest
  },
  ref,
) {
  const [value, setValue] = useControllableState(controlled, defaultValue, onValueChange);
  const ranges = { ...defaultEmiRanges, ...rangeOverrides };
  const labels = { ...defaultEmiCalculatorLabels, ...labelOverrides };
  // What the visitor is typing in a number box, until it leaves the box.
  const [drafts, setDrafts] = useState<Partial<Record<Field, string>>>({});
  // The schedule (up to 60 rows) is rendered only while it is open: less to hydrate and paint.
  const [scheduleOpen, setScheduleOpen] = useState(scheduleDefaultOpen);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const feeUnit = value.feeUnit ?? 'percent';
  const fee = withFee ? clampFee(value.fee ?? 0, feeUnit, value.amount) : 0;
  const summary = useMemo(
    () =>
      keyFacts({
        principal: value.amount,
        annualRatePercent: value.rate,
        tenureMonths: value.tenure,
        charges: [
          {
            label: 'Processing fee',
            ...(feeUnit === 'percent' ? { percentOfPrincipal: fee } : { amount: fee }),
            gstPercent: feeGstPercent,
            payableTo: 'company',
          },
        ],
      }),
    [value.amount, value.rate, value.tenure, fee, feeUnit, feeGstPercent],
  );

  const commit = (field: Field, n: number) => {
    setValue({ ...value, [field]: n });
  };

  const onType = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setDrafts((d) => ({ ...d, [field]: text }));
    const n = parse(text);
    const r = ranges[field];
    // Live while the typed number is a possible value; out-of-range input waits for blur.
    if (text.trim() !== '' && Number.isFinite(n) && n >= r.min && n <= r.max) {
      commit(field, field === 'tenure' ? Math.round(n) : n);
    }
  };

  const onLeave = (field: Field) => () => {
    const text = drafts[field];
    setDrafts((d) => ({ ...d, [field]: undefined }));
    if (text === undefined) return;
    const n = parse(text);
    commit(field, Number.isFinite(n) && text.trim() !== '' ? snap(n, ranges[field]) : value[field]);
  };

  const control = (field: Field) => {
    const r = ranges[field];
    const sliderId = `${id}-${field}`;
    return (
      <div className={css.control} key={field}>
        <Slider
          id={sliderId}
          label={labels[field]}
          hint={rangeText(labels)[field](r)}
          min={r.min}
          max={r.max}
          step={r.step}
          value={clamp(value[field], r)}
          formatValue={spoken(labels)[field]}
          showValue={false}
          showRange={false}
          onValueChange={(n) => commit(field, n)}
        />
        <span className={css.inputWrap}>
          {field === 'amount' && (
            <span className={css.affix} aria-hidden="true">
              ₹
            </span>
          )}
          <input
            className={css.numberInput}
            type="text"
            inputMode={field === 'rate' ? 'decimal' : 'numeric'}
            autoComplete="off"
            // Named and described by the slider's label and range hint: one field, two controls.
            aria-labelledby={`${sliderId}-label`}
            aria-describedby={`${sliderId}-hint`}
            value={drafts[field] ?? show[field](value[field])}
            onChange={onType(field)}
            onBlur={onLeave(field)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onLeave(field)();
            }}
          />
        </span>
      </div>
    );
  };

  return (
    <section
      ref={ref}
      aria-labelledby={`${id}-heading`}
      className={cx(css.root, className)}
      {...rest}
    >
      <Heading id={`${id}-heading`} className={css.heading}>
        {labels.heading}
      </Heading>
      <div className={css.layout}>
        <div className={css.controls}>
          {(['amount', 'rate', 'tenure'] as const).map(control)}
          {withFee && (
            <FeeControl
              id={id}
              label={labels.fee}
              unitLabel={labels.feeUnit}
              rangeText={labels}
              gstPercent={feeGstPercent}
              amount={value.amount}
              fee={fee}
              unit={feeUnit}
              onChange={(nextFee, nextUnit) =>
                setValue({ ...value, fee: nextFee, feeUnit: nextUnit })
              }
            />
          )}
        </div>
        <div className={css.results}>
          <dl className={css.figures}>
            <div className={css.figure} data-kind="emi">
              <dt>{labels.emi}</dt>
              <dd>
                <output aria-live="polite" data-testid="emi-value">
                  {formatRupees(summary.emi)}
                </output>
              </dd>
            </div>
            <div className={css.figure}>
              <dt>{labels.totalInterest}</dt>
              <dd data-testid="emi-total-interest">{formatRupees(summary.totalInterest)}</dd>
            </div>
            <div className={css.figure}>
              <dt>{labels.totalPayable}</dt>
              <dd data-testid="emi-total-payable">{formatRupees(summary.totalPayable)}</dd>
            </div>
            {withFee && (
              <AprFigures
                aprLabel={labels.apr}
                apr={summary.apr}
                netDisbursedLabel={labels.netDisbursed}
                netDisbursed={summary.netDisbursed}
              />
            )}
          </dl>
          {withFee && <p className={css.aprMeaning}>{labels.aprMeaning}</p>}
          <p className={css.note}>{note ?? (withFee ? labels.feeNote : labels.note)}</p>
        </div>
      </div>
      <details
        className={css.schedule}
        open={scheduleOpen}
        onToggle={(event) => setScheduleOpen(event.currentTarget.open)}
      >
        <summary className={css.summary}>{labels.schedule}</summary>
        {scheduleOpen && (
          <AmortisationTable
            labels={labels}
            caption={labels.scheduleCaption(formatRupees(value.amount), value.rate, value.tenure)}
            schedule={summary.schedule}
          />
        )}
      </details>
    </section>
  );
});
