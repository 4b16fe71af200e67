import { describe, expect, it } from 'vitest';
import {
  attachmentsReducer,
  hasFailedUpload,
  kindOf,
  roomLeft,
  uploadedTokens,
  uploadsRunning,
  type AttachmentEvent,
  type PendingAttachment,
} from './attachments.ts';

/** The form's limit (an inquiry's). */
const max = 3;
const run = (events: AttachmentEvent[]) =>
  events.reduce<readonly PendingAttachment[]>(attachmentsReducer, []);
const added = (id: string, isPdf = false): AttachmentEvent => ({
  type: 'added',
  id,
  name: `${id}.${isPdf ? 'pdf' : 'png'}`,
  size: 2048,
  kind: isPdf ? 'pdf' : 'image',
  max,
});

describe("a form's attached files", () => {
  it('holds at most the limit, uploading each at once', () => {
    const list = run(['a', 'b', 'c', 'd'].map((id) => added(id)));
    expect(list).toHaveLength(max);
    expect(roomLeft(list, max)).toBe(0);
    expect(roomLeft(list, 5)).toBe(2);
    expect(uploadsRunning(list)).toBe(true);
  });

  it('reports progress, and sends only the uploaded files’ tokens in order', () => {
    const list = run([
      added('a'),
      added('b', true),
      { type: 'progress', id: 'a', fraction: 0.4 },
      { type: 'uploaded', id: 'b', token: 'tb' },
      { type: 'uploaded', id: 'a', token: 'ta' },
    ]);
    expect(list.map((f) => [f.status, f.progress])).toEqual([
      ['uploaded', 1],
      ['uploaded', 1],
    ]);
    expect(uploadedTokens(list)).toEqual(['ta', 'tb']);
    expect(uploadsRunning(list)).toBe(false);
  });

  it('keeps a failure on its file until it is removed or tried again', () => {
    const failed = run([added('a'), { type: 'failed', id: 'a', message: 'No connection', retryable: true }]);
    expect(failed[0]).toMatchObject({ status: 'failed', error: 'No connection', retryable: true });
    expect(hasFailedUpload(failed)).toBe(true);
    expect(uploadedTokens(failed)).toEqual([]);
    expect(attachmentsReducer(failed, { type: 'retried', id: 'a' })[0]).toMatchObject({
      status: 'uploading',
      error: null,
    });
    expect(attachmentsReducer(failed, { type: 'removed', id: 'a' })).toEqual([]);
  });
});

describe('a chosen file’s label', () => {
  it('says Image, PDF or File by its type, or its name when the browser gives none', () => {
    expect(kindOf({ type: 'image/png', name: 'a.png' })).toBe('image');
    expect(kindOf({ type: 'application/pdf', name: 'offer' })).toBe('pdf');
    expect(kindOf({ type: '', name: 'Offer.PDF' })).toBe('pdf');
    expect(kindOf({ type: 'text/plain', name: 'note.txt' })).toBe('other');
  });
});
