import { digitsOnly } from '@company/forms/final-form';
import { TextField, type TextFieldProps } from '@company/ui';

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
