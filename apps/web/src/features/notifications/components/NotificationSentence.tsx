import { useTranslation } from 'react-i18next';
import { storedTextIn, type Notification } from '@wbn/contracts';
import { say } from '../../../shared/i18n/say.ts';
import { sentenceOf } from '../lib/sentence.ts';

// Stand-ins put into the translated sentence where the actor and the subject go, then replaced by
// elements: names and subjects are people's text, never parsed as markup.
const ACTOR = '⟦actor⟧';
const SUBJECT = '⟦subject⟧';

/**
 * "Acme Castings sent you an inquiry: Price quotation", the actor's name in bold. The English a
 * subject may begin with (a quote thread's, a moderation notice's) is read in the page's language.
 */
export function NotificationSentence({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const { key, ...options } = sentenceOf(notification);
  const text = t(key, { ...options, actor: ACTOR, subject: SUBJECT });
  return (
    <>
      {text.split(/(⟦actor⟧|⟦subject⟧)/).map((part, i) =>
        part === ACTOR ? (
          <strong key={i}>
            {/* The network's moderators are named in the page's language, not as stored. */}
            {notification.kind === 'moderation' ? t('moderators') : notification.actor.name}
          </strong>
        ) : part === SUBJECT ? (
          <span key={i} className="notification__subject">
            {storedTextIn(notification.subject, say)}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
