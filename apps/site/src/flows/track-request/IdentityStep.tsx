import { Button, TextField } from '@company/ui';
import { MobileDigitsField } from '../../components/form/LoanFields.tsx';
import { trackRequestPage as copy } from '../../content/track-request.ts';
import { type FieldProblem, fieldIds, type Identity } from './journey.ts';
import { labels } from './labels.ts';
import { StepForm } from './StepForm.tsx';
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
    <StepForm
      headingId="track-identity-heading"
      heading={copy.identityHeading}
      focusHeading={returning}
      busy={busy}
      problems={problems}
      summary={summary}
      challenge
      onSubmit={() => onSubmit(identity)}
    >
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
    </StepForm>
  );
}
