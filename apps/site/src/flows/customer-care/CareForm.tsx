import { LoadingOverlay, Stack } from '@company/ui';
import { ErrorSummary } from '../../components/form/ErrorSummary.tsx';
import { PrivacyNotice } from '../../components/form/PrivacyNotice.tsx';
import { loadingOverlayLabels } from '../../content/component-labels.ts';
import {
  customerCarePage as copy,
  customerCarePrivacyNotice,
} from '../../content/customer-care.ts';
import { prepareChallenge } from '../../lib/prepare-challenge.ts';
import { CareDialogs } from './CareDialogs.tsx';
import { careIds, careOrder } from './form.ts';
import { IdentityStep } from './IdentityStep.tsx';
import { RequestStep } from './RequestStep.tsx';
import { useCareJourney } from './useCareJourney.ts';

/**
 * /customer-care: a service request from a customer (verified by OTP, with their loans), a
 * non-customer or a dealer (by mobile number). Who is asking comes first (`IdentityStep`); the
 * request stays disabled until that step is done (`RequestStep`). The journey's state, effects
 * and calls are one hook (`useCareJourney`).
 */
export function CareForm({ headingId }: { headingId: string }) {
  const care = useCareJourney();
  const summaryErrors = careOrder
    .filter((field) => care.errors[field])
    .map((field) => ({ fieldId: careIds[field], message: care.errors[field] as string }));

  return (
    <>
      <form
        onSubmit={care.submit}
        onFocusCapture={care.engage}
        // Its calls ask for a proof-of-work: solve one from the first keystroke (not on a focus
        // the page itself gives, so a visit that types nothing loads no solver).
        onInputCapture={prepareChallenge}
        onPointerDownCapture={care.engage}
        noValidate
        aria-labelledby={headingId}
        aria-describedby="care-privacy"
      >
        <Stack gap="lg">
          <ErrorSummary ref={care.summary} title={copy.errorSummaryTitle} errors={summaryErrors} />
          <IdentityStep care={care} />
          <RequestStep care={care} />
          <PrivacyNotice notice={customerCarePrivacyNotice} id="care-privacy" />
        </Stack>
      </form>
      <CareDialogs care={care} />
      <LoadingOverlay open={care.busy} labels={loadingOverlayLabels} />
    </>
  );
}
