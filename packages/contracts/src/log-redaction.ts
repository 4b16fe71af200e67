/**
 * What the servers never write to their logs: the token headers, cookies, and one-time codes,
 * reset tokens or sign-in states that travel in a query string (`/SetID/?token=…`, reset links,
 * `/login?state=…`, the live stream's `?ticket=…`).
 */
export const redactedLogPaths = [
  'req.headers["wbn-auth"]',
  'req.headers["wbn-refresh-token"]',
  'req.headers.cookie',
];

export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|continue|state|ticket)=)[^&]*/g, '$1[redacted]');
}

/** The request as the log serializer sees it (a structural subset of Fastify's request). */
interface LoggedRequest {
  method: string;
  url: string;
  ip: string;
  id: string;
}

/** Logger options both servers use: JSON logs at `level`, secrets redacted, query codes hidden. */
export function serverLogOptions(level: string) {
  return {
    level,
    redact: redactedLogPaths,
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
        reqId: req.id,
      }),
    },
  };
}
