import { digitsOnly, fieldErrors, leadSchema } from '@company/forms';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  type ImageSource,
} from '@company/ui';
import { type FormEvent, useId, useState } from 'react';
import * as css from './LeadDialog.css.ts';

/**
 * TEMPORARY composition until `LeadDialog` lands in @company/ui (issue 4), with the props that
 * issue describes, so the swap is an import change: Name and Mobile validated with
 * `leadSchema`, digits only for the mobile, a busy state, 'Something went wrong!' as an alert with
 * the values kept, and the thank-you view (without the product image) after success.
 */
export interface LeadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product title, sent as `product_type` and shown as the dialog's title. */
  productType: string;
  image?: ImageSource;
  /** Shows the thank-you view (the product's lead was already sent in this visit). */
  submitted: boolean;
  values?: { name: string; phone: string };
  onValuesChange?: (values: { name: string; phone: string }) => void;
  /** Rejects with the message to show when the lead was not stored. */
  onSubmit: (lead: { name: string; phone: string; product_type: string }) => Promise<void>;
  onPrivacyPolicy?: () => void;
}

const onlyDigits = digitsOnly(10);
const empty = { name: '', phone: '' };

export function LeadDialog({
  open,
  onOpenChange,
  productType,
  image,
  submitted,
  values = empty,
  onValuesChange,
  onSubmit,
  onPrivacyPolicy,
}: LeadDialogProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();

  const set = (patch: Partial<typeof values>) => {
    const next = { ...values, ...patch };
    onValuesChange?.(next);
    if (Object.keys(errors).length > 0) setErrors(fieldErrors(leadSchema, next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = fieldErrors(leadSchema, values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${found.name ? 'name' : 'phone'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ name: values.name.trim(), phone: values.phone, product_type: productType });
      onValuesChange?.(empty);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : 'Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" aria-describedby={submitted ? `${id}-thanks` : `${id}-intro`}>
        <DialogClose />
        {submitted ? (
          <>
            <DialogTitle>{productType}</DialogTitle>
            <div className={css.thanks}>
              <p id={`${id}-thanks`}>
                Thank you for your interest... Our team will get in touch with you soon
              </p>
              <DialogClose asChild>
                <Button>Awesome !</Button>
              </DialogClose>
            </div>
          </>
        ) : (
          <>
            <DialogTitle>{productType}</DialogTitle>
            <DialogDescription id={`${id}-intro`}>
              Leave your name and mobile number, and our team will call you back.
            </DialogDescription>
            {image && (
              <img
                className={css.image}
                src={image.src}
                srcSet={image.srcSet}
                sizes={image.sizes}
                width={image.width}
                height={image.height}
                alt={image.alt ?? ''}
              />
            )}
            <form className={css.form} noValidate onSubmit={submit}>
              <div className={css.field}>
                <label className={css.label} htmlFor={`${id}-name`}>
                  Name
                </label>
                <input
                  id={`${id}-name`}
                  className={css.input}
                  name="name"
                  autoComplete="name"
                  value={values.name}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={errors.name ? `${id}-name-error` : undefined}
                  onChange={(e) => set({ name: e.target.value })}
                />
                {errors.name && (
                  <p id={`${id}-name-error`} className={css.error}>
                    {errors.name}
                  </p>
                )}
              </div>
              <div className={css.field}>
                <label className={css.label} htmlFor={`${id}-phone`}>
                  Mobile
                </label>
                <input
                  id={`${id}-phone`}
                  className={css.input}
                  name="phone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={10}
                  value={values.phone}
                  aria-invalid={errors.phone ? true : undefined}
                  aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
                  onChange={(e) => set({ phone: onlyDigits(e.target.value) })}
                />
                {errors.phone && (
                  <p id={`${id}-phone-error`} className={css.error}>
                    {errors.phone}
                  </p>
                )}
              </div>
              {failure && (
                <p role="alert" className={css.alert}>
                  {failure}
                </p>
              )}
              <p className={css.notice}>
                We collect your name and mobile number only to call you back about this loan, and
                keep them as our{' '}
                {onPrivacyPolicy ? (
                  <button type="button" className={css.inlineButton} onClick={onPrivacyPolicy}>
                    Privacy Policy
                  </button>
                ) : (
                  'Privacy Policy'
                )}{' '}
                describes.
              </p>
              <Button type="submit" busy={busy} fullWidth>
                {busy ? 'Submitting…' : 'Submit'}
              </Button>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
