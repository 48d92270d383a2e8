import { lazy, Suspense } from 'react';
import { enquiryPage as copy } from '../../content/enquiry.ts';
import type { EnquiryJourneyApi } from './useEnquiryJourney.ts';

/** The dialogs (Radix) load when the terms are opened or the lender asks for an OTP. */
const EnquiryOtpDialog = lazy(() =>
  import('./dialogs.tsx').then((m) => ({ default: m.EnquiryOtpDialog })),
);
/** A journey's terms: plain paragraphs and one closing button. */
const TextDialog = lazy(() =>
  import('../../components/legal/TextDialog.tsx').then((m) => ({ default: m.TextDialog })),
);

/** The OTP step, when the lender asks for one, and the terms the form links to. */
export function EnquiryDialogs({ enquiry }: { enquiry: EnquiryJourneyApi }) {
  const { step } = enquiry;
  if (!enquiry.dialogsWanted) return null;
  return (
    <Suspense fallback={null}>
      <TextDialog
        title={copy.terms.title}
        paragraphs={copy.terms.paragraphs}
        closeLabel={copy.terms.okay}
        open={enquiry.termsOpen}
        onOpenChange={enquiry.setTermsOpen}
      />
      {step.kind === 'otp' ? (
        <EnquiryOtpDialog
          key={step.requestId}
          open
          panName={step.panName}
          sentTo={copy.otp.sentTo(enquiry.fields.mobile)}
          busy={step.busy}
          attempt={step.attempt}
          refused={step.refused}
          onSubmit={(values) => void enquiry.verify(values)}
          onClose={() => enquiry.dispatch({ type: 'close' })}
        />
      ) : null}
    </Suspense>
  );
}
