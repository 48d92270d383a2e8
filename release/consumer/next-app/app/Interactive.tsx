'use client';

import {
  BannerCarousel,
  CaptchaDisplay,
  CitySelect,
  LeadDialog,
  OtpInput,
  PersonCardDialog,
} from '@company/ui';
import { image } from './image';

const cities = ['Pune', 'Mumbai', 'Nagpur', 'Bengaluru', 'Chennai'].map((name, id) => ({
  id,
  name,
}));

// The client island: the components with state and handlers, one of them given a function prop.
export function Interactive() {
  return (
    <>
      <BannerCarousel
        label="Offers"
        autoplay={false}
        slides={[
          { id: 'a', image: image('#1546a0', 'First banner'), headline: 'Ride now, pay easy' },
          { id: 'b', image: image('#2bd17e', 'Second banner') },
        ]}
      />
      <PersonCardDialog
        person={{
          name: 'Asha Rao',
          titleLines: ['Chair'],
          image: image('#dbe2ec', '', 160, 160),
          biography: ['Asha chairs the board.'],
        }}
      />
      <LeadDialog
        productName="New Two-Wheeler Loan"
        onSubmit={() => Promise.resolve()}
        trigger={<button type="button">Apply Now</button>}
      />
      <OtpInput label="One-time code" length={6} />
      <CaptchaDisplay text="7kQ2p" seed={3} />
      <CitySelect items={cities} />
    </>
  );
}
