import type { RequestType, SubRequestType, UserType } from '@company/forms/contracts';
import { useEffect, useState } from 'react';
import { notify } from '../../components/notify.ts';
import { loadClient } from './load.ts';

/**
 * The lists the selects offer, each loaded when its step opens: the user types with the first
 * focus or touch, the request types once the identity step is done (they belong to the user
 * type), the sub-request types once a request type is chosen.
 */
export function useCareLists({
  engaged,
  userId,
  unlocked,
  requestTypeId,
}: {
  engaged: boolean;
  userId: number | undefined;
  unlocked: boolean;
  requestTypeId: number | undefined;
}) {
  const [userTypes, setUserTypes] = useState<UserType[] | null>(null);
  const [requestTypes, setRequestTypes] = useState<RequestType[]>([]);
  const [subRequestTypes, setSubRequestTypes] = useState<SubRequestType[]>([]);

  useEffect(() => {
    if (!engaged) return;
    void loadClient()
      .then((client) => client.fetchUserTypes())
      .then((found) => {
        if (found.ok) setUserTypes(found.data);
        else notify('error', found.message);
      });
  }, [engaged]);

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

  return { userTypes, requestTypes, subRequestTypes };
}
