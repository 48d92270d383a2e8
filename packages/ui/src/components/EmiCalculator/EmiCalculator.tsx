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

export interface EmiCalculatorLabels {
  heading: ReactNode;
  amount: string;
  rate: string;
  tenure: string;
  emi: ReactNode;
  totalInterest: ReactNode;
  totalPayable: ReactNode;
  schedule: string;
  month: ReactNode;
  principal: ReactNode;
  interest: ReactNode;
  instalment: ReactNode;
  balance: ReactNode;
  fee: string;
  feeUnit: string;
  apr: ReactNode;
  netDisbursed: ReactNode;
  aprMeaning: ReactNode;
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
  /** Texts; every one has an English default. */
  labels?: Partial<EmiCalculatorLabels>;
  /** Heading level of the title, to fit the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** The note under the figures. Default: indicative, excluding fees, APR in the Key Fact Statement. */
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

const defaultLabels: EmiCalculatorLabels = {
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
};

const defaultNote =
  'These figures are indicative and exclude fees and charges. Your actual annual percentage rate (APR) is in the Key Fact Statement.';

const defaultFeeNote =
  'These figures are indicative. Your actual APR is in the Key Fact Statement.';

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

const spoken: Record<Field, (n: number) => string> = {
  amount: (n) => formatRupees(n),
  rate: (n) => `${n} % per year`,
  tenure: (n) => `${n} months`,
};

const rangeText: Record<Field, (r: EmiRange) => string> = {
  amount: (r) => `${formatRupees(r.min)} to ${formatRupees(r.max)}`,
  rate: (r) => `${r.min}% to ${r.max}%`,
  tenure: (r) => `${r.min} to ${r.max} months`,
};

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
  const labels = { ...defaultLabels, ...labelOverrides };
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
          hint={rangeText[field](r)}
          min={r.min}
          max={r.max}
          step={r.step}
          value={clamp(value[field], r)}
          formatValue={spoken[field]}
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
          <p className={css.note}>{note ?? (withFee ? defaultFeeNote : defaultNote)}</p>
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
            caption={`${formatRupees(value.amount)} at ${value.rate}% for ${value.tenure} months`}
            schedule={summary.schedule}
          />
        )}
      </details>
    </section>
  );
});
