import { useParams } from 'react-router';
import { uuidFromRouteParam } from '@wbn/contracts';
import { ReputationSummary } from '../../features/business/index.ts';
import { BoardScreen, RequestFormScreen, RequestScreen } from '../../features/buying-requests/index.ts';

/** /buying-requests: the board of open requests for quotation. */
export function BuyingRequestsBoardPage() {
  return <BoardScreen />;
}

/** /buying-requests/new: a new request for quotation. */
export function NewBuyingRequestPage() {
  return <RequestFormScreen />;
}

/**
 * /buying-requests/{id}: a request, read as the buyer or as a supplier business (`?as=`); the
 * comparison shows each supplier's response figures and reviews as its business card does.
 */
export function BuyingRequestPage() {
  const requestID = uuidFromRouteParam(useParams().id);
  if (!requestID) return <main className="wbn-rfq">404</main>;
  return (
    <RequestScreen
      key={requestID}
      requestID={requestID}
      supplierReputation={(quote) => (
        <ReputationSummary reputation={quote.supplierReputation} className="wbn-rfq__reputation" />
      )}
    />
  );
}
