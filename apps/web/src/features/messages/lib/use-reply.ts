import { useCallback, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { messageKeys } from '../api/message-keys.ts';
import { sendMessage } from '../api/send-message.ts';
import { canSendReply, clientIDFor, composerReducer, emptyComposer } from './composer.ts';
import { nowSeconds } from './format-utc.ts';
import { withClosed, withMessage, type ThreadData } from './thread-cache.ts';
import { say } from '../../../shared/i18n/say.ts';

/**
 * Sending replies in one thread, one at a time: the reply goes at the end of the thread as soon as
 * the server has it (and the thread lists move it up); a reply without an answer comes back into
 * the box with its id kept, so sending it again stores it once; a 409 means the other side ended
 * the conversation meanwhile, which the thread then shows.
 */
export function useReply(rid: string, bid: string, notSent: string) {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(composerReducer, emptyComposer);
  const [problem, setProblem] = useState<string | null>(null);
  // The language the author says they write in (kept for the next reply); null: detected.
  const [language, setLanguage] = useState<string | null>(null);
  // Two Enters in a row must not send twice, whatever the render has caught up with.
  const inFlight = useRef(false);
  const key = messageKeys.thread(rid, bid);

  const send = useCallback(async (): Promise<boolean> => {
    if (!canSendReply(state) || inFlight.current) return false;
    inFlight.current = true;
    const clientID = clientIDFor(state, crypto.randomUUID());
    dispatch({ type: 'sent', clientID });
    setProblem(null);
    try {
      const message = await sendMessage(rid, bid, {
        content: state.text.trim(),
        clientID,
        ...(language ? { language } : {}),
      });
      dispatch({ type: 'succeeded' });
      client.setQueryData<ThreadData>(key, (data) => withMessage(data, message));
      void client.invalidateQueries({ queryKey: messageKeys.threadLists() });
      return true;
    } catch (error) {
      const answered = error instanceof ApiError && error.status > 0;
      dispatch({ type: 'failed', retryable: !answered });
      if (error instanceof ApiError && error.status === 409) {
        client.setQueryData<ThreadData>(key, (data) => withClosed(data, nowSeconds()));
        void client.invalidateQueries({ queryKey: key });
        setProblem(say(messages.chatEnded));
      } else {
        setProblem(`${notSent} ${explainFailure(error)}`);
      }
      return false;
    } finally {
      inFlight.current = false;
    }
    // The key is derived from rid and bid, both listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, rid, bid, client, notSent, language]);

  const type = useCallback((text: string) => dispatch({ type: 'typed', text }), []);
  return { state, problem, send, type, language, setLanguage };
}
