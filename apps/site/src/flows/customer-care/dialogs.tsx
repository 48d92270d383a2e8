import { type NocAddressValues, nocAddressLabels } from '@company/forms';
import { digitsOnly } from '@company/forms/final-form';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  OtpInput,
  ResendCountdown,
  Stack,
  TextField,
} from '@company/ui';
import { type FormEvent, useState } from 'react';
import { showErrorsThenFocus } from '../../components/form/focus-first-error.ts';
import * as formCss from '../../components/form/forms.css.ts';
import { ReferenceNumber } from '../../components/form/ReferenceNumber.tsx';
import { notify } from '../../components/notify.ts';
import { customerCarePage as copy } from '../../content/customer-care.ts';
import type { Result } from '../../lib/http.ts';
import type { CareDialog } from './journey.ts';
import { nocAddressErrors } from './rules.ts';

/**
 * The OTP dialog (mobile or e-mail): one code field that phones fill from the SMS, Submit only
 * with 6 digits, Resend only when the 59-second countdown reaches 0. A wrong code says so and
 * clears the field; the dialog stays until the code is right or the visitor closes it.
 */
export function OtpDialog({
  open,
  title,
  sentTo,
  label,
  submitLabel,
  onVerify,
  onResend,
  onClose,
}: {
  open: boolean;
  title: string;
  sentTo: string;
  label: string;
  submitLabel: string;
  onVerify: (code: string) => Promise<Result<unknown>>;
  onResend: () => Promise<Result<unknown>>;
  onClose: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) {
      setError(copy.otp.enterValid);
      return;
    }
    setBusy(true);
    const verified = await onVerify(code);
    setBusy(false);
    if (!verified.ok) {
      setError(verified.message);
      setCode('');
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="sm" closeOnOutsideClick={false}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className={formCss.dialogText}>{sentTo}</DialogDescription>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <OtpInput
              label={label}
              value={code}
              onValueChange={(value) => {
                setCode(value);
                setError(undefined);
              }}
              error={error}
            />
            <ResendCountdown
              onResend={() => {
                setCode('');
                setError(undefined);
                void onResend().then((sent) => {
                  if (!sent.ok) notify('error', sent.message);
                });
              }}
            />
            <Button type="submit" tone="primary" busy={busy} disabled={code.length !== 6}>
              {submitLabel}
            </Button>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const pincodeDigits = digitsOnly(6);
const addressOrder = ['house', 'area', 'pincode', 'city', 'state'] as const;

/**
 * The NOC's current address: House / Flat / Block No, Apartment / Road / Area, Pincode, City and
 * State, each 'Please enter {label}' when missing; a 6-digit pincode fills City and State from
 * the API and locks them. Confirm hands the address on.
 */
export function NocAddressDialog({
  open,
  lookUp,
  onConfirm,
  onClose,
}: {
  open: boolean;
  lookUp: (pincode: string) => Promise<Result<{ city: string; state: string }>>;
  onConfirm: (address: NocAddressValues) => void;
  onClose: () => void;
}) {
  const [address, setAddress] = useState<NocAddressValues>({
    house: '',
    area: '',
    pincode: '',
    city: '',
    state: '',
  });
  const [locked, setLocked] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof NocAddressValues, value: string) =>
    setAddress((current) => ({ ...current, [field]: value }));
  const pincodeChanged = async (value: string) => {
    set('pincode', value);
    setLocked(false);
    if (value.length !== 6) return;
    const found = await lookUp(value);
    if (found.ok) {
      setAddress((current) => ({ ...current, ...found.data }));
      setLocked(true);
    } else {
      notify('error', found.message);
    }
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const found = nocAddressErrors(address);
    const first = addressOrder.find((field) => found[field]);
    showErrorsThenFocus(
      () => setErrors(found),
      () => (first ? document.getElementById(`noc-${first}`) : null),
    );
    if (!first) onConfirm(address);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="md" closeOnOutsideClick={false}>
        <DialogTitle>{copy.noc.title}</DialogTitle>
        <DialogDescription className={formCss.dialogText}>{copy.noc.text}</DialogDescription>
        <form onSubmit={confirm} noValidate>
          <Stack gap="md">
            {addressOrder.map((field) => (
              <TextField
                key={field}
                id={`noc-${field}`}
                label={nocAddressLabels[field]}
                required
                value={address[field]}
                readOnly={(field === 'city' || field === 'state') && locked}
                inputMode={field === 'pincode' ? 'numeric' : undefined}
                autoComplete={
                  field === 'house'
                    ? 'address-line1'
                    : field === 'area'
                      ? 'address-line2'
                      : field === 'pincode'
                        ? 'postal-code'
                        : field === 'city'
                          ? 'address-level2'
                          : 'address-level1'
                }
                maxLength={field === 'pincode' ? 6 : 100}
                error={errors[field]}
                onChange={(event) =>
                  field === 'pincode'
                    ? void pincodeChanged(pincodeDigits(event.target.value))
                    : set(field, event.target.value)
                }
              />
            ))}
            <p className={formCss.dialogText}>{copy.noc.next}</p>
            <div className={formCss.actions}>
              <Button type="submit" tone="primary">
                {copy.noc.confirm}
              </Button>
              <DialogClose asChild>
                <Button tone="secondary">{copy.noc.cancel}</Button>
              </DialogClose>
            </div>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The dialogs that end a step: no loan, NOC refused, created, pending, wrong LAN, failed. */
export function OutcomeDialog({ dialog, onClose }: { dialog: CareDialog; onClose: () => void }) {
  const content = outcomeContent(dialog);
  return (
    <Dialog open={content !== null} onOpenChange={(next) => !next && onClose()}>
      {content && (
        <DialogContent size="sm">
          <DialogTitle>{content.title}</DialogTitle>
          <DialogDescription className={formCss.dialogText}>{content.text}</DialogDescription>
          {content.ticket && <TicketNumber ticket={content.ticket} />}
          <DialogClose asChild>
            <Button tone="primary">{copy.ok}</Button>
          </DialogClose>
        </DialogContent>
      )}
    </Dialog>
  );
}

function outcomeContent(
  dialog: CareDialog,
): { title: string; text: string; ticket?: string } | null {
  switch (dialog.kind) {
    case 'lan-missing':
      return { title: copy.lanMissing.title, text: copy.lanMissing.text };
    case 'noc-not-eligible':
      return { title: copy.noc.notEligibleTitle, text: dialog.message };
    case 'created':
      return { title: copy.created.title, text: copy.created.keep, ticket: dialog.ticket };
    case 'pending':
      return { title: copy.pendingTitle, text: dialog.message, ticket: dialog.ticket };
    case 'lan-reenter':
    case 'lan-call':
      return { title: copy.lanIncorrectTitle, text: dialog.message };
    case 'allocation-failed':
      return { title: copy.failedTitle, text: dialog.message };
    default:
      return null;
  }
}

/** The ticket number, selectable, with a copy button. */
function TicketNumber({ ticket }: { ticket: string }) {
  return (
    <ReferenceNumber
      label={copy.created.ticket}
      value={ticket}
      copy={copy.created.copy}
      copied={copy.created.copied}
    />
  );
}
