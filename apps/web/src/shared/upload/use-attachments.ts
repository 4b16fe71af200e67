import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../api/api-error.ts';
import { explainFailure } from '../api/explain-failure.ts';
import { attachmentsReducer, kindOf, roomLeft, type PendingAttachment } from './attachments.ts';
import { precheckAttachment, uploadAttachment } from './upload-attachment.ts';
import type { UploadOptions, UploadedFile } from './upload-image.ts';

let localIds = 0;

/**
 * A form's files (at most `max`): each one chosen is checked and uploaded at once (purpose
 * `inquiryAttachment`, progress reported), can be removed (its upload is cancelled) and, when
 * the network or server failed it, tried again. `choose` answers how many of the chosen files
 * did not fit under the limit; `clear` empties the list (after the form was sent). `upload` sends
 * one checked file elsewhere (a business's verification evidence).
 */
export function useAttachments(
  max: number,
  upload: (file: File, options: UploadOptions) => Promise<UploadedFile> = uploadAttachment,
) {
  const [list, dispatch] = useReducer(attachmentsReducer, [] as readonly PendingAttachment[]);
  const files = useRef(new Map<string, File>());
  const uploads = useRef(new Map<string, AbortController>());

  // Leaving the page cancels what is still uploading.
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const start = useCallback(
    async (id: string, file: File) => {
      const controller = new AbortController();
      uploads.current.set(id, controller);
      const problem = await precheckAttachment(file);
      if (problem) {
        dispatch({ type: 'failed', id, message: problem.message, retryable: false });
        return;
      }
      try {
        const { token } = await upload(file, {
          signal: controller.signal,
          onProgress: (fraction) => dispatch({ type: 'progress', id, fraction }),
        });
        dispatch({ type: 'uploaded', id, token });
      } catch (error) {
        if (controller.signal.aborted) return;
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        dispatch({ type: 'failed', id, message: explainFailure(error), retryable: !refused });
      } finally {
        if (uploads.current.get(id) === controller) uploads.current.delete(id);
      }
    },
    [upload],
  );

  const choose = useCallback(
    (chosen: readonly File[]): number => {
      const fitting = chosen.slice(0, roomLeft(list, max));
      for (const file of fitting) {
        localIds += 1;
        const id = `attachment-${localIds}`;
        files.current.set(id, file);
        dispatch({ type: 'added', id, name: file.name, size: file.size, kind: kindOf(file), max });
        void start(id, file);
      }
      return chosen.length - fitting.length;
    },
    [list, max, start],
  );

  const remove = useCallback((id: string) => {
    uploads.current.get(id)?.abort();
    uploads.current.delete(id);
    files.current.delete(id);
    dispatch({ type: 'removed', id });
  }, []);

  const retry = useCallback(
    (id: string) => {
      const file = files.current.get(id);
      if (!file) return;
      dispatch({ type: 'retried', id });
      void start(id, file);
    },
    [start],
  );

  const clear = useCallback(() => {
    for (const id of files.current.keys()) dispatch({ type: 'removed', id });
    files.current.clear();
  }, []);

  return { list, choose, remove, retry, clear };
}
