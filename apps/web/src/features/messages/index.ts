// What src/app uses of the message center: the shell's Messages link with its unread badge (and
// the count alone), and the cache keys (the send-request page refreshes the lists after an inquiry).
// The message center page is in routes.ts, for the router.
export { MessagesLink, type MessagesLinkProps } from './components/MessagesLink.tsx';
export { useUnreadMessages } from './api/unread-messages.ts';
export { ownRequestsPath } from './lib/paths.ts';
export { messageKeys } from './api/message-keys.ts';
