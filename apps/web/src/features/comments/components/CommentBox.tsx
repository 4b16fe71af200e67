import { useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { limits, messages, type Comment, type CommentResourceType } from '@wbn/contracts';
import { loginHref, useSession } from '../../../shared/session/session.ts';
import { TextAreaField } from '../../../shared/ui/form/index.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { makeComment } from '../api/make-comment.ts';
import { canSend, commentBoxReducer, emptyBox, isSendKey } from '../lib/comment-box.ts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { useWritingActor } from '../../../shared/session/use-writing-actor.ts';
import { ActorSelect } from '../../../shared/ui/ActorSelect.tsx';
import { SendIcon } from './icons.tsx';
import { say } from '../../../shared/i18n/say.ts';

export interface CommentBoxProps {
  resourceID: string;
  resourceType: CommentResourceType;
  /** The box's name for screen readers ("Write a comment", "Reply to Ana"). */
  label: string;
  /** The comment as stored, after a successful send. */
  onPosted: (comment: Comment) => void;
  /** Put the keyboard in the box when it appears (opened with Reply, or Comment on a post without any). */
  autoFocus?: boolean;
}

/**
 * The comment box exactly as the spec has it (§2 "Comments", §4): a 6-row text area of at most
 * 512 characters with the placeholder "Type here..." and a length/max counter; Enter without
 * Shift sends, Shift+Enter is a new line; the send icon sends only when the box is enabled and not
 * empty; while sending the box is disabled and emptied, on failure the text comes back. Visitors
 * see the spec's sentence instead, with a way to log in.
 */
export function CommentBox({ resourceID, resourceType, label, onPosted, autoFocus }: CommentBoxProps) {
  const { t } = useTranslation('comments');
  const session = useSession();
  const actor = useWritingActor();
  const [state, dispatch] = useReducer(commentBoxReducer, emptyBox);
  const form = useRef<HTMLFormElement>(null);
  // Two Enters in a row must not send twice, whatever the render has caught up with.
  const inFlight = useRef(false);

  if (session.status !== 'authenticated') {
    return (
      <p className="comment-box__visitor">
        {say(messages.commentLoginRequired)}{' '}
        <a href={loginHref(typeof location === 'undefined' ? '/' : location.href)}>{t('box.login')}</a>
      </p>
    );
  }

  const userName = session.profile ? `${session.profile.firstName} ${session.profile.lastName}`.trim() : '';
  const sending = state.sending !== null;

  async function send() {
    if (!canSend(state) || inFlight.current) return;
    inFlight.current = true;
    const content = state.text.trim();
    dispatch({ type: 'sent' });
    try {
      const comment = await makeComment({ resourceID, resourceType, content, businessID: actor.businessID });
      dispatch({ type: 'succeeded' });
      onPosted(comment);
    } catch (error) {
      dispatch({ type: 'failed' });
      toast.error(explainFailure(error));
    } finally {
      inFlight.current = false;
    }
    // The text area was disabled while sending, which took the keyboard focus away from it.
    requestAnimationFrame(() => form.current?.querySelector('textarea')?.focus());
  }

  return (
    <form
      ref={form}
      className="comment-box"
      aria-label={label}
      aria-busy={sending}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <ActorSelect
        actor={actor}
        label={t('actor.commentAs')}
        userName={userName}
        isDisabled={sending}
        className="comment-box__actor"
      />
      <div className="comment-box__row">
        <TextAreaField
          className="comment-box__field"
          label={label}
          labelHidden
          value={state.text}
          onChange={(text) => dispatch({ type: 'typed', text })}
          maxLength={limits.textAreaMax}
          rows={6}
          placeholder={say(messages.textAreaPlaceholder)}
          hint={t('box.hint')}
          isDisabled={sending}
          autoFocus={autoFocus}
          onKeyDown={(e) => {
            if (!isSendKey(e)) return;
            e.preventDefault();
            void send();
          }}
        />
        <button
          type="submit"
          className="comment-box__send"
          disabled={!canSend(state)}
          aria-label={t('box.send')}
          title={t('box.send')}
        >
          <SendIcon />
        </button>
      </div>
      <p className="comment-box__status" role="status">
        {sending ? t('box.sending') : ''}
      </p>
    </form>
  );
}
