import { useTranslation } from 'react-i18next';
import type { Notification } from '@wbn/contracts';
import { sentenceOf } from '../lib/sentence.ts';

// Stand-ins put into the translated sentence where the actor and the subject go, then replaced by
// elements: names and subjects are people's text, never parsed as markup.
const ACTOR = '⟦actor⟧';
const SUBJECT = '⟦subject⟧';

/** "Acme Castings sent you an inquiry: Price quotation", the actor's name in bold. */
export function NotificationSentence({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const { key, ...options } = sentenceOf(notification);
  const text = t(key, { ...options, actor: ACTOR, subject: SUBJECT });
  return (
    <>
      {text.split(/(⟦actor⟧|⟦subject⟧)/).map((part, i) =>
        part === ACTOR ? (
          <strong key={i}>{notification.actor.name}</strong>
        ) : part === SUBJECT ? (
          <span key={i} className="notification__subject">
            {notification.subject}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
