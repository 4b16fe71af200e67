import { useTranslation } from 'react-i18next';
import { messages, type BusinessInvitation } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useInvitations, useWithdrawInvitation } from '../api/invitations.ts';

const day = (unixSeconds: number, language: string) =>
  new Date(unixSeconds * 1000).toLocaleDateString(language, { dateStyle: 'medium' });

/** Owner and admins: the invitations not yet answered, each with Withdraw. */
export function PendingInvitations({ businessID }: { businessID: string }) {
  const { t, i18n } = useTranslation('business');
  const query = useInvitations(businessID);
  const withdraw = useWithdrawInvitation(businessID);

  if (!query.data?.length) return null;
  const row = (inv: BusinessInvitation) => (
    <li key={inv.invitationID} className="bm-member">
      <div className="bm-member__who">
        <p className="bm-member__name">{inv.email}</p>
        <p className="bm-member__email">
          {t('members.pendingSince', {
            role: t(`members.roles.${inv.role}`),
            sent: day(inv.sent, i18n.language),
            expires: day(inv.expires, i18n.language),
          })}
        </p>
      </div>
      <div className="bm-member__actions">
        <button
          type="button"
          className="bm-button"
          disabled={withdraw.isPending}
          aria-label={t('members.withdrawNamed', { email: inv.email })}
          onClick={() =>
            withdraw.mutate(inv.invitationID, {
              onSuccess: () => toast.success(t('members.withdrawn', { email: inv.email })),
              onError: (err) =>
                toast.error(err instanceof ApiError && err.message ? err.message : messages.somethingWrong),
            })
          }
        >
          {t('members.withdraw')}
        </button>
      </div>
    </li>
  );

  return (
    <section className="bm-invitations" aria-labelledby="pending-invitations-heading">
      <h3 id="pending-invitations-heading">{t('members.pendingHeading')}</h3>
      <ul className="bm-member-list" aria-label={t('members.pendingLabel', { count: query.data.length })}>
        {query.data.map(row)}
      </ul>
    </section>
  );
}
