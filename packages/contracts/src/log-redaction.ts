/**
 * What the servers never write to their logs: the token headers, cookies, and one-time codes or
 * reset tokens that travel in a query string (`/SetID/?token=…`, reset links).
 */
export const redactedLogPaths = [
  'req.headers["wbn-auth"]',
  'req.headers["wbn-refresh-token"]',
  'req.headers.cookie',
];

export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|continue)=)[^&]*/g, '$1[redacted]');
}
