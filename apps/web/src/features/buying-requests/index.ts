// What src/app composes of buying requests (decision 0023): the board, the request form and the
// request page (the buyer's comparison and award, or a supplier's quote). Links to them are plain
// paths (/buying-requests, /buying-requests/new, /buying-requests/{id}?as={businessID}).
export { BoardScreen } from './screens/BoardScreen.tsx';
export { RequestFormScreen } from './screens/RequestFormScreen.tsx';
export { RequestScreen } from './screens/RequestScreen.tsx';
