import type { NocAddressValues } from '@company/forms';
import { type Dispatch, type FormEvent, type RefObject, useRef, useState } from 'react';
import { showErrorsThenFocus } from '../../components/form/focus-first-error.ts';
import { notify } from '../../components/notify.ts';
import { customerCarePage as copy } from '../../content/customer-care.ts';
import { answerField } from '../../lib/answer-field.ts';
import {
  type CareErrors,
  type CareFields,
  careIds,
  careOrder,
  careWireNames,
  emptyFields,
  NOC_REQUEST_TYPE,
} from './form.ts';
import { type CareEvent, type CareJourney, chosenLoan, isCustomer } from './journey.ts';
import { loadClient, loadRules } from './load.ts';

interface SubmitContext {
  journey: CareJourney;
  dispatch: Dispatch<CareEvent>;
  fields: CareFields;
  setFields: (fields: CareFields) => void;
  setErrors: (errors: CareErrors) => void;
  summary: RefObject<HTMLDivElement | null>;
  withLoader: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * The request step's submit: the spec's checks (every failure listed at the top and beside its
 * field), the NOC's address asked for first, the document uploaded, then the request sent.
 */
export function useCareSubmit(context: SubmitContext) {
  const { journey, dispatch, fields, setFields, setErrors, summary, withLoader } = context;
  const [progress, setProgress] = useState<number>();
  const customer = isCustomer(journey);
  const loan = chosenLoan(journey);

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
    const next: CareErrors = {};
    for (const field of careOrder) if (found[field]) next[field] = found[field];
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
        notify('success', (await loadRules()).messages.uploaded);
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
      // A field the API refused is listed at the top and beside the field, as the checks do.
      const field = answer.ok ? undefined : answerField(answer, careIds, careWireNames);
      if (!answer.ok && field) {
        const refused = answer.message;
        showErrorsThenFocus(
          () => setErrors({ [field]: refused }),
          () => summary.current,
        );
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

  return { submit, send, progress };
}
