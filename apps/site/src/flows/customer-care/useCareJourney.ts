import type { NocAddressValues } from '@company/forms';
import type { RequestType, UserType } from '@company/forms/contracts';
import { digitsOnly } from '@company/forms/final-form';
import { useEffect, useReducer, useRef, useState } from 'react';
import { showErrorsThenFocus } from '../../components/form/focus-first-error.ts';
import { notify } from '../../components/notify.ts';
import { answerField } from '../../lib/answer-field.ts';
import type { Failure } from '../../lib/http.ts';
import {
  type CareErrors,
  type CareFields,
  careWireNames,
  emptyFields,
  careIds as ids,
} from './form.ts';
import {
  careJourney,
  chosenLoan,
  identityDone,
  identityOf,
  initialJourney,
  isCustomer,
} from './journey.ts';
import { loadClient, loadRules } from './load.ts';
import { useCareLists } from './useCareLists.ts';
import { useCareSubmit } from './useCareSubmit.ts';
import { useRaiseAgain } from './useRaiseAgain.ts';

const mobileDigits = digitsOnly(10);

/**
 * The customer care journey: the reducer (`journey.ts`) for what the API has established, the
 * fields the visitor types (never lost on a failure), the lists that load as the steps unlock,
 * and every handler the steps call. The calls go through the flow's client, loaded with the
 * first focus or touch.
 */
