import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { inquiryLimits, messages } from '@wbn/contracts';
import { TextAreaField } from '../../../shared/ui/form/index.ts';
import { ContentLanguageSelect } from '../../../shared/ui/form/ContentLanguageSelect.tsx';
import { isSendKey } from '../lib/composer.ts';
import { say } from '../../../shared/i18n/say.ts';

export interface ComposerViewProps {
  formRef?: RefObject<HTMLFormElement | null>;
  text: string;
  /** A reply is on its way: the box and Send are disabled until it lands. */
  sending: boolean;
  /** The thread has ended: nothing more can be written. */
  closed: boolean;
  /** Why the last reply did not go, if it did not. */
  problem: string | null;
  onChange: (text: string) => void;
  onSend: () => void;
  /** The language the author says the reply is in; null: the server detects it. */
  language?: string | null;
  /** Absent: no language choice (the server detects it). */
  onLanguage?: (language: string | null) => void;
}

/**
 * The reply box: Enter sends and Shift+Enter starts a new line; Send is disabled while the text is
 * empty and while a reply is on its way; an ended thread shows 'This chat has ended' instead.
 */
export function ComposerView({
  formRef,
  text,
  sending,
  closed,
  problem,
  onChange,
  onSend,
  language = null,
  onLanguage,
}: ComposerViewProps) {
  const { t } = useTranslation('messages', { keyPrefix: 'composer' });
  if (closed) {
    return (
      <div className="mc-composer mc-composer--closed">
        <TextAreaField
          className="mc-composer__field"
          label={t('label')}
          labelHidden
          value=""
          onChange={() => undefined}
          placeholder={say(messages.chatEnded)}
          rows={2}
          hideCounter
          isDisabled
        />
        <p className="mc-composer__ended" role="status">
          {say(messages.chatEnded)}
        </p>
      </div>
    );
  }
  const canSend = !sending && text.trim().length > 0;
  return (
    <form
      ref={formRef}
      className="mc-composer"
      aria-busy={sending}
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      <div className="mc-composer__row">
        <TextAreaField
          className="mc-composer__field"
          label={t('label')}
          labelHidden
          value={text}
          onChange={onChange}
          maxLength={inquiryLimits.messageMax}
          rows={3}
          placeholder={t('placeholder')}
          hint={t('hint')}
          isDisabled={sending}
          onKeyDown={(e) => {
            if (!isSendKey(e)) return;
            e.preventDefault();
            onSend();
          }}
        />
        <button type="submit" className="button button--primary mc-composer__send" disabled={!canSend}>
          {t('send')}
        </button>
      </div>
      {onLanguage ? (
        <ContentLanguageSelect
          className="mc-composer__language"
          value={language}
          onChange={onLanguage}
          isDisabled={sending}
        />
      ) : null}
      {problem ? (
        <p className="mc-composer__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
