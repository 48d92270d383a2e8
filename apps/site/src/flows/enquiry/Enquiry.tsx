import { LoadingOverlay } from '@company/ui';
import { enquiryPage as copy } from '../../content/enquiry.ts';
import { EnquiryDialogs } from './EnquiryDialogs.tsx';
import { FormStep } from './FormStep.tsx';
import { EnquiryOutcome } from './Outcome.tsx';
import { useEnquiryJourney } from './useEnquiryJourney.ts';

/**
 * /enquiry: the pre-qualified offer. The form (`FormStep`), the OTP when the lender asks for one
 * (`EnquiryDialogs`), then the offer or the regret (`EnquiryOutcome`) — one state machine
 * (`journey.ts`) driven by one hook (`useEnquiryJourney`).
 */
export function Enquiry() {
  const enquiry = useEnquiryJourney();
  const { step } = enquiry;

  if (step.kind === 'offer' || step.kind === 'regret') {
    return (
      <EnquiryOutcome
        step={step}
        headingRef={enquiry.heading}
        onAgain={() => enquiry.dispatch({ type: 'again' })}
      />
    );
  }

  return (
    <>
      <FormStep enquiry={enquiry} />
      <LoadingOverlay
        open={enquiry.processing}
        label={copy.processing.title}
        detail={copy.processing.note}
      />
      <EnquiryDialogs enquiry={enquiry} />
    </>
  );
}
