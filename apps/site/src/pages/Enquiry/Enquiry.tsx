import { journeyPage } from '../../components/page/TransactionPage.tsx';
import { enquiryPage } from '../../content/enquiry.ts';
import { pages } from '../../content/pages.ts';
import { Enquiry as EnquiryJourney } from '../../flows/enquiry/Enquiry.tsx';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.enquiry;

/** /enquiry (and /Enquiry): whether a pre-qualified loan offer is waiting, and for how much. */
export default journeyPage(EnquiryJourney, {
  heading: enquiryPage.heading,
  intro: enquiryPage.intro,
});
