/**
 * The first part of every cache key of a domain that some other feature refreshes whole.
 * TanStack Query matches keys by their start, so invalidating a root refetches everything of that
 * domain; the feature that owns the domain builds its keys from its root. Only roots live here:
 * the keys inside a domain stay its feature's own.
 */

/** The notifications' keys (the bell, the list, the unread count). A thread read marks its notifications read. */
export const notificationsRoot = ['notifications'] as const;
