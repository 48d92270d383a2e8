import { maskEmail, type NocAddressValues } from '@company/forms';
import type { CareLoan, RequestType, SubRequestType, UserType } from '@company/forms/contracts';
import { digitsOnly } from '@company/forms/final-form';
import {
  Button,
  FileInput,
  LoadingOverlay,
  SearchableSelect,
  Stack,
  TextArea,
  TextField,
  visuallyHidden,
} from '@company/ui';
import { type FormEvent, lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { ErrorSummary } from '../../components/form/ErrorSummary.tsx';
import { showErrorsThenFocus } from '../../components/form/focus-first-error.ts';
import * as formCss from '../../components/form/forms.css.ts';
import { PrivacyNotice } from '../../components/form/PrivacyNotice.tsx';
import { notify } from '../../components/notify.ts';
import { customerCarePage as copy } from '../../content/customer-care.ts';
import { privacyNotices } from '../../content/privacy.ts';
import { once } from '../../lib/once.ts';
import { prepareChallenge } from '../../lib/prepare-challenge.ts';
import {
  careJourney,
  chosenLoan,
  identityDone,
  identityOf,
  initialJourney,
  isCustomer,
} from './journey.ts';

/**
 * Loaded when first needed, not with the page: the HTTP client (axios) with the first
 * interaction, the form rules (yup) with the first check, the dialogs (Radix) with the first
 * dialog. The page's first screen costs the frame and this form only.
 */
const loadClient = once(() => import('./client.ts'));
const loadRules = once(() => import('./rules.ts'));
const OtpDialog = lazy(() => import('./dialogs.tsx').then((m) => ({ default: m.OtpDialog })));
const NocAddressDialog = lazy(() =>
  import('./dialogs.tsx').then((m) => ({ default: m.NocAddressDialog })),
);
const OutcomeDialog = lazy(() =>
  import('./dialogs.tsx').then((m) => ({ default: m.OutcomeDialog })),
);

/** The NOC request type (spec): customers only, with a dispatch address. */
const NOC_REQUEST_TYPE = 27;
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const mobileDigits = digitsOnly(10);

interface Fields {
  name: string;
  email: string;
  requestType: RequestType | null;
  subRequestType: SubRequestType | null;
  query: string;
  file: File | null;
}

const emptyFields: Fields = {
  name: '',
  email: '',
  requestType: null,
  subRequestType: null,
  query: '',
  file: null,
};

/** Field ids, for the error summary's links: the summary names each problem by its field. */
const ids = {
  userType: 'care-user-type',
  mobile: 'care-mobile',
  lan: 'care-lan',
  name: 'care-name',
  email: 'care-email',
  requestType: 'care-request-type',
  subRequestType: 'care-sub-request-type',
  query: 'care-query',
} as const;
const order = Object.keys(ids) as (keyof typeof ids)[];

/**
 * /customer-care: a service request from a customer (verified by OTP, with their loans), a
 * non-customer or a dealer (by mobile number). Who is asking comes first; the rest stays
 * disabled until that step is done. The journey's state is one reducer (`journey.ts`); the
 * fields the visitor types are kept here and never lost on a failure.
 */
export function CareForm({ headingId }: { headingId: string }) {
  const [journey, dispatch] = useReducer(careJourney, initialJourney);
  const [userTypes, setUserTypes] = useState<UserType[] | null>(null);
  const [requestTypes, setRequestTypes] = useState<RequestType[]>([]);
  const [subRequestTypes, setSubRequestTypes] = useState<SubRequestType[]>([]);
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof ids, string>>>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number>();
  const summary = useRef<HTMLDivElement>(null);
  const customer = isCustomer(journey);
  const unlocked = identityDone(journey);
  const loan = chosenLoan(journey);

  // The first focus or touch in the form brings the client, and the user types with it.
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (!engaged) return;
    void loadClient()
      .then((client) => client.fetchUserTypes())
      .then((found) => {
        if (found.ok) setUserTypes(found.data);
        else notify('error', found.message);
      });
  }, [engaged]);
  const engage = () => {
    if (!engaged) setEngaged(true);
  };
  // Dialogs are mounted from the first time one is needed (then they keep their focus handling).
  const dialogsWanted = journey.otp.open || journey.emailOtp.open || journey.dialog.kind !== 'none';
  const [dialogsMounted, setDialogsMounted] = useState(false);
  useEffect(() => {
    if (dialogsWanted) setDialogsMounted(true);
  }, [dialogsWanted]);

  // Request types belong to the user type; they load once the identity step is done.
  const userId = journey.userType?.user_id;
  useEffect(() => {
    setRequestTypes([]);
    if (userId === undefined || !unlocked) return;
    void loadClient()
      .then((client) => client.fetchRequestTypes(userId))
      .then((found) => {
        if (found.ok) setRequestTypes(found.data);
        else notify('error', found.message);
      });
  }, [userId, unlocked]);

  const requestTypeId = fields.requestType?.request_type_id;
  useEffect(() => {
    setSubRequestTypes([]);
    if (requestTypeId === undefined || userId === undefined) return;
    void loadClient()
      .then((client) => client.fetchSubRequestTypes(requestTypeId, userId))
      .then((found) => {
        if (found.ok) setSubRequestTypes(found.data);
        else notify('error', found.message);
      });
  }, [requestTypeId, userId]);

  // A chosen loan fills the name and e-mail it was taken out with.
  useEffect(() => {
    if (!loan) return;
    setFields((current) => ({
      ...current,
      name: loan.customer_name,
      email: journey.verifiedEmail ?? loan.email ?? '',
    }));
  }, [loan, journey.verifiedEmail]);

  const set = <K extends keyof Fields>(field: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [field]: value }));

  const withLoader = async <T,>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  const identity = () => identityOf(journey.identity);

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
    else notify('error', sent.message);
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
    else notify('error', sent.message);
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

  /** The spec's submit checks, every failure listed at the top and beside its field. */
  const check = async (): Promise<boolean> => {
    const rules = await loadRules();
    const found = rules.careErrors(
      {
        userType: journey.userType?.user_type ?? '',
        mobile: journey.identity.trim(),
        lan: customer ? (journey.lan ?? '') : '',
        name: fields.name,
        email: fields.email,
        requestType: fields.requestType?.request_type ?? '',
        subRequestType: fields.subRequestType?.sub_request_type ?? '',
        query: fields.query,
      },
      { loans: journey.loans },
    );
    const next: typeof errors = {};
    for (const field of order) if (found[field]) next[field] = found[field];
    const failed = Object.keys(next).length > 0;
    showErrorsThenFocus(
      () => setErrors(next),
      () => (failed ? summary.current : null),
    );
    return !failed;
  };

  const send = async (address?: NocAddressValues) => {
    const userType = journey.userType;
    const requestType = fields.requestType;
    const subRequestType = fields.subRequestType;
    if (!userType || !requestType || !subRequestType) return;
    await withLoader(async () => {
      const client = await loadClient();
      let docId: string | undefined;
      if (fields.file) {
        setProgress(0);
        const uploaded = await client.uploadDocument(
          fields.file,
          customer
            ? { kind: 'customer' }
            : {
                kind: userType.user_type === 'dealer' ? 'dealer' : 'non-customer',
                phone: journey.identity.trim(),
              },
          setProgress,
        );
        setProgress(undefined);
        if (!uploaded.ok) {
          notify('error', (await loadRules()).messages.document);
          return;
        }
        notify('success', 'Document Uploaded');
        docId = uploaded.data.id;
      }
      const answer = await client.submitServiceRequest({
        user_type: userType.user_type,
        name: fields.name.trim(),
        phone: customer ? (loan?.phone ?? null) : journey.identity.trim(),
        lan: customer ? (journey.lan ?? null) : null,
        request_type_id: requestType.request_type_id,
        sub_request_id: subRequestType.sub_request_id,
        request_category_id: subRequestType.request_category_id,
        request_type: requestType.request_type,
        sub_request_type: subRequestType.sub_request_type,
        email: fields.email.trim() || null,
        query: fields.query.trim() || null,
        vehicle_number: loan?.vehicle_number ?? null,
        doc_path: docId ?? null,
        ...(address
          ? { address, noc_dispatched_addr: (await loadRules()).joinNocAddress(address) }
          : {}),
      });
      if (!answer.ok && answer.status === 0) {
        notify('error', copy.networkFailure);
        return;
      }
      if (!answer.ok) {
        dispatch({ type: 'failed', message: answer.message });
        return;
      }
      dispatch({ type: 'answered', answer: answer.data });
      if (answer.data.success && answer.data.message_code === '002') {
        // Only a created request clears the form; every other answer keeps what was typed. Who is
        // asking stays: a customer's name and e-mail come back from their loan.
        setFields({
          ...emptyFields,
          name: loan?.customer_name ?? '',
          email: journey.verifiedEmail ?? loan?.email ?? '',
        });
        setErrors({});
      }
    });
  };

  // One request at a time: a second Enter or click while one is on its way does nothing (the API
  // would answer the same ticket as pending anyway).
  const inFlight = useRef(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submitChecked();
    } finally {
      inFlight.current = false;
    }
  };

  const submitChecked = async () => {
    if (!(await check())) return;
    if (customer && fields.requestType?.request_type_id === NOC_REQUEST_TYPE) {
      dispatch({
        type: 'nocAsked',
        message: loan?.status === 'A' ? (await loadRules()).messages.nocActive : '',
      });
      return;
    }
    await send();
  };

  const summaryErrors = order
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: ids[field], message: errors[field] as string }));

  return (
    <>
      <form
        onSubmit={submit}
        onFocusCapture={engage}
        // Its calls ask for a proof-of-work: solve one from the first keystroke (not on a focus
        // the page itself gives, so a visit that types nothing loads no solver).
        onInputCapture={prepareChallenge}
        onPointerDownCapture={engage}
        noValidate
        aria-labelledby={headingId}
        aria-describedby="care-privacy"
      >
        <Stack gap="lg">
          <ErrorSummary ref={summary} title={copy.errorSummaryTitle} errors={summaryErrors} />
          <SearchableSelect<UserType>
            id={ids.userType}
            name="user_type"
            label={copy.labels.userType}
            items={userTypes ?? []}
            loading={userTypes === null}
            loadingText={copy.loadingTypes}
            notFoundText={copy.notFound}
            itemToString={(type) => capitalised(type.user_type)}
            itemToKey={(type) => type.user_id}
            selectedItem={journey.userType ?? null}
            onSelectedItemChange={(userType) => {
              dispatch({ type: 'userTypeChosen', userType: userType ?? undefined });
              setErrors({});
            }}
            maxHeight={200}
            required
            error={errors.userType}
          />
          <div className={formCss.row}>
            <TextField
              id={ids.mobile}
              label={customer ? copy.labels.identity : copy.labels.mobile}
              hint={customer ? copy.hints.identity : copy.hints.mobile}
              required
              disabled={!journey.userType}
              value={journey.identity}
              inputMode={customer ? 'text' : 'numeric'}
              autoComplete={customer ? 'off' : 'tel-national'}
              // Digits only and at most 10 are kept as typed or pasted ('+91 98765 43210').
              maxLength={customer ? 30 : undefined}
              readOnly={customer && journey.verified}
              onChange={(event) => {
                const value = customer
                  ? event.target.value.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
                  : mobileDigits(event.target.value);
                dispatch({ type: 'identityTyped', value });
              }}
              onBlur={() => {
                if (customer || !journey.userType) return;
                const userType = journey.userType.user_type;
                const mobile = journey.identity.trim();
                void loadRules().then((rules) => {
                  const found = rules.careErrors({ userType, mobile }).mobile;
                  setErrors((current) => ({ ...current, mobile: found }));
                });
              }}
              error={errors.mobile}
            />
            {customer && (
              <div className={formCss.inlineAction}>
                <Button
                  tone="secondary"
                  onClick={() => void verify()}
                  disabled={journey.verified}
                  aria-describedby={ids.mobile}
                >
                  {journey.verified ? copy.verified : copy.verify}
                </Button>
              </div>
            )}
          </div>

          <fieldset
            className={formCss.lockable}
            disabled={!unlocked}
            aria-describedby={unlocked ? undefined : 'care-locked'}
          >
            <legend className={visuallyHidden}>{copy.formHeading}</legend>
            {!unlocked && (
              <p id="care-locked" className={formCss.requiredNote}>
                {customer || !journey.userType ? copy.hints.locked : copy.hints.lockedNonCustomer}
              </p>
            )}
            <Stack gap="lg">
              {customer && (
                <div className={formCss.row}>
                  <SearchableSelect<CareLoan>
                    id={ids.lan}
                    name="lan"
                    label={copy.labels.lan}
                    items={journey.loans}
                    notFoundText={copy.notFound}
                    itemToString={(item) => item.loan_account_no}
                    itemToKey={(item) => item.loan_account_no}
                    selectedItem={loan ?? null}
                    onSelectedItemChange={(item) =>
                      dispatch({ type: 'loanChosen', lan: item?.loan_account_no })
                    }
                    maxHeight={200}
                    required
                    disabled={!unlocked}
                    error={errors.lan}
                  />
                  <TextField
                    label={copy.labels.vehicle}
                    value={loan?.vehicle_number ?? ''}
                    readOnly
                    disabled={!unlocked}
                  />
                </div>
              )}
              <TextField
                id={ids.name}
                label={copy.labels.name}
                required
                autoComplete="name"
                maxLength={100}
                value={fields.name}
                onChange={(event) => set('name', event.target.value)}
                error={errors.name}
              />
              <div className={formCss.row}>
                <TextField
                  id={ids.email}
                  type="email"
                  label={copy.labels.email}
                  autoComplete="email"
                  maxLength={254}
                  value={fields.email}
                  hint={
                    journey.verifiedEmail && journey.verifiedEmail === fields.email.trim()
                      ? copy.emailVerified
                      : undefined
                  }
                  onChange={(event) => set('email', event.target.value)}
                  onBlur={() => {
                    const email = fields.email;
                    void loadRules().then((rules) =>
                      setErrors((current) => ({
                        ...current,
                        email: rules.careErrors({ email }).email,
                      })),
                    );
                  }}
                  error={errors.email}
                />
                {customer && (
                  <div className={formCss.inlineAction}>
                    <Button tone="secondary" onClick={() => void updateEmail()}>
                      {copy.updateEmail}
                    </Button>
                  </div>
                )}
              </div>
              <div className={formCss.row}>
                <SearchableSelect<RequestType>
                  id={ids.requestType}
                  name="request_type_id"
                  label={copy.labels.requestType}
                  items={requestTypes}
                  notFoundText={copy.notFound}
                  itemToString={(item) => item.request_type}
                  itemToKey={(item) => item.request_type_id}
                  selectedItem={fields.requestType}
                  onSelectedItemChange={(item) =>
                    setFields((current) => ({
                      ...current,
                      requestType: item,
                      subRequestType: null,
                    }))
                  }
                  maxHeight={200}
                  required
                  disabled={!unlocked}
                  error={errors.requestType}
                />
                <SearchableSelect<SubRequestType>
                  id={ids.subRequestType}
                  name="sub_request_id"
                  label={copy.labels.subRequestType}
                  items={subRequestTypes}
                  notFoundText={copy.notFound}
                  itemToString={(item) => item.sub_request_type}
                  itemToKey={(item) => item.sub_request_id}
                  selectedItem={fields.subRequestType}
                  onSelectedItemChange={(item) => set('subRequestType', item)}
                  maxHeight={200}
                  required
                  disabled={!unlocked}
                  error={errors.subRequestType}
                />
              </div>
              <TextArea
                id={ids.query}
                label={copy.labels.query}
                hint={copy.hints.query}
                maxLength={2000}
                value={fields.query}
                onChange={(event) => set('query', event.target.value)}
                error={errors.query}
              />
              <FileInput
                name="document"
                label={copy.labels.file}
                hint={copy.hints.file}
                accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
                maxSize={MAX_FILE_BYTES}
                typeLabel="PNG, JPEG or PDF"
                value={fields.file}
                onFileChange={(file) => set('file', file)}
                disabled={!unlocked}
              />
              {progress !== undefined && (
                <progress
                  className={formCss.progress}
                  max={1}
                  value={progress}
                  aria-label={copy.uploading}
                />
              )}
              <div className={formCss.actions}>
                <Button type="submit" tone="primary" busy={busy}>
                  {busy ? copy.submitting : copy.submit}
                </Button>
              </div>
            </Stack>
          </fieldset>
          <PrivacyNotice notice={privacyNotices.customerCare} id="care-privacy" />
        </Stack>
      </form>

      {dialogsMounted && (
        <Suspense fallback={null}>
          <OtpDialog
            open={journey.otp.open}
            title={copy.otp.title}
            sentTo={copy.otp.sentTo}
            label={copy.otp.label}
            submitLabel={copy.otp.submit}
            onVerify={otpVerified}
            onResend={() => loadClient().then((client) => client.sendIdentityOtp(identity()))}
            onClose={() => dispatch({ type: 'otpClosed' })}
          />
          <OtpDialog
            open={journey.emailOtp.open}
            title={copy.emailOtp.title}
            sentTo={copy.emailOtp.sentTo(maskEmail(journey.emailOtp.email))}
            label={copy.emailOtp.label}
            submitLabel={copy.emailOtp.submit}
            onVerify={emailVerified}
            onResend={() =>
              loadClient().then((client) => client.sendEmailOtp(journey.emailOtp.email ?? ''))
            }
            onClose={() => dispatch({ type: 'emailOtpClosed' })}
          />
          <NocAddressDialog
            open={journey.dialog.kind === 'noc-address'}
            lookUp={(pincode) => loadClient().then((client) => client.fetchCityState(pincode))}
            onConfirm={(address) => {
              dispatch({ type: 'dialogClosed' });
              void send(address);
            }}
            onClose={() => dispatch({ type: 'dialogClosed' })}
          />
          <OutcomeDialog
            dialog={journey.dialog}
            onClose={() => dispatch({ type: 'dialogClosed' })}
          />
        </Suspense>
      )}
      <LoadingOverlay open={busy} />
    </>
  );
}

const capitalised = (text: string) =>
  text.replace(/(^|-)([a-z])/g, (_, start: string, letter: string) => start + letter.toUpperCase());
