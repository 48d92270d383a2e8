import { trackRequestLabels as labels } from '@company/forms/contracts';
import { Button, Stack, TextField } from '@company/ui';
import { ErrorSummary } from '../../components/form/ErrorSummary.tsx';
import { MobileDigitsField } from '../../components/form/LoanFields.tsx';
import { trackRequestPage as copy } from '../../content/track-request.ts';
import { prepareChallenge } from '../../lib/prepare-challenge.ts';
import { type FieldProblem, fieldIds, type Identity } from './journey.ts';
import { StepHeading } from './StepHeading.tsx';
import * as css from './track.css.ts';
import { useProblemFocus } from './useProblemFocus.ts';

interface Props {
  identity: Identity;
  problems: FieldProblem[];
  busy: boolean;
  /** Back from the code: the heading takes the focus. */
  returning: boolean;
  onEdit: (identity: Identity) => void;
  onSubmit: (identity: Identity) => void;
}

/** Step 1: the ticket number and the mobile number it was raised with. */
export function IdentityStep({ identity, problems, busy, returning, onEdit, onSubmit }: Props) {
  const { summary, errorOf } = useProblemFocus(problems);
  return (
    <form
      className={css.form}
      noValidate
      aria-labelledby="track-identity-heading"
      aria-busy={busy || undefined}
      // The send asks for a proof-of-work: solve it from the first keystroke.
      onInputCapture={prepareChallenge}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(identity);
      }}
    >
      <Stack gap="lg">
        <StepHeading id="track-identity-heading" text={copy.identityHeading} focus={returning} />
        <ErrorSummary ref={summary} title={labels.errorSummary} errors={problems} />
        <TextField
          id={fieldIds.ticket}
          label={labels.ticket}
          hint={labels.ticketHint}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={identity.ticket}
          error={errorOf(fieldIds.ticket)}
          onChange={(event) => onEdit({ ...identity, ticket: event.target.value.toUpperCase() })}
        />
        <MobileDigitsField
          id={fieldIds.mobile}
          label={labels.mobile}
          hint={labels.mobileHint}
          value={identity.mobile}
          error={errorOf(fieldIds.mobile)}
          onValueChange={(mobile) => onEdit({ ...identity, mobile })}
        />
        <div>
          <Button type="submit" tone="primary" busy={busy}>
            {labels.sendOtp}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
