import type { Branch } from '@company/forms/contracts';
import {
  AadhaarField,
  Button,
  Checkbox,
  CitySelect,
  LoadingOverlay,
  RadioGroup,
  TextField,
} from '@company/ui';
import { type FormEvent, lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorSummary } from '../../components/form/ErrorSummary.tsx';
import { showErrorsThenFocus } from '../../components/form/focus-first-error.ts';
import { MobileDigitsField, RupeeAmountField } from '../../components/form/LoanFields.tsx';
import { PrivacyNotice } from '../../components/form/PrivacyNotice.tsx';
import { notify } from '../../components/notify.ts';
import * as css from '../../components/page/transaction.css.ts';
import { enquiryPage as copy } from '../../content/enquiry.ts';
import { privacyNotices } from '../../content/privacy.ts';
import { once } from '../../lib/once.ts';
import { prepareChallenge } from '../../lib/prepare-challenge.ts';
import { answerToast, enquiryJourney, initialEnquiry } from './journey.ts';
import { EnquiryOutcome } from './Outcome.tsx';

const loadClient = once(() => import('./client.ts'));
const loadRules = once(() => import('./rules.ts'));
const EnquiryOtpDialog = lazy(() =>
  import('./dialogs.tsx').then((m) => ({ default: m.EnquiryOtpDialog })),
);
const EnquiryTermsDialog = lazy(() =>
  import('./dialogs.tsx').then((m) => ({ default: m.EnquiryTermsDialog })),
);

interface City {
  id: number;
  name: string;
  branch: Branch;
}

interface Fields {
  city: City | null;
  mobile: string;
  loanAmount: string;
  idType: 'PAN' | 'FORM60';
  pan: string;
  aadhaar: string;
  terms: boolean;
}

const ids = {
  city: 'enquiry-city',
  mobile: 'enquiry-mobile',
  loanAmount: 'enquiry-amount',
  idType: 'enquiry-id-type',
  pan: 'enquiry-pan',
  aadhaar: 'enquiry-aadhaar',
  terms: 'enquiry-terms',
} as const;
type FieldName = keyof typeof ids;
const order = Object.keys(ids) as FieldName[];
/** Where the error summary's link for a field leads (a radio group: its first option). */
const focusId = (field: FieldName) => (field === 'idType' ? `${ids.idType}-0` : ids[field]);

/**
 * /enquiry: the pre-qualified offer. The form, the OTP when the lender asks for one, then the
 * offer or the regret — one state machine (`journey.ts`). What was typed is kept here through
 * every step and every failure. The PAN and Aadhaar number go in the request's body only; the
 * page keeps them in memory, never in the address or the browser's storage.
 */
