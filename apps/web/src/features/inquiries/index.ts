// What src/app composes of inquiries: the send-request screen, given the receiving business's
// profile (the business feature's read) by src/app/pages/SendRequestPage.tsx, which also
// refreshes the message center once an inquiry is sent. Links to it are plain paths
// (/business/{id}/send-request).
export { SendRequestScreen } from './screens/SendRequestScreen.tsx';
