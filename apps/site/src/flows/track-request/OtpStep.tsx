import { Button, Inline, OtpInput, ResendCountdown } from '@company/ui';
import { useState } from 'react';
import { useLiveText } from '../../components/form/useLiveText.ts';
import { resendCountdownLabels } from '../../content/component-labels.ts';
import { trackRequestPage as copy } from '../../content/track-request.ts';
import { type FieldProblem, fieldIds } from './journey.ts';
import { labels } from './labels.ts';
import { StepForm } from './StepForm.tsx';
import * as css from './track.css.ts';
import { useProblemFocus } from './useProblemFocus.ts';

interface Props {
  notice: string;
  problems: FieldProblem[];
  busy: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChange: () => void;
}

/**
 * Step 2: the code sent to the mobile, in one field the phone can fill from the SMS; a new code
 * after 59 seconds, as the API allows.
 */
export function OtpStep({ notice, problems, busy, onVerify, onResend, onChange }: Props) {
  const [otp, setOtp] = useState('');
  const { summary, errorOf } = useProblemFocus(problems);
  const said = useLiveText(notice);
  return (
    <StepForm
      headingId="track-otp-heading"
      heading={copy.otpHeading}
      focusHeading={true}
      busy={busy}
      problems={problems}
      summary={summary}
      onSubmit={() => onVerify(otp)}
    >
      <p className={css.notice} role="status">
        {said}
      </p>
      <OtpInput
        id={fieldIds.otp}
        label={labels.otp}
        hint={labels.otpHint}
        length={6}
        value={otp}
        onValueChange={setOtp}
        error={errorOf(fieldIds.otp)}
      />
      <ResendCountdown
        labels={{ ...resendCountdownLabels, resend: labels.resend }}
        onResend={() => {
          setOtp('');
          onResend();
        }}
      />
      <Inline gap="md" collapseBelow="tablet">
        <Button type="submit" tone="primary" busy={busy}>
          {labels.verify}
        </Button>
        <button type="button" className={css.linkButton} onClick={onChange}>
          {labels.changeDetails}
        </button>
      </Inline>
    </StepForm>
  );
}
