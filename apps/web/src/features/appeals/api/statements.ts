import { queryOptions } from '@tanstack/react-query';
import type { Statement } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** Cache keys of statements of reasons: the reader is part of each (only they may read theirs). */
export const statementKeys = {
  one: (viewer: string, entryID: string) => ['moderation', 'statement', viewer, entryID] as const,
};

/** GET /api/moderation/statements/{id}: to the person it concerns; 404 for anyone else. */
export const statementQuery = (viewer: string, entryID: string) =>
  queryOptions({
    queryKey: statementKeys.one(viewer, entryID),
    queryFn: ({ signal }) =>
      apiRequest<Statement>(`/moderation/statements/${encodeURIComponent(entryID)}`, { signal }),
  });

/** POST /api/moderation/statements/{id}/appeal: once (409 the second time); the statement after. */
export const sendAppeal = (entryID: string, text: string) =>
  apiRequest<Statement>(`/moderation/statements/${encodeURIComponent(entryID)}/appeal`, {
    method: 'POST',
    body: { text },
  });
