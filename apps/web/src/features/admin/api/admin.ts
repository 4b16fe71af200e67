import { queryOptions } from '@tanstack/react-query';
import type {
  ActionCreate,
  HeldItem,
  Appeal,
  AppealDecision,
  Lookup,
  OperatorChange,
  OperatorGrant,
  OperatorMe,
  QueueItem,
  TrailEntry,
  VerificationCheck,
  VerificationDecisionInput,
  VerificationRequest,
} from '@wbn/contracts';
import { apiRequest, currentAuthHooks } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { CONSOLE_STALE_MS, adminKeys } from './admin-keys.ts';

type Operator = OperatorChange['operators'][number];

export const queueQuery = (viewer: string) =>
  queryOptions({
    queryKey: adminKeys.queue(viewer),
    queryFn: ({ signal }) =>
      apiRequest<{ items: QueueItem[]; holds: HeldItem[] }>('/admin/queue', { signal }),
    staleTime: CONSOLE_STALE_MS,
  });

export const trailQuery = (viewer: string) =>
  queryOptions({
    queryKey: adminKeys.trail(viewer),
    queryFn: ({ signal }) => apiRequest<{ entries: TrailEntry[] }>('/admin/trail', { signal }),
    staleTime: CONSOLE_STALE_MS,
  });

export const lookupQuery = (viewer: string, q: string) =>
  queryOptions({
    queryKey: adminKeys.lookup(viewer, q),
    queryFn: ({ signal }) => apiRequest<Lookup>('/admin/lookup', { signal, query: { q } }),
    staleTime: CONSOLE_STALE_MS,
  });

export const operatorsQuery = (viewer: string) =>
  queryOptions({
    queryKey: adminKeys.operators(viewer),
    queryFn: ({ signal }) => apiRequest<{ operators: Operator[] }>('/admin/operators', { signal }),
    staleTime: CONSOLE_STALE_MS,
  });

/** GET /api/admin/verification: businesses with checks waiting for review, or approved (decision 0032). */
export const verificationQuery = (viewer: string, status: 'pending' | 'approved') =>
  queryOptions({
    queryKey: adminKeys.verification(viewer, status),
    queryFn: ({ signal }) =>
      apiRequest<{ requests: VerificationRequest[] }>('/admin/verification', { signal, query: { status } }),
    staleTime: CONSOLE_STALE_MS,
  });

/** POST /api/admin/verification/checks/{id}: approve, ask for more, or revoke. */
export const decideCheck = (checkID: string, body: VerificationDecisionInput) =>
  apiRequest<{ entryID: string; check: VerificationCheck }>(
    `/admin/verification/checks/${encodeURIComponent(checkID)}`,
    { method: 'POST', body },
  );
export const appealsQuery = (viewer: string) =>
  queryOptions({
    queryKey: adminKeys.appeals(viewer),
    queryFn: ({ signal }) => apiRequest<{ appeals: Appeal[] }>('/admin/appeals', { signal }),
    staleTime: CONSOLE_STALE_MS,
  });

/** POST /api/admin/appeals/{id}/decision: the decision's trail entry. */
export const decideAppeal = (appealID: string, body: AppealDecision) =>
  apiRequest<{ entryID: string }>(`/admin/appeals/${encodeURIComponent(appealID)}/decision`, {
    method: 'POST',
    body,
  });

/** POST /api/admin/actions: the trail entry's id. */
export const act = (body: ActionCreate) =>
  apiRequest<{ entryID: string }>('/admin/actions', { method: 'POST', body });

/** POST /api/admin/holds/{id}: delivers (release) or drops (dismiss) a held request. */
export const decideHold = (holdID: string, body: { action: 'release' | 'dismiss'; reason: string }) =>
  apiRequest<{ entryID: string }>(`/admin/holds/${encodeURIComponent(holdID)}`, { method: 'POST', body });

/** POST /api/admin/trail/{id}/reverse. */
export const reverse = (entryID: string, reason: string) =>
  apiRequest<{ entryID: string }>(`/admin/trail/${encodeURIComponent(entryID)}/reverse`, {
    method: 'POST',
    body: { reason },
  });

export const grantRole = (body: OperatorGrant) =>
  apiRequest<OperatorChange>('/admin/operators', { method: 'POST', body });

export const revokeRole = (userID: string) =>
  apiRequest<OperatorChange>(`/admin/operators/${encodeURIComponent(userID)}`, { method: 'DELETE' });

/** A refusal's envelope: its name and words, when the body is one. */
function refusalOf(body: unknown): { name: string; message: string } | null {
  if (!body || typeof body !== 'object') return null;
  const { name, message } = body as Record<string, unknown>;
  return typeof name === 'string' && typeof message === 'string' ? { name, message } : null;
}

/**
 * GET /api/admin/trail.csv, saved as a file. Not JSON, so not through apiRequest: a call through
 * it first (the role) refreshes an expired session, then the same token header; a refusal's
 * envelope is read for its words.
 */
export async function downloadTrailCsv(): Promise<void> {
  await apiRequest<OperatorMe>('/admin/me');
  const token = currentAuthHooks().accessToken();
  const res = await fetch('/api/admin/trail.csv', { headers: token ? { 'wbn-auth': token } : {} });
  if (!res.ok) {
    const said = refusalOf(await res.json().catch(() => null));
    throw new ApiError(
      said?.name ?? 'InvalidResponse',
      said?.message ?? 'The server sent an unexpected answer.',
      res.status,
    );
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `moderation-trail-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
