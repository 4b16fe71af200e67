import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buyingRequestMessages, inquiryLimits, type BuyingRequestPage, type Quote } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { Field, TextAreaField } from '../../../shared/ui/form/index.ts';
import { ContentLanguageSelect } from '../../../shared/ui/form/ContentLanguageSelect.tsx';
import { formatDay, formatRate, numberFormat } from '../../../shared/i18n/format.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import {
  awardQuotes,
  buyingRequestKeys,
  cancelRequest,
  declineQuote,
  messageSupplier,
  shortlistQuote,
} from '../api/buying-requests.ts';
import {
  allConverted,
  comparisonCurrencies,
  formatMoney,
  oneCurrency,
  shortlisted,
  sortQuotes,
  type CompareSort,
} from '../lib/compare.ts';
import { FileLinks } from './FileLinks.tsx';
import { say } from '../../../shared/i18n/say.ts';

const errorOf = (e: unknown) => (e instanceof ApiError ? e : null);

/**
 * The supplier's business page with its review form open on this award (the reviews section reads
 * `review=award:{quoteID}` and scrolls to itself).
 */
export const reviewHref = (q: Quote) =>
  `/business/${q.supplier.id}?review=award:${q.quoteID}#business-reviews`;

export interface ComparisonProps {
  data: BuyingRequestPage;
  pageKey: QueryKey;
  /** The buyer picks another currency to compare in. */
  onCurrency?: (currency: string) => void;
  /**
   * The supplier's response figures and reviews under its name (the page hands in the business
   * feature's line; a feature imports no other).
   */
  supplierReputation?: (quote: Quote) => ReactNode;
}

/**
 * The buyer's quotes side by side, each with its supplier's verification, response figures and
 * reviews: sort them, star the ones worth a second look (shared with the buyer's colleagues, never
 * shown to the suppliers) and show only those, write to a supplier in the message center, choose
 * and award, decline; cancel the request. An awarded quote offers to review its supplier.
 */
