import { useRef } from 'react';
import { IdentityStep } from './IdentityStep.tsx';
import { OtpStep } from './OtpStep.tsx';
import { TicketView } from './TicketView.tsx';
import { useTrackJourney } from './useTrackJourney.ts';

/** /track-request's journey: ticket and mobile, the code, then the ticket. */
export function TrackRequestFlow() {
  const { state, edit, sendOtp, verify, change, refresh } = useTrackJourney();
  // Back from the code step, the first step's heading takes the focus; on arrival it does not.
  const visitedOtp = useRef(false);
  if (state.step === 'ticket') {
    return (
      <TicketView
        ticket={state.ticket}
        mobile={state.mobile}
        onRefresh={() => refresh(state.ticket.ticket)}
      />
    );
  }
  if (state.step === 'otp') {
    visitedOtp.current = true;
    return (
      <OtpStep
        notice={state.notice}
        problems={state.problems}
        busy={state.busy}
        onVerify={(otp) => void verify(state.identity, otp)}
        onResend={() => void sendOtp(state.identity, true)}
        onChange={change}
      />
    );
  }
  return (
    <IdentityStep
      identity={state.identity}
      problems={state.problems}
      busy={state.busy}
      returning={visitedOtp.current}
      onEdit={edit}
      onSubmit={(identity) => void sendOtp(identity)}
    />
  );
}
