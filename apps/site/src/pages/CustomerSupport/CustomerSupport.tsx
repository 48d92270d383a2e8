import { PageBanner } from '../../components/page/PageBanner.tsx';
import { PageBlock } from '../../components/page/PageSection.tsx';
import { pages } from '../../content/pages.ts';
import { customerSupportPage } from '../../content/support.ts';
import { SupportForm } from '../../flows/support/SupportForm.tsx';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.customerSupport;

/** /customer-support: the call request form, stored as a Customer Support contact request. */
export default function CustomerSupport() {
  return (
    <>
      <PageBanner heading={customerSupportPage.heading} text={customerSupportPage.intro} />
      <PageBlock>
        <SupportForm heading={customerSupportPage.formHeading} />
      </PageBlock>
    </>
  );
}
