import { digitsOnly } from '@company/forms/final-form';
import { formatRupees, TextField, type TextFieldProps } from '@company/ui';

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** A loan account number: upper-cased as typed, at most 30 characters, never auto-corrected. */
export function LanField({ onValueChange, ...props }: Props) {
  return (
    <TextField
      required
      maxLength={30}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      {...props}
      onChange={(event) => onValueChange(event.target.value.toUpperCase())}
    />
  );
}

const mobileDigits = digitsOnly(10);

/**
 * The 10-digit mobile number: digits only, stops at 10 (no `maxLength`: a pasted '98765 43210'
 * keeps all ten digits), offered from the phone's own.
 */
export function MobileDigitsField({ onValueChange, ...props }: Props) {
  return (
    <TextField
      required
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...props}
      onChange={(event) => onValueChange(mobileDigits(event.target.value))}
    />
  );
}

/**
 * An amount in whole rupees: digits only, stops at `maxDigits` (no `maxLength`, as above), and the
 * amount read back under the hint in Indian grouping ('You will pay ₹1,23,456').
 */
export function RupeeAmountField({
  maxDigits,
  hint,
  shownAs,
  value,
  onValueChange,
  ...props
}: Props & { maxDigits: number; hint: string; shownAs: (rupees: string) => string }) {
  const amount = Number(value);
  return (
    <TextField
      required
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={value}
      hint={
        <>
          {hint}
          {amount > 0 ? (
            <>
              {' '}
              <strong>{shownAs(formatRupees(amount))}</strong>
            </>
          ) : null}
        </>
      }
      onChange={(event) => onValueChange(digitsOnly(maxDigits)(event.target.value))}
    />
  );
}
