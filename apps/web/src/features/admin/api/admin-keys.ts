/**
 * Cache keys of the operators' console. The console is one person's (an operator's) view of the
 * whole network, so the viewer is part of every key: another account signed in on the same tab
 * never sees the previous one's answers.
 */
export const adminKeys = {
  all: ['admin'] as const,
  /** GET /api/admin/me: the viewer's operator role. */
  me: (viewer: string) => [...adminKeys.all, 'me', viewer] as const,
  queue: (viewer: string) => [...adminKeys.all, 'queue', viewer] as const,
  trail: (viewer: string) => [...adminKeys.all, 'trail', viewer] as const,
  lookup: (viewer: string, q: string) => [...adminKeys.all, 'lookup', viewer, q] as const,
  operators: (viewer: string) => [...adminKeys.all, 'operators', viewer] as const,
  verificationAll: (viewer: string) => [...adminKeys.all, 'verification', viewer] as const,
  verification: (viewer: string, status: string) => [...adminKeys.verificationAll(viewer), status] as const,
  appeals: (viewer: string) => [...adminKeys.all, 'appeals', viewer] as const,
};

/** The role rarely changes; a revoke holds on the server at once whatever the page believes. */
export const ROLE_STALE_MS = 5 * 60 * 1000;
/** Reports arrive and other operators act: the queue and the trail are read again soon. */
export const CONSOLE_STALE_MS = 15 * 1000;
