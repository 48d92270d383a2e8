import type { RequestType, SubRequestType, UserType } from '@company/forms/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CareFields } from './form.ts';
import { raiseAgainOf } from './raise-again.ts';

type Step = 'user' | 'request' | 'sub' | 'done';

/**
 * 'Raise another request' (navigation state from /track-request): the user type and mobile once
 * the user types are listed, then the request type and sub-type as their lists load (a customer's
 * after the OTP, as for anyone). A choice the lists no longer offer is left for the visitor.
 */
export function useRaiseAgain(
  {
    userTypes,
    requestTypes,
    subRequestTypes,
  }: {
    userTypes: UserType[] | null;
    requestTypes: RequestType[];
    subRequestTypes: SubRequestType[];
  },
  {
    engage,
    chooseUserType,
    typeIdentity,
    setFields,
  }: {
    engage: () => void;
    chooseUserType: (userType: UserType | null) => void;
    typeIdentity: (typed: string) => void;
    setFields: (update: (current: CareFields) => CareFields) => void;
  },
) {
  const state = useLocation().state;
  const [prefill] = useState(() => raiseAgainOf(state));
  const step = useRef<Step>(prefill ? 'user' : 'done');

  // The lists load with the first focus; a prefilled form needs them at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => {
    if (prefill) engage();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each step runs as its list arrives.
  useEffect(() => {
    if (!prefill || step.current !== 'user' || !userTypes) return;
    const userType = userTypes.find((type) => type.user_type === prefill.userType);
    step.current = userType ? 'request' : 'done';
    if (!userType) return;
    chooseUserType(userType);
    typeIdentity(prefill.mobile);
  }, [userTypes]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each step runs as its list arrives.
  useEffect(() => {
    if (!prefill || step.current !== 'request' || requestTypes.length === 0) return;
    const requestType = requestTypes.find((t) => t.request_type_id === prefill.requestTypeId);
    step.current = requestType ? 'sub' : 'done';
    if (requestType) setFields((current) => ({ ...current, requestType, subRequestType: null }));
  }, [requestTypes]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each step runs as its list arrives.
  useEffect(() => {
    if (!prefill || step.current !== 'sub' || subRequestTypes.length === 0) return;
    step.current = 'done';
    const subRequestType = subRequestTypes.find((t) => t.sub_request_id === prefill.subRequestId);
    if (subRequestType) setFields((current) => ({ ...current, subRequestType }));
  }, [subRequestTypes]);
}
