import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages, type MyInvitation } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useAnswerInvitation, useMyInvitations } from '../api/invitations.ts';
import { say } from '../../../shared/i18n/say.ts';

const apiMessage = (err: unknown) =>
  err instanceof ApiError && err.message ? err.message : say(messages.somethingWrong);

/**
 * On My business: the invitations to the signed-in user's e-mail address, each with Accept and
 * Decline (decision 0012). Nothing shows when there are none.
 */
export function MyInvitations() {
  const { t } = useTranslation('business');
  const query = useMyInvitations();
  if (!query.data?.length) return null;
  return (
    <section className="bm-my__invitations" aria-labelledby="my-invitations-heading">
      <h2 id="my-invitations-heading">{t('myBusiness.invitationsHeading')}</h2>
      <ul className="bm-member-list" aria-label={t('myBusiness.invitationsLabel')}>
        {query.data.map((inv) => (
          <InvitationItem key={inv.invitationID} invitation={inv} />
        ))}
      </ul>
    </section>
  );
}

function InvitationItem({ invitation: inv }: { invitation: MyInvitation }) {
  const { t, i18n } = useTranslation('business');
  const navigate = useNavigate();
  const answer = useAnswerInvitation();
  const textId = useId();
  const company = inv.business.companyName;
  const role = t(`myBusiness.invitationRole.${inv.role}`);
  const until = new Date(inv.expires * 1000).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const send = (kind: 'accept' | 'decline') =>
    answer.mutate(
      { invitationID: inv.invitationID, answer: kind },
      {
        onSuccess: () => {
          if (kind === 'decline') return void toast.success(t('myBusiness.declined', { company }));
          toast.success(t('myBusiness.accepted', { company }));
          void navigate(`/business/${inv.business.businessID}`);
        },
        onError: (err) => toast.error(apiMessage(err)),
      },
    );

  return (
    <li className="bm-member">
      <div className="bm-member__photo" aria-hidden="true">
        {inv.business.profilePhoto ? (
          <img src={inv.business.profilePhoto.url} alt="" loading="lazy" />
        ) : (
          <span>{company[0]?.toUpperCase()}</span>
        )}
      </div>
      <div className="bm-member__who" id={textId}>
        <p className="bm-member__name">
          {inv.invitedBy
            ? t('myBusiness.invitationText', {
                inviter: `${inv.invitedBy.firstName} ${inv.invitedBy.lastName}`.trim(),
                company,
                role,
              })
            : t('myBusiness.invitationTextNoInviter', { company, role })}
        </p>
        <p className="bm-member__email">{t('myBusiness.invitationOpenUntil', { date: until })}</p>
      </div>
      <div className="bm-member__actions">
        <button
          type="button"
          className="bm-button bm-button--primary"
          aria-label={t('myBusiness.acceptNamed', { company })}
          disabled={answer.isPending}
          onClick={() => send('accept')}
        >
          {t('myBusiness.accept')}
        </button>
        <button
          type="button"
          className="bm-button"
          aria-label={t('myBusiness.declineNamed', { company })}
          disabled={answer.isPending}
          onClick={() => send('decline')}
        >
          {t('myBusiness.decline')}
        </button>
      </div>
    </li>
  );
}