export function Enquiry() {
  const [params] = useSearchParams();
  const [step, dispatch] = useReducer(enquiryJourney, initialEnquiry);
  const [fields, setFields] = useState<Fields>({
    city: null,
    mobile: '',
    loanAmount: '',
    idType: 'PAN',
    pan: '',
    aadhaar: '',
    terms: false,
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [cities, setCities] = useState<City[] | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The branch list and the HTTP client come with the first focus or touch in the form.
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (!engaged) return;
    void loadClient()
      .then((client) => client.fetchBranches())
      .then((found) => {
        if (found.ok) {
          setCities(found.data.map((b) => ({ id: b.Branch_Id, name: b.Branch_Name, branch: b })));
        } else {
          notify('error', found.message);
          setCities([]);
        }
      });
  }, [engaged]);
  const engage = () => {
    if (!engaged) setEngaged(true);
  };

  // While the request runs, leaving the page is questioned (it would not be sent again).
  const processing = step.kind === 'processing' || (step.kind === 'otp' && step.busy);
  useEffect(() => {
    if (!processing) return;
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [processing]);

  // An outcome replaces the form: focus its heading so it is read at once.
  useEffect(() => {
    if (step.kind === 'offer' || step.kind === 'regret') heading.current?.focus();
  }, [step.kind]);

  const set = <K extends keyof Fields>(field: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as FieldName]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'form') return;
    const rules = await loadRules();
    const found = rules.enquiryErrors(
      {
        city: fields.city?.name ?? '',
        mobile: fields.mobile,
        loanAmount: fields.loanAmount,
        idType: fields.idType,
        pan: fields.pan,
        aadhaar: fields.aadhaar,
        terms: fields.terms,
      },
      (cities ?? []).map((c) => c.name),
    );
    const failed = order.filter((field) => found[field]);
    showErrorsThenFocus(
      () => setErrors(Object.fromEntries(failed.map((field) => [field, found[field]]))),
      () => (failed.length > 0 ? summary.current : null),
    );
    if (failed.length > 0) {
      // The spec's warning for the city, besides the summary.
      if (found.city) notify('error', found.city);
      return;
    }
    const city = fields.city!;
    dispatch({ type: 'submit' });
    const client = await loadClient();
    const answered = await client.preQualify({
      city: city.name,
      branchId: city.id,
      mobile: fields.mobile,
      loanAmount: fields.loanAmount,
      idType: fields.idType,
      ...(fields.idType === 'PAN' ? { pan: fields.pan } : {}),
      aadhaar: fields.aadhaar,
      terms: fields.terms,
      id: params.get('id'),
    });
    if (!answered.ok) {
      notify('error', answered.message);
      dispatch({ type: 'failed' });
      return;
    }
    const toast = answerToast(answered.data, 'request');
    if (toast) notify('error', toast);
    if (answered.data.statusCode === '000') setDialogsWanted(true);
    dispatch({ type: 'answered', answer: answered.data });
  };

  const verify = async (values: { nameAsPerPan: string; otp: string }) => {
    if (step.kind !== 'otp') return;
    dispatch({ type: 'otpSubmit' });
    const client = await loadClient();
    const answered = await client.verifyEnquiryOtp({ requestId: step.requestId, ...values });
    if (!answered.ok) {
      notify('error', answered.message);
      dispatch({ type: 'otpFailed' });
      return;
    }
    const toast = answerToast(answered.data, 'otp');
    if (toast) notify('error', toast);
    dispatch({ type: 'otpAnswered', answer: answered.data });
  };

  if (step.kind === 'offer' || step.kind === 'regret') {
    return (
      <EnquiryOutcome
        step={step}
        headingRef={heading}
        onAgain={() => dispatch({ type: 'again' })}
      />
    );
  }

  const summaryErrors = order
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: focusId(field), message: errors[field]! }));

  return (
    <>
      <form
        className={css.form}
        noValidate
        onSubmit={submit}
        onFocusCapture={engage}
        // Its calls ask for a proof-of-work: solve one from the first keystroke (not on a focus
        // the page itself gives, so a visit that types nothing loads no solver).
        onInputCapture={prepareChallenge}
        onPointerDownCapture={engage}
        aria-busy={processing || undefined}
      >
        <ErrorSummary ref={summary} title={copy.errorSummaryTitle} errors={summaryErrors} />
        <CitySelect<City>
          id={ids.city}
          label={copy.labels.city}
          items={cities ?? []}
          loading={engaged && cities === null}
          loadingText={copy.loadingCities}
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
              <button
                type="button"
                className={css.linkButton}
                onClick={() => {
                  setDialogsWanted(true);
                  setTermsOpen(true);
                }}
              >
                {copy.labels.terms}
              </button>
            </>
          }
        />
        <div className={css.actions}>
          <Button type="submit" busy={processing}>
            {copy.submit}
          </Button>
        </div>
        <PrivacyNotice notice={privacyNotices.enquiry} />
      </form>
      <LoadingOverlay
        open={processing}
        label={copy.processing.title}
        detail={copy.processing.note}
      />
      {dialogsWanted ? (
        <Suspense fallback={null}>
          <EnquiryTermsDialog open={termsOpen} onOpenChange={setTermsOpen} />
          {step.kind === 'otp' ? (
            <EnquiryOtpDialog
              key={step.requestId}
              open
              panName={step.panName}
              sentTo={copy.otp.sentTo(fields.mobile)}
              busy={step.busy}
              attempt={step.attempt}
              onSubmit={(values) => void verify(values)}
              onClose={() => dispatch({ type: 'close' })}
            />
          ) : null}
        </Suspense>
      ) : null}
    </>
  );
}
