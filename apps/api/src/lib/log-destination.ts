import pino from 'pino';

/** Bytes of log lines held before a write: what a crash (not a clean close) may lose, at most. */
export const logBufferBytes = 4096;

/**
 * Request logs written to stdout asynchronously: lines are gathered up to `logBufferBytes` and
 * written without blocking the request that logged them. A clean close flushes (app.ts onClose);
 * a crash or `kill -9` loses at most the lines in the buffer (docs/benchmarks.md, "Request logs").
 */
export function asyncLogDestination(dest: number | string = 1) {
  return pino.destination({ dest, sync: false, minLength: logBufferBytes });
}
