import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { showErrorsThenFocus } from '../../components/form/focus-first-error.ts';
import { notify } from '../../components/notify.ts';
import { answerField } from '../../lib/answer-field.ts';
import { once } from '../../lib/once.ts';
import {
  type City,
  type EnquiryField,
  type EnquiryFields,
  emptyFields,
  enquiryIds,
  enquiryOrder,
  enquiryWireNames,
} from './form.ts';
import { answerToast, enquiryJourney, initialEnquiry } from './journey.ts';

/** The HTTP client and the form rules load when first needed, not with the page. */
const loadClient = once(() => import('./client.ts'));
const loadRules = once(() => import('./rules.ts'));

/**
 * The enquiry journey: the step (`journey.ts`), the fields the visitor types (kept through every
 * step and every failure), the branch list, the effects that hold the page while a request runs
 * and focus an outcome, and the submit and OTP calls through the flow's client. The PAN and
 * Aadhaar number go in the request's body only; they stay in memory, never in the address or the
 * browser's storage.
 */
export function useEnquiryJourney() {
  const [params] = useSearchParams();
  const [step, dispatch] = useReducer(enquiryJourney, initialEnquiry);
  const [fields, setFields] = useState<EnquiryFields>(emptyFields);
  const [errors, setErrors] = useState<Partial<Record<EnquiryField, string>>>({});
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

  const set = <K extends keyof EnquiryFields>(field: K, value: EnquiryFields[K]) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as EnquiryField]: _, ...rest }) => rest);
  };

  const openTerms = () => {
    setDialogsWanted(true);
    setTermsOpen(true);
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
    const failed = enquiryOrder.filter((field) => found[field]);
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
      // A field the API refused is listed at the top and beside the field, as the checks do.
      const field = answerField(answered, enquiryIds, enquiryWireNames);
      showErrorsThenFocus(
        () => {
          dispatch({ type: 'failed' });
          if (field) setErrors({ [field]: answered.message });
        },
        () => (field ? summary.current : null),
      );
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
    // A refusal while the dialog stays is said in it (a toast would lie under the modal, unheard).
    if (!answered.ok) {
      dispatch({ type: 'otpFailed', message: answered.message });
      return;
    }
    const toast = answerToast(answered.data, 'otp');
    if (toast && answered.data.statusCode === '009') notify('error', toast);
    dispatch({ type: 'otpAnswered', answer: answered.data });
  };

  return {
    step,
    dispatch,
    fields,
    set,
    errors,
    cities,
    engaged,
    engage,
    processing,
    summary,
    heading,
    termsOpen,
    setTermsOpen,
    openTerms,
    dialogsWanted,
    submit,
    verify,
  };
}

export type EnquiryJourneyApi = ReturnType<typeof useEnquiryJourney>;
