import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages, type BusinessProfileResponse } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { SendRequestForm } from '../components/SendRequestForm.tsx';
import { say } from '../../../shared/i18n/say.ts';
import '../inquiries.css';

export interface SendRequestScreenProps {
  /** The business of the route's `:id`, or null when the parameter holds no id. */
  businessID: string | null;
  /** Its profile (the business feature's read, by the page in src/app): its name, the viewer's role. */
  receiver: UseQueryResult<BusinessProfileResponse>;
  /** After the inquiry is stored, before its thread opens (the message center's lists are stale). */
  onSent: () => void;
}

/**
 * /business/{id}/send-request (needs a session): the inquiry form to one business. Someone who
 * belongs to the business gets a way to its Requests instead (they answer its inquiries, they
 * do not send it any).
 */
export function SendRequestScreen({ businessID, receiver, onSent }: SendRequestScreenProps) {
  const { t } = useTranslation('inquiries');
  usePageMeta(t('title'));

  const notFound = !businessID || (receiver.error instanceof ApiError && receiver.error.status === 404);
  if (notFound) {
    return (
      <section className="page inq-page inq-problem">
        <h1>{t('notFound.heading')}</h1>
        <p>{t('notFound.body')}</p>
        <Link className="button button--primary" to="/search-result?business=MA&countries=global&search=">
          {t('notFound.search')}
        </Link>
      </section>
    );
  }
  if (receiver.isPending) return <FullPageLoader />;
  if (receiver.isError) {
    return (
      <section className="page inq-page inq-problem" role="alert">
        <h1>{say(messages.errorLoadingData)}</h1>
        <button type="button" className="button button--primary" onClick={() => void receiver.refetch()}>
          {t('retry')}
        </button>
      </section>
    );
  }

  const name = receiver.data.data.general.companyName;
  const home = `/business/${businessID}/`;
  if (receiver.data.session.access) {
    return (
      <section className="page inq-page">
        <p className="inq-page__back">
          <Link to={home}>{t('backToBusiness', { name })}</Link>
        </p>
        <h1 className="inq-page__title">{t('member.heading', { name })}</h1>
        <p className="inq-page__intro">{t('member.body', { name })}</p>
        <Link className="button button--primary" to={`/business/${businessID}/requests`}>
          {t('member.open')}
        </Link>
      </section>
    );
  }

  return (
    <section className="page inq-page" aria-labelledby="inq-heading">
      <p className="inq-page__back">
        <Link to={home}>{t('backToBusiness', { name })}</Link>
      </p>
      <h1 id="inq-heading" className="inq-page__title">
        {t('heading')}
      </h1>
      <p className="inq-page__intro">{t('intro', { name })}</p>
      <SendRequestForm receiver={{ businessID, name }} onSent={onSent} />
    </section>
  );
}
