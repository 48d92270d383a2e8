import type * as En from '../my-loan-link.ts';
import type { Translation } from './translation.ts';

export const myLoanLink = {
  text: 'अपना लोन देखें',
  hint: 'उसका भुगतान शेड्यूल, पेमेंट और रसीदें, और उसका ई-मैंडेट — आपके मोबाइल पर OTP से।',
} as const satisfies Translation<typeof En.myLoanLink>;
