import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  OtpInput,
  ResendCountdown,
  Stack,
} from '@company/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as formCss from '../../components/form/forms.css.ts';
import { ReferenceNumber } from '../../components/form/ReferenceNumber.tsx';
import { CloseButton, MessageContent } from '../../components/MessageDialog.tsx';
import { notify } from '../../components/notify.ts';
import { RouteLink } from '../../components/RouteLink.tsx';
import { resendCountdownLabels } from '../../content/component-labels.ts';
import { customerCarePage as copy } from '../../content/customer-care.ts';
import type { Result } from '../../lib/http.ts';
import type { CareDialog } from './journey.ts';

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
  const form = useRef<HTMLFormElement>(null);
  // A refused code: focus back on the emptied field, its error already beside it, so the error is
  // read as focus lands (from the Submit button, nothing would be heard).
  useEffect(() => {
    if (error) form.current?.querySelector('input')?.focus();
  }, [error]);
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
        <form ref={form} onSubmit={submit} noValidate>
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
              labels={resendCountdownLabels}
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

/** The dialogs that end a step: no loan, NOC refused, created, pending, wrong LAN, failed. */
export function OutcomeDialog({ dialog, onClose }: { dialog: CareDialog; onClose: () => void }) {
  const content = outcomeContent(dialog);
  return (
    <Dialog open={content !== null} onOpenChange={(next) => !next && onClose()}>
      {content && (
        <MessageContent
          title={content.title}
          paragraphs={[content.text]}
          descriptionClassName={formCss.dialogText}
          actions={<CloseButton label={copy.ok} tone="primary" />}
        >
          {content.ticket && <TicketNumber ticket={content.ticket} />}
          {content.ticket && (
            <p>
              <RouteLink to="/track-request">{copy.created.track}</RouteLink>
            </p>
          )}
        </MessageContent>
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
