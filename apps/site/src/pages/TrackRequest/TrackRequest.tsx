import { journeyPage } from '../../components/page/TransactionPage.tsx';
import { pages } from '../../content/pages.ts';
import { trackRequestPage } from '../../content/track-request.ts';
import { TrackRequestFlow } from '../../flows/track-request/TrackRequestFlow.tsx';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.trackRequest;

/** /track-request: a ticket's status and updates, after an OTP to the mobile it was raised with. */
export default journeyPage(TrackRequestFlow, {
  heading: trackRequestPage.heading,
  intro: trackRequestPage.intro,
});