export function Comparison({ data, pageKey, onCurrency, supplierReputation }: ComparisonProps) {
  const { t, i18n } = useTranslation('buying-requests');
  const { request } = data;
  const client = useQueryClient();
  const navigate = useNavigate();
  const refresh = () =>
    void client.invalidateQueries({ queryKey: [...buyingRequestKeys.all, 'page', request.requestID] });
  const [sort, setSort] = useState<CompareSort>('total');
  const [onlyShortlisted, setOnlyShortlisted] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [declining, setDeclining] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [writingTo, setWritingTo] = useState<Quote | null>(null);
  const [message, setMessage] = useState('');
  // The language the buyer says the message is in; null: the server detects it (decision 0026).
  const [language, setLanguage] = useState<string | null>(null);
  const awardKey = useRef(crypto.randomUUID());
  const messageKey = useRef(crypto.randomUUID());

  const award = useMutation({
    mutationFn: () => awardQuotes(request.requestID, chosen, awardKey.current),
    onSuccess: refresh,
  });
  const decline = useMutation({
    mutationFn: (qid: string) => declineQuote(request.requestID, qid, reason),
    onSuccess: () => {
      setDeclining(null);
      setReason('');
      refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelRequest(request.requestID, reason),
    onSuccess: () => {
      setCancelling(false);
      setReason('');
      refresh();
    },
  });
  // The star changes at once; the page goes back to what it was if the server refuses.
  const star = useMutation({
    mutationFn: ({ quote, on }: { quote: Quote; on: boolean }) =>
      shortlistQuote(request.requestID, quote.quoteID, on),
    onMutate: async ({ quote, on }) => {
      await client.cancelQueries({ queryKey: pageKey });
      const before = client.getQueryData<BuyingRequestPage>(pageKey);
      client.setQueryData<BuyingRequestPage>(pageKey, (page) =>
        page
          ? {
              ...page,
              quotes: page.quotes.map((q) => (q.quoteID === quote.quoteID ? { ...q, shortlisted: on } : q)),
            }
          : page,
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(pageKey, context.before);
      toast.error();
    },
  });
  const write = useMutation({
    mutationFn: (quote: Quote) =>
      messageSupplier(request.requestID, quote.quoteID, message, messageKey.current, language),
    onSuccess: (sent) => {
      messageKey.current = crypto.randomUUID();
      toast.success(t('message.sent'));
      void navigate(`/business/${sent.bid}/requests/${sent.requestID}`);
    },
  });

  const starred = shortlisted(data.quotes);
  const into = data.comparisonCurrency;
  const converted = !!into && data.quotes.length > 0 && allConverted(data.quotes);
  // The oldest rate day among the quotes: the note names the day no rate used is older than.
  const ratesDate = data.quotes.map((q) => q.converted?.rateDate ?? '').sort()[0] ?? '';
  const rows = sortQuotes(onlyShortlisted ? starred : data.quotes, sort);
  const canAward = request.status === 'open' || request.status === 'closed';
  const failure =
    errorOf(award.error) ?? errorOf(decline.error) ?? errorOf(cancel.error) ?? errorOf(write.error);
  return (
    <section aria-labelledby="rfq-quotes">
      <h2 id="rfq-quotes">{t('page.quotes', { count: data.quotes.length })}</h2>
      {data.quotes.length === 0 ? <p>{t('page.noQuotes')}</p> : null}
      {data.quotes.length > 0 ? (
        <>
          <p>
            {oneCurrency(data.quotes) && data.quotes[0]!.currency === into
              ? t('page.sameCurrency', { currency: into })
              : converted
                ? t('page.convertedAll', { currency: into, date: formatDay(ratesDate, i18n.language) })
                : say(buyingRequestMessages.noRates)}
          </p>
          <div className="wbn-rfq__tools">
            {into && onCurrency ? (
              <label>
                {t('page.compareIn')}{' '}
                <select className="wbn-input" value={into} onChange={(e) => onCurrency(e.target.value)}>
                  {comparisonCurrencies(data.quotes, request.currency).map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label>
              {t('page.sort')}{' '}
              <select
                className="wbn-input"
                value={sort}
                onChange={(e) => setSort(e.target.value as CompareSort)}
              >
                <option value="total">{t('page.sortTotal')}</option>
                <option value="leadTime">{t('page.sortLeadTime')}</option>
                <option value="minOrder">{t('page.sortMinOrder')}</option>
              </select>
            </label>
            <label>
              <input
                type="checkbox"
                checked={onlyShortlisted}
                onChange={(e) => setOnlyShortlisted(e.target.checked)}
              />{' '}
              {t('page.onlyShortlisted', { count: starred.length })}
            </label>
          </div>
          {rows.length === 0 ? <p>{t('page.noneShortlisted')}</p> : null}
          <div className="wbn-rfq__scroll">
            <table className="wbn-rfq__table">
              <caption className="wbn-visually-hidden">{t('page.comparison')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('page.shortlist')}</th>
                  <th scope="col">{t('page.select')}</th>
                  <th scope="col">{t('page.supplier')}</th>
                  <th scope="col">{t('page.unitPrice')}</th>
                  <th scope="col">{t('page.total', { quantity: request.quantity, unit: request.unit })}</th>
                  {into ? <th scope="col">{t('page.totalIn', { currency: into })}</th> : null}
                  <th scope="col">{t('page.leadTime')}</th>
                  <th scope="col">{t('page.minOrder')}</th>
                  <th scope="col">{t('page.incoterm')}</th>
                  <th scope="col">{t('page.validUntil')}</th>
                  <th scope="col">{t('page.quoteFiles')}</th>
                  <th scope="col">{t('page.quoteStatus')}</th>
                  <th scope="col">{t('page.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((q) => (
                  <tr key={q.quoteID} className={q.shortlisted ? 'wbn-rfq__row--starred' : undefined}>
                    <td>
                      <button
                        type="button"
                        className="wbn-rfq__star"
                        aria-pressed={q.shortlisted}
                        aria-label={t('page.shortlistOf', { name: q.supplier.name })}
                        title={t('page.shortlistOf', { name: q.supplier.name })}
                        onClick={() => star.mutate({ quote: q, on: !q.shortlisted })}
                      >
                        <span aria-hidden="true">{q.shortlisted ? '★' : '☆'}</span>
                      </button>
                    </td>
                    <td>
                      {canAward && q.status === 'active' ? (
                        <input
                          type="checkbox"
                          aria-label={`${t('page.select')} ${q.supplier.name}`}
                          checked={chosen.includes(q.quoteID)}
                          onChange={(e) =>
                            setChosen((c) =>
                              e.target.checked ? [...c, q.quoteID] : c.filter((id) => id !== q.quoteID),
                            )
                          }
                        />
                      ) : null}
                    </td>
                    <th scope="row">
                      {q.supplier.name}
                      {q.supplier.verified ? ` · ${t('page.verified')}` : ''}
                      {supplierReputation ? supplierReputation(q) : null}
                      {q.notes ? <small className="wbn-rfq__notes">{q.notes}</small> : null}
                    </th>
                    <td>{formatMoney(q.unitPrice, q.currency)}</td>
                    <td>{formatMoney(q.total, q.currency)}</td>
                    {into ? (
                      <td>
                        {q.converted ? (
                          <>
                            {formatMoney(q.converted.total, q.converted.currency)}
                            {q.currency !== into ? (
                              <small className="wbn-rfq__rate">
                                {t('page.rate', {
                                  from: q.currency,
                                  rate: formatRate(q.converted.rate, i18n.language),
                                  to: into,
                                })}
                              </small>
                            ) : null}
                          </>
                        ) : (
                          t('page.noRate', { currency: q.currency })
                        )}
                      </td>
                    ) : null}
                    <td>{t('page.leadTimeDays', { count: q.leadTimeDays })}</td>
                    <td>{numberFormat(i18n.language).format(q.minOrder)}</td>
                    <td>{q.incoterm}</td>
                    <td>{q.validUntil}</td>
                    <td>
                      <FileLinks files={q.attachments} />
                    </td>
                    <td>
                      {t(`page.quoteStatuses.${q.status}`)}
                      {q.declineReason ? ` (${q.declineReason})` : ''}
                    </td>
                    <td className="wbn-rfq__actions">
                      {q.status === 'awarded' ? (
                        <Link className="wbn-button" to={reviewHref(q)}>
                          {t('page.leaveReview')}
                          <span className="wbn-visually-hidden"> {q.supplier.name}</span>
                        </Link>
                      ) : null}
                      {q.threadID ? (
                        <Link to={`/business/${request.buyer.id}/requests/${q.threadID}`}>
                          {t('message.open', { name: q.supplier.name })}
                        </Link>
                      ) : (
                        <button
                          className="wbn-button wbn-button--secondary"
                          type="button"
                          onClick={() => {
                            setWritingTo(q);
                            setMessage('');
                          }}
                        >
                          {t('message.write', { name: q.supplier.name })}
                        </button>
                      )}
                      {q.status === 'active' ? (
                        <button
                          className="wbn-button wbn-button--secondary"
                          type="button"
                          onClick={() => setDeclining(q.quoteID)}
                        >
                          {t('page.decline')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {canAward ? (
            <button
              className="wbn-button"
              type="button"
              disabled={chosen.length === 0 || award.isPending}
              onClick={() => award.mutate()}
            >
              {t('page.award')}
            </button>
          ) : null}
        </>
      ) : null}
      {writingTo ? (
        <form
          className="wbn-rfq__form"
          aria-label={t('message.title', { name: writingTo.supplier.name })}
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            write.mutate(writingTo);
          }}
        >
          <TextAreaField
            label={t('message.label', { name: writingTo.supplier.name })}
            value={message}
            onChange={setMessage}
            maxLength={inquiryLimits.messageMax}
            rows={4}
            hint={t('message.hint')}
            error={
              write.error ? (errorOf(write.error)?.fieldMessage('body.content') ?? undefined) : undefined
            }
            isRequired
            isDisabled={write.isPending}
            autoFocus
          />
          <ContentLanguageSelect
            value={language}
            onChange={setLanguage}
            isDisabled={write.isPending}
            error={
              write.error ? (errorOf(write.error)?.fieldMessage('body.language') ?? undefined) : undefined
            }
          />
          <div className="wbn-rfq__tools">
            <button className="wbn-button" type="submit" disabled={write.isPending || !message.trim()}>
              {t('message.send')}
            </button>
            <button
              className="wbn-button wbn-button--secondary"
              type="button"
              onClick={() => setWritingTo(null)}
            >
              {t('message.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {declining || cancelling ? (
        <form
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (declining) decline.mutate(declining);
            else cancel.mutate();
          }}
        >
          <Field
            label={declining ? t('page.declineReason') : t('page.cancelReason')}
            error={failure?.fieldMessage('body.reason')}
            required
          >
            {(p) => (
              <input
                {...p}
                className="wbn-input"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
          <button className="wbn-button" type="submit">
            {t('page.confirm')}
          </button>
        </form>
      ) : null}
      {request.status === 'open' || request.status === 'draft' || request.status === 'closed' ? (
        <button
          className="wbn-button wbn-button--secondary"
          type="button"
          onClick={() => setCancelling(true)}
        >
          {t('page.cancel')}
        </button>
      ) : null}
      {failure && !failure.fieldMessage('body.reason') && !failure.fieldMessage('body.content') ? (
        <p className="wbn-rfq__error" role="alert">
          {failure.message}
        </p>
      ) : null}
    </section>
  );
}