export function useCareJourney() {
  const [journey, dispatch] = useReducer(careJourney, initialJourney);
  const [fields, setFields] = useState<CareFields>(emptyFields);
  const [errors, setErrors] = useState<CareErrors>({});
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const customer = isCustomer(journey);
  const unlocked = identityDone(journey);
  const loan = chosenLoan(journey);

  // The first focus or touch in the form brings the client, and the user types with it.
  const [engaged, setEngaged] = useState(false);
  const engage = () => {
    if (!engaged) setEngaged(true);
  };
  // Dialogs are mounted from the first time one is needed (then they keep their focus handling).
  const dialogsWanted = journey.otp.open || journey.emailOtp.open || journey.dialog.kind !== 'none';
  const [dialogsMounted, setDialogsMounted] = useState(false);
  useEffect(() => {
    if (dialogsWanted) setDialogsMounted(true);
  }, [dialogsWanted]);

  const lists = useCareLists({
    engaged,
    userId: journey.userType?.user_id,
    unlocked,
    requestTypeId: fields.requestType?.request_type_id,
  });
  const { userTypes, requestTypes, subRequestTypes } = lists;

  // A chosen loan fills the name and e-mail it was taken out with.
  useEffect(() => {
    if (!loan) return;
    setFields((current) => ({
      ...current,
      name: loan.customer_name,
      email: journey.verifiedEmail ?? loan.email ?? '',
    }));
  }, [loan, journey.verifiedEmail]);

  const set = <K extends keyof CareFields>(field: K, value: CareFields[K]) =>
    setFields((current) => ({ ...current, [field]: value }));

  const withLoader = async <T>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  const identity = () => identityOf(journey.identity);

  // A refusal in the API's words; a field it names also shows them beside it, and takes focus.
  const refused = (failure: Failure) => {
    notify('error', failure.message);
    const field = answerField(failure, ids, careWireNames);
    if (!field) return;
    showErrorsThenFocus(
      () => setErrors((current) => ({ ...current, [field]: failure.message })),
      () => document.getElementById(ids[field]),
    );
  };

  const chooseUserType = (userType: UserType | null) => {
    dispatch({ type: 'userTypeChosen', userType: userType ?? undefined });
    setErrors({});
  };

  // Digits only and at most 10 are kept as typed or pasted ('+91 98765 43210').
  const typeIdentity = (typed: string) => {
    const value = customer ? typed.replace(/[^0-9A-Za-z]/g, '').toUpperCase() : mobileDigits(typed);
    dispatch({ type: 'identityTyped', value });
  };

  const checkMobile = () => {
    if (customer || !journey.userType) return;
    const userType = journey.userType.user_type;
    const mobile = journey.identity.trim();
    void loadRules().then((rules) => {
      const found = rules.careErrors({ userType, mobile }).mobile;
      setErrors((current) => ({ ...current, mobile: found }));
    });
  };

  const checkEmail = () => {
    const email = fields.email;
    void loadRules().then((rules) =>
      setErrors((current) => ({ ...current, email: rules.careErrors({ email }).email })),
    );
  };

  const chooseRequestType = (requestType: RequestType | null) =>
    setFields((current) => ({ ...current, requestType, subRequestType: null }));

  const verify = async () => {
    const rules = await loadRules();
    const found = rules.careErrors({
      userType: journey.userType?.user_type ?? '',
      mobile: journey.identity.trim(),
    });
    if (found.mobile) {
      showErrorsThenFocus(
        () => setErrors({ mobile: found.mobile }),
        () => document.getElementById(ids.mobile),
      );
      return;
    }
    setErrors({});
    const client = await loadClient();
    const sent = await withLoader(() => client.sendIdentityOtp(identity()));
    if (sent.ok) dispatch({ type: 'otpSent' });
    else refused(sent);
  };

  const otpVerified = async (code: string) => {
    const client = await loadClient();
    const verified = await client.verifyIdentityOtp(identity(), code);
    if (!verified.ok) return verified;
    dispatch({ type: 'otpVerified' });
    const loans = await withLoader(() => client.fetchLoans(identity()));
    if (loans.ok) dispatch({ type: 'loansLoaded', loans: loans.data });
    else if (loans.status === 404) dispatch({ type: 'loansLoaded', loans: [] });
    else notify('error', loans.message);
    return verified;
  };

  const updateEmail = async () => {
    const email = fields.email.trim();
    const rules = await loadRules();
    const found = rules.careErrors({ email }).email;
    if (!email || found) {
      showErrorsThenFocus(
        () => setErrors((current) => ({ ...current, email: found ?? rules.messages.emailInvalid })),
        () => document.getElementById(ids.email),
      );
      return;
    }
    const client = await loadClient();
    const sent = await withLoader(() => client.sendEmailOtp(email));
    if (sent.ok) dispatch({ type: 'emailOtpSent', email });
    else refused(sent);
  };

  const emailVerified = async (code: string) => {
    const email = journey.emailOtp.email ?? '';
    const client = await loadClient();
    const verified = await client.verifyEmailOtp({
      phone: loan?.phone ?? identity().phone ?? null,
      updated_email: email,
      otp: code,
    });
    if (verified.ok) dispatch({ type: 'emailVerified' });
    return verified;
  };

  useRaiseAgain(lists, { engage, chooseUserType, typeIdentity, setFields });

  const resendIdentityOtp = () => loadClient().then((client) => client.sendIdentityOtp(identity()));
  const resendEmailOtp = () =>
    loadClient().then((client) => client.sendEmailOtp(journey.emailOtp.email ?? ''));
  const lookUpPincode = (pincode: string) =>
    loadClient().then((client) => client.fetchCityState(pincode));

  const { submit, send, progress } = useCareSubmit({
    journey,
    dispatch,
    fields,
    setFields,
    setErrors,
    summary,
    withLoader,
  });
  const confirmAddress = (address: NocAddressValues) => {
    dispatch({ type: 'dialogClosed' });
    void send(address);
  };

  return {
    journey,
    dispatch,
    fields,
    set,
    errors,
    userTypes,
    requestTypes,
    subRequestTypes,
    busy,
    progress,
    summary,
    customer,
    unlocked,
    loan,
    engage,
    dialogsMounted,
    chooseUserType,
    typeIdentity,
    checkMobile,
    checkEmail,
    chooseRequestType,
    verify,
    otpVerified,
    updateEmail,
    emailVerified,
    resendIdentityOtp,
    resendEmailOtp,
    lookUpPincode,
    confirmAddress,
    submit,
  };
}

export type CareJourneyApi = ReturnType<typeof useCareJourney>;
