import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { say } from '../../../shared/i18n/say.ts';

/**
 * What the bell's panel and the Notifications page show until they have notifications to list:
 * a spinner while they load, or why they could not be loaded, with Retry.
 */
export function NotificationsLoadState({ pending, onRetry }: { pending: boolean; onRetry: () => void }) {
  const { t } = useTranslation('notifications');
  if (pending) {
    return (
      <p className="notifications-status" role="status">
        <span className="spinner notifications-status__spinner" aria-hidden="true" /> {say(messages.loading)}
      </p>
    );
  }
  return (
    <div className="notifications-problem" role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
