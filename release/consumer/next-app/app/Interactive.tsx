'use client';

import {
  BannerCarousel,
  CaptchaDisplay,
  CitySelect,
  LeadDialog,
  OtpInput,
  PersonCardDialog,
} from '@company/ui';
import { captcha, carousel, cities, lead, otp, person } from '../proof-props';

// The client island: the components with state and handlers, one of them given a function prop.
export function Interactive() {
  return (
    <>
      <BannerCarousel {...carousel} />
      <PersonCardDialog person={person} />
      <LeadDialog {...lead} />
      <OtpInput {...otp} />
      <CaptchaDisplay {...captcha} />
      <CitySelect items={cities} />
    </>
  );
}
