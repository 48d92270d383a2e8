import { PageBanner } from '../../components/page/PageBanner.tsx';
import { PageSection } from '../../components/page/PageSection.tsx';
import { customerCarePage } from '../../content/customer-care.ts';
import { pages } from '../../content/pages.ts';
import { CareForm } from '../../flows/customer-care/CareForm.tsx';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.customerCare;

/** /customer-care: raise a service request and leave with a ticket number. */
export default function CustomerCare() {
  return (
    <>
      <PageBanner heading={customerCarePage.heading} text={customerCarePage.intro} />
      <PageSection titleId="care-heading" title={customerCarePage.formHeading}>
        <CareForm headingId="care-heading" />
      </PageSection>
    </>
  );
}
