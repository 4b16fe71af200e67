/**
 * The files attached in a form while it is open (an inquiry's Upload Inquiry, a buying request's
 * or a quote's files): each is uploaded as soon as it is chosen (so Send does not wait for all of
 * them at once), shown with its name, its progress or its problem, and a remove button. Only the
 * uploaded ones' tokens go with what the form sends. The form's own limit (`max`) caps the list.
 * Pure.
 */
export interface PendingAttachment {
  /** A local key (the upload's token only exists once it is uploaded). */
  id: string;
  name: string;
  size: number;
  /** What it looks like it is, for its label (the upload decides what it really is). */
  kind: AttachmentKind;
  status: 'uploading' | 'uploaded' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  token: string | null;
  error: string | null;
  /** A failure that trying again may fix (the network, the server), not a refused file. */
  retryable: boolean;
}

export type AttachmentKind = 'image' | 'pdf' | 'other';

export type AttachmentEvent =
  | { type: 'added'; id: string; name: string; size: number; kind: AttachmentKind; max: number }
  | { type: 'progress'; id: string; fraction: number }
  | { type: 'uploaded'; id: string; token: string }
  | { type: 'failed'; id: string; message: string; retryable: boolean }
  | { type: 'retried'; id: string }
  | { type: 'removed'; id: string };

const update = (
  list: readonly PendingAttachment[],
  id: string,
  change: (item: PendingAttachment) => PendingAttachment,
): PendingAttachment[] => list.map((item) => (item.id === id ? change(item) : item));

export function attachmentsReducer(
  list: readonly PendingAttachment[],
  event: AttachmentEvent,
): readonly PendingAttachment[] {
  switch (event.type) {
    case 'added':
      if (list.length >= event.max) return list;
      return [
        ...list,
        {
          id: event.id,
          name: event.name,
          size: event.size,
          kind: event.kind,
          status: 'uploading',
          progress: 0,
          token: null,
          error: null,
          retryable: false,
        },
      ];
    case 'progress':
      return update(list, event.id, (item) =>
        item.status === 'uploading' ? { ...item, progress: event.fraction } : item,
      );
    case 'uploaded':
      return update(list, event.id, (item) => ({
        ...item,
        status: 'uploaded',
        progress: 1,
        token: event.token,
      }));
    case 'failed':
      return update(list, event.id, (item) => ({
        ...item,
        status: 'failed',
        error: event.message,
        retryable: event.retryable,
      }));
    case 'retried':
      return update(list, event.id, (item) => ({ ...item, status: 'uploading', progress: 0, error: null }));
    case 'removed':
      return list.filter((item) => item.id !== event.id);
  }
}

/** A chosen file's kind by its declared type or, without one, its name. */
export function kindOf(file: { type: string; name: string }): AttachmentKind {
  if (file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name))) return 'pdf';
  if (file.type.startsWith('image/') || (!file.type && /\.(jpe?g|png|webp)$/i.test(file.name)))
    return 'image';
  return 'other';
}

/** The tokens that go in the form's `attachments`, in the order the files were chosen. */
export const uploadedTokens = (list: readonly PendingAttachment[]): string[] =>
  list.flatMap((item) => (item.status === 'uploaded' && item.token ? [item.token] : []));

/** Send waits while a file is still on its way, or the form would leave without it. */
export const uploadsRunning = (list: readonly PendingAttachment[]): boolean =>
  list.some((item) => item.status === 'uploading');

/** A failed file must be removed (or uploaded again) first: it would be silently missing otherwise. */
export const hasFailedUpload = (list: readonly PendingAttachment[]): boolean =>
  list.some((item) => item.status === 'failed');

export const roomLeft = (list: readonly PendingAttachment[], max: number): number =>
  Math.max(0, max - list.length);
