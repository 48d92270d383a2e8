'use client';

import { digitsOnly, fieldErrors, type LeadValues, leadSchema } from '@company/forms';
import type { LeadRequest } from '@company/forms/contracts';
import {
  type FormEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/Button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../Dialog/Dialog.tsx';
import { CheckIcon, ErrorIcon } from '../private/icons.tsx';
import { type ImageSource, imageAttributes } from '../private/image.ts';
import { useControllableState } from '../private/useControllableState.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './LeadDialog.css.ts';

/** What the dialog sends: the API's lead request (`@company/forms/contracts`). */
export type Lead = LeadRequest;

/** The words LeadDialog writes itself. */
export interface LeadDialogLabels {
  /** Label of the name field. */
  name: string;
  /** Label of the mobile number field. */
  mobile: string;
  /** The send button. */
  submit: string;
  /** Accessible name of the X button. */
  close: string;
  /** The alert when sending failed; what was typed stays. */
  failure: string;
  /** Title of the thank-you view. */
  thankYouTitle: string;
  /** Text of the thank-you view. */
  thankYouText: string;
  /** The button that closes the thank-you view. */
  awesome: string;
}

/** LeadDialog's English words. */
export const defaultLeadDialogLabels: LeadDialogLabels = {
  name: 'Name',
  mobile: 'Mobile',
  submit: 'Submit',
  close: 'Close',
  failure: 'Something went wrong!',
  thankYouTitle: 'Thank you for your interest...',
  thankYouText: 'Our team will get in touch with you soon',
  awesome: 'Awesome !',
};

type Draft = Pick<LeadValues, 'name' | 'phone'>;
const emptyDraft: Draft = { name: '', phone: '' };
const mobileDigits = digitsOnly(10);

export interface LeadDialogProps {
  /** The product's name, shown as the dialog's title. */
  productName: string;
  /** Sent as `product_type`. Default `productName` (the API takes the product title). */
  productType?: string;
  /** The product's picture above the form; hidden in the thank-you view. */
  image?: ImageSource;
  /** A line under the title, e.g. what happens after sending. */
  description?: ReactNode;
  /**
   * Sends the lead. Resolve when it was stored; reject (throw) when not — the dialog then shows
   * 'Something went wrong!' as an alert and keeps what was typed.
   */
  onSubmit: (lead: Lead) => Promise<unknown>;
  /**
   * Under the form: what is collected and why, with a link to the Privacy Policy (the site's
   * words). Shown in the form view only.
   */
  privacyNotice?: ReactNode;
  /** The element that opens the dialog (e.g. an Apply Now button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Open state, controlled. */
  open?: boolean;
  /** Open state, uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Thank-you view, controlled: keep it true per product so a lead is not sent twice by accident. */
  submitted?: boolean;
  /** Thank-you view, uncontrolled. */
  defaultSubmitted?: boolean;
  /** Called with true after a successful submission. */
  onSubmittedChange?: (submitted: boolean) => void;
  /** What is typed, controlled (e.g. to keep a draft across pages). */
  values?: Draft;
  /** What is typed at first, uncontrolled. */
  defaultValues?: Draft;
  onValuesChange?: (values: Draft) => void;
  /** The dialog's own words, to translate or adjust; English by default. */
  labels?: Partial<LeadDialogLabels>;
  /**
   * Puts a field's error (the spec's English, from `leadSchema`) in the page's language, e.g.
   * `toHindi` of `@company/forms/hi`; shown as it is by default.
   */
  translateError?: (message: string) => string;
}

/**
 * The Apply Now lead dialog: Name and Mobile (digits only, at most 10; further typing is ignored),
 * validated with `@company/forms` `leadSchema` on Submit — messages under the fields, focus on
 * the first invalid one. While `onSubmit` runs the button is busy and a second submission is
 * ignored. A failure shows 'Something went wrong!' as an alert and keeps the values; a success
 * clears them and shows the thank-you view (no product image) with an 'Awesome !' button that
 * closes the dialog. Escape, the X and a click outside close it too.
 */
export function LeadDialog({
  productName,
  productType = productName,
  image,
  description,
  onSubmit,
  privacyNotice,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  submitted: submittedProp,
  defaultSubmitted = false,
  onSubmittedChange,
  values: valuesProp,
  defaultValues = emptyDraft,
  onValuesChange,
  labels: labelOverrides,
  translateError = (message) => message,
}: LeadDialogProps) {
  const labels = { ...defaultLeadDialogLabels, ...labelOverrides };
  const [values, setDraft] = useControllableState(valuesProp, defaultValues, onValuesChange);
  const [submitted, setSubmitted] = useControllableState(
    submittedProp,
    defaultSubmitted,
    onSubmittedChange,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const justSubmitted = useRef(false);

  const setValues = (next: Draft) => {
    setDraft(next);
    // After a first Submit, messages follow the typing.
    if (attempted) setErrors(fieldErrors(leadSchema, next));
  };

  // The form's button disappears with the view: focus goes to the thank-you heading, read first.
  useEffect(() => {
    if (submitted && justSubmitted.current) thanksRef.current?.focus();
    justSubmitted.current = false;
  }, [submitted]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = fieldErrors(leadSchema, values);
    setAttempted(true);
    setErrors(found);
    setFailed(false);
    if (found.name || found.phone) {
      (found.name ? nameRef : phoneRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ name: values.name.trim(), phone: values.phone, product_type: productType });
    } catch {
      setBusy(false);
      setFailed(true);
      return;
    }
    setBusy(false);
    setAttempted(false);
    setValues(emptyDraft);
    justSubmitted.current = true;
    setSubmitted(true);
  };

  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        size="sm"
        {...(submitted || description ? {} : { 'aria-describedby': undefined })}
      >
        {submitted ? (
          <div className={styles.thanks}>
            <span className={styles.thanksIcon}>
              <CheckIcon />
            </span>
            <DialogTitle ref={thanksRef} tabIndex={-1} className={styles.thanksTitle}>
              {labels.thankYouTitle}
            </DialogTitle>
            <DialogDescription>{labels.thankYouText}</DialogDescription>
            <DialogClose asChild>
              <Button>{labels.awesome}</Button>
            </DialogClose>
          </div>
        ) : (
          <>
            {image && (
              <img className={styles.image} alt={image.alt ?? ''} {...imageAttributes(image)} />
            )}
            <form className={styles.form} noValidate onSubmit={submit}>
              <DialogTitle>{productName}</DialogTitle>
              {description && (
                <DialogDescription className={styles.description}>{description}</DialogDescription>
              )}
              <TextField
                ref={nameRef}
                label={labels.name}
                name="name"
                autoComplete="name"
                required
                value={values.name}
                error={errors.name && translateError(errors.name)}
                onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
              />
              <TextField
                ref={phoneRef}
                label={labels.mobile}
                name="phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                required
                value={values.phone}
                error={errors.phone && translateError(errors.phone)}
                onChange={(event) =>
                  setValues({ ...values, phone: mobileDigits(event.currentTarget.value) })
                }
              />
              {failed && (
                <p className={styles.failure} role="alert">
                  <ErrorIcon />
                  {labels.failure}
                </p>
              )}
              <Button type="submit" busy={busy} fullWidth>
                {labels.submit}
              </Button>
              {privacyNotice && <div className={styles.privacy}>{privacyNotice}</div>}
            </form>
          </>
        )}
        {/* Last in the panel, so focus starts on the first field rather than on Close. */}
        <DialogClose labels={labels} />
      </DialogContent>
    </Dialog>
  );
}
