import {
  AadhaarField,
  Button,
  Checkbox,
  CitySelect,
  Inline,
  RadioGroup,
  Stack,
  TextField,
} from '@company/ui';
import { ErrorSummary } from '../../components/form/ErrorSummary.tsx';
import { MobileDigitsField, RupeeAmountField } from '../../components/form/LoanFields.tsx';
import { PrivacyNotice } from '../../components/form/PrivacyNotice.tsx';
import * as css from '../../components/page/transaction.css.ts';
import { aadhaarFieldLabels, citySelectLabels } from '../../content/component-labels.ts';
import { enquiryPage as copy, enquiryPrivacyNotice } from '../../content/enquiry.ts';
import { prepareChallenge } from '../../lib/prepare-challenge.ts';
import { type City, enquiryOrder, focusId, enquiryIds as ids } from './form.ts';
import type { EnquiryJourneyApi } from './useEnquiryJourney.ts';

/** The enquiry's form: city, mobile number, amount, PAN or Form 60, Aadhaar, the terms. */
export function FormStep({ enquiry }: { enquiry: EnquiryJourneyApi }) {
  const { fields, set, errors } = enquiry;
  const summaryErrors = enquiryOrder
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: focusId(field), message: errors[field]! }));

  return (
    <Stack
      as="form"
      noValidate
      onSubmit={enquiry.submit}
      onFocusCapture={enquiry.engage}
      // Its calls ask for a proof-of-work: solve one from the first keystroke (not on a focus
      // the page itself gives, so a visit that types nothing loads no solver).
      onInputCapture={prepareChallenge}
      onPointerDownCapture={enquiry.engage}
      aria-busy={enquiry.processing || undefined}
    >
      <ErrorSummary ref={enquiry.summary} title={copy.errorSummaryTitle} errors={summaryErrors} />
      <CitySelect<City>
        id={ids.city}
        label={copy.labels.city}
        items={enquiry.cities ?? []}
        loading={enquiry.engaged && enquiry.cities === null}
        labels={{ ...citySelectLabels, loading: copy.loadingCities }}
        selectedItem={fields.city}
        onSelectedItemChange={(city) => set('city', city)}
        error={errors.city}
        required
      />
      <MobileDigitsField
        id={ids.mobile}
        label={copy.labels.mobile}
        hint={copy.hints.mobile}
        value={fields.mobile}
        onValueChange={(value) => set('mobile', value)}
        error={errors.mobile}
      />
      <RupeeAmountField
        id={ids.loanAmount}
        label={copy.labels.loanAmount}
        hint={copy.hints.loanAmount}
        shownAs={copy.amountShown}
        maxDigits={6}
        value={fields.loanAmount}
        onValueChange={(value) => set('loanAmount', value)}
        error={errors.loanAmount}
      />
      <RadioGroup
        id={ids.idType}
        label={copy.labels.idType}
        options={copy.idTypes}
        value={fields.idType}
        onValueChange={(value) => set('idType', value === 'FORM60' ? 'FORM60' : 'PAN')}
        error={errors.idType}
        required
      />
      {fields.idType === 'PAN' ? (
        <TextField
          id={ids.pan}
          label={copy.labels.pan}
          hint={copy.hints.pan}
          value={fields.pan}
          onChange={(e) =>
            set(
              'pan',
              e.target.value
                .toUpperCase()
                .replace(/[^A-Z0-9]/g, '')
                .slice(0, 10),
            )
          }
          error={errors.pan}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      ) : null}
      <AadhaarField
        labels={aadhaarFieldLabels}
        id={ids.aadhaar}
        label={copy.labels.aadhaar}
        hint={copy.hints.aadhaar}
        value={fields.aadhaar}
        onValueChange={(value) => set('aadhaar', value)}
        error={errors.aadhaar}
        required
      />
      <Checkbox
        id={ids.terms}
        checked={fields.terms}
        onChange={(e) => set('terms', e.target.checked)}
        error={errors.terms}
        required
        label={
          <>
            {copy.labels.termsBefore}
            <button type="button" className={css.linkButton} onClick={enquiry.openTerms}>
              {copy.labels.terms}
            </button>
          </>
        }
      />
      <Inline>
        <Button type="submit" busy={enquiry.processing}>
          {copy.submit}
        </Button>
      </Inline>
      <PrivacyNotice notice={enquiryPrivacyNotice} />
    </Stack>
  );
}
