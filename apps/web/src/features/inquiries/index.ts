// What other features use of inquiries: nothing yet. The send-request page is in routes.ts, for
// the router; the links to it are plain paths (/business/{id}/send-request).
export {};
