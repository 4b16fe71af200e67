import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The chat side while no conversation is open (wide screens; phones show the list alone). */
export function NoThreadSelected() {
  const { t } = useTranslation('messages', { keyPrefix: 'chat' });
  return (
    <section className="mc-chat mc-chat--none" aria-labelledby="mc-none-heading">
      <h2 id="mc-none-heading" className="mc-chat__heading">
        {t('noneSelected')}
      </h2>
      <p>{t('noneSelectedText')}</p>
    </section>
  );
}

/**
 * An inbox the user does not belong to (another business's, another person's): nothing of it is
 * shown; they may write to the business instead, or go to their own messages.
 */
export function NotYourInbox({ ubid, ownPath }: { ubid: string | null; ownPath: string }) {
  const { t } = useTranslation('messages', { keyPrefix: 'notYours' });
  return (
    <section className="page mc-page mc-problem">
      <h1>{t('heading')}</h1>
      <p>{t('body')}</p>
      <p className="mc-problem__links">
        {ubid ? (
          <Link className="button button--primary" to={`/business/${ubid}/send-request`}>
            {t('sendRequest')}
          </Link>
        ) : null}
        <Link className="button button--ghost" to={ownPath}>
          {t('own')}
        </Link>
      </p>
    </section>
  );
}
