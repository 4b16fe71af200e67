import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { uuidFromRouteParam } from '@wbn/contracts';
import { businessProfileQuery } from '../../features/business/index.ts';
import { SendRequestScreen } from '../../features/inquiries/index.ts';
import { messageKeys } from '../../features/messages/index.ts';

/**
 * /business/{id}/send-request: the inquiry form to the business of the route's `:id` (its last 36
 * characters), whose profile gives its name and the viewer's role; a sent inquiry makes the
 * message center's lists stale.
 */
export function SendRequestPage() {
  const businessID = uuidFromRouteParam(useParams().id);
  const receiver = useQuery({ ...businessProfileQuery(businessID ?? ''), enabled: businessID !== null });
  const client = useQueryClient();
  return (
    <SendRequestScreen
      businessID={businessID}
      receiver={receiver}
      onSent={() => void client.invalidateQueries({ queryKey: messageKeys.all })}
    />
  );
}
