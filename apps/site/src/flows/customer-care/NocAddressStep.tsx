import { type NocAddressValues, nocAddressLabels } from '@company/forms';
import { digitsOnly } from '@company/forms/final-form';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Inline,
  Stack,
  TextField,
} from '@company/ui';
import { type FormEvent, useState } from 'react';
import { showErrorsThenFocus } from '../../components/form/focus-first-error.ts';
import * as formCss from '../../components/form/forms.css.ts';
import { notify } from '../../components/notify.ts';
import { customerCarePage as copy } from '../../content/customer-care.ts';
import type { Result } from '../../lib/http.ts';
import { inPageLanguage } from '../../lib/messages.ts';
import { nocAddressErrors } from './rules.ts';

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
                label={inPageLanguage(nocAddressLabels[field])}
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
            <Inline>
              <Button type="submit" tone="primary">
                {copy.noc.confirm}
              </Button>
              <DialogClose asChild>
                <Button tone="secondary">{copy.noc.cancel}</Button>
              </DialogClose>
            </Inline>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
