import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  OtpInput,
  Stack,
  TextField,
} from '@company/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { showErrorsThenFocus } from '../../components/form/focus-first-error.ts';
import { dialogLabels } from '../../content/component-labels.ts';
import { enquiryPage } from '../../content/enquiry.ts';
import { enquiryOtpErrors } from './rules.ts';

const { otp: copy } = enquiryPage;

/**
 * The lender's OTP: 'Name As Per Pan Card' (prefilled from the lender's `panName`) and one code
 * field that phones fill from the SMS. `attempt` grows with each wrong code: the code is cleared
 * and the dialog stays.
 */
export function EnquiryOtpDialog({
  open,
  panName,
  sentTo,
  busy,
  attempt,
  refused,
  onSubmit,
  onClose,
}: {
  open: boolean;
  panName: string;
  sentTo: string;
  busy: boolean;
  attempt: number;
  refused?: string;
  onSubmit: (values: { nameAsPerPan: string; otp: string }) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(panName);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  // A refused code: cleared, its reason beside the field, and focus on it, so the reason is read
  // with it (each refusal, though its words be the same as the last).
  useEffect(() => {
    if (attempt > 0) setCode('');
    if (!refused) return;
    setErrors((shown) => ({ ...shown, otp: refused }));
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus(),
    );
  }, [attempt, refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { nameAsPerPan: name.trim(), otp: code };
    const found = enquiryOtpErrors(values);
    showErrorsThenFocus(
      () => setErrors(found),
      () => (found.nameAsPerPan ? document.getElementById('enquiry-pan-name') : null),
    );
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="sm" closeOnOutsideClick={false}>
        <DialogClose labels={dialogLabels} />
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription>{sentTo}</DialogDescription>
        <form ref={form} onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextField
              id="enquiry-pan-name"
              label={copy.name}
              value={name}
              onChange={(event) => {
                setName(event.target.value.slice(0, 50));
                setErrors(({ nameAsPerPan: _, ...rest }) => rest);
              }}
              error={errors.nameAsPerPan}
              required
              autoComplete="name"
              maxLength={50}
            />
            <OtpInput
              label={copy.otpLabel}
              value={code}
              onValueChange={(value) => {
                setCode(value);
                setErrors(({ otp: _, ...rest }) => rest);
              }}
              error={errors.otp}
            />
            <Button type="submit" busy={busy}>
              {copy.submit}
            </Button>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
