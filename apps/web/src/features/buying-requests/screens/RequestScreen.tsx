import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  buyingRequestMessages,
  currencyCodes,
  deliveryTerms,
  type BuyingRequestPage,
  type Quote,
  type SendQuoteBody,
} from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { myBusinessesQuery } from '../../../shared/session/my-businesses.ts';
import { loginHref, registerHref, useSession } from '../../../shared/session/session.ts';
import { Field } from '../../../shared/ui/form/index.ts';
import {
  awardQuotes,
  buyingRequestKeys,
  cancelRequest,
  declineQuote,
  requestPageQuery,
  reviseQuote,
  sendQuote,
  withdrawQuote,
} from '../api/buying-requests.ts';
import { formatMoney, oneCurrency, sortQuotes, type CompareSort } from '../lib/compare.ts';
import '../buying-requests.css';

const errorOf = (e: unknown) => (e instanceof ApiError ? e : null);

/** /buying-requests/{id}?as=: the buyer's comparison and award, or a supplier's quote. */
export function RequestScreen({ requestID }: { requestID: string }) {
  const { t } = useTranslation('buying-requests');
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const as = signedIn ? params.get('as') : null;
  const page = useQuery(requestPageQuery(requestID, as, session.userID));
  const mine = useQuery({ ...myBusinessesQuery, enabled: signedIn });
  if (page.isPending) return <main className="wbn-rfq" aria-busy="true" />;
  if (page.isError) return <main className="wbn-rfq">{page.error.message}</main>;
  const { request, role } = page.data;
  const others = (mine.data ?? []).filter((b) => b.businessID !== request.buyer.id);
  const takingQuotes = request.status === 'open';
  return (
    <main className="wbn-rfq">
      <header>
        <h1>{request.title}</h1>
        <p>
          {request.buyer.name} · {request.categoryName} · {t(`page.status.${request.status}`)}
        </p>
        {request.cancelReason ? <p>{t('page.cancelled', { reason: request.cancelReason })}</p> : null}
      </header>
      <p>{request.description}</p>
      <dl className="wbn-rfq__card">
        <dt>{t('page.quantity')}</dt>
        <dd>{`${request.quantity.toLocaleString('en-US')} ${request.unit}`}</dd>
        {request.targetPrice !== null && request.currency ? (
          <>
            <dt>{t('page.target')}</dt>
            <dd>{formatMoney(request.targetPrice, request.currency)}</dd>
          </>
        ) : null}
        {request.incoterm ? (
          <>
            <dt>{t('page.incoterm')}</dt>
            <dd>{request.incoterm}</dd>
          </>
        ) : null}
        <dt>{t('page.delivery')}</dt>
        <dd>{[request.deliveryPort, request.deliveryCountry].filter(Boolean).join(', ')}</dd>
        {request.neededBy ? (
          <>
            <dt>{t('page.neededBy')}</dt>
            <dd>{request.neededBy}</dd>
          </>
        ) : null}
        <dt>{t('page.deadline')}</dt>
        <dd>{new Date(request.deadline).toLocaleString()}</dd>
      </dl>
      {request.attachments.length > 0 ? (
        <section aria-labelledby="rfq-files">
          <h2 id="rfq-files">{t('page.files')}</h2>
          <ul>
            {request.attachments.map((a) => (
              <li key={a.url}>
                <a href={a.url} target="_blank" rel="noreferrer">
                  {a.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {role === 'visitor' ? (
        <section className="wbn-rfq__card" aria-labelledby="rfq-sign-in">
          <h2 id="rfq-sign-in">{takingQuotes ? t('visitor.quoteTitle') : t('visitor.title')}</h2>
          {request.attachmentCount > 0 ? (
            <p>{t('visitor.files', { count: request.attachmentCount })}</p>
          ) : null}
          <p>{takingQuotes ? t('visitor.quoteText') : t('visitor.text')}</p>
          <a className="wbn-button" href={loginHref()}>
            {t('visitor.signIn')}
          </a>
          <a href={registerHref()}>{t('visitor.register')}</a>
        </section>
      ) : null}
      {role === 'reader' && takingQuotes && mine.isSuccess && others.length === 0 ? (
        <p>
          {t('page.needBusiness')} <Link to="/business/create">{t('page.createBusiness')}</Link>
        </p>
      ) : null}
      {role === 'reader' && takingQuotes && others.length > 0 ? <p>{t('page.chooseBusiness')}</p> : null}
      {role !== 'buyer' && others.length > 0 ? (
        <Field label={t('page.readAs')}>
          {(p) => (
            <select
              {...p}
              className="wbn-input"
              value={as ?? ''}
              onChange={(e) => setParams(e.target.value ? { as: e.target.value } : {})}
            >
              <option value="">—</option>
              {others.map((b) => (
                <option key={b.businessID} value={b.businessID}>
                  {b.general.companyName}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {role === 'buyer' ? <Comparison data={page.data} /> : null}
      {role === 'supplier' ? <SupplierQuote data={page.data} /> : null}
    </main>
  );
}

function useRefresh(requestID: string) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: [...buyingRequestKeys.all, 'page', requestID] });
}

/** The buyer's quotes side by side: sort, choose, award, decline; cancel the request. */
function Comparison({ data }: { data: BuyingRequestPage }) {
  const { t } = useTranslation('buying-requests');
  const { request } = data;
  const refresh = useRefresh(request.requestID);
  const [sort, setSort] = useState<CompareSort>('total');
  const [chosen, setChosen] = useState<string[]>([]);
  const [declining, setDeclining] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const awardKey = useRef(crypto.randomUUID());
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
  const rows = sortQuotes(data.quotes, sort);
  const canAward = request.status === 'open' || request.status === 'closed';
  const failure = errorOf(award.error) ?? errorOf(decline.error) ?? errorOf(cancel.error);
  return (
    <section aria-labelledby="rfq-quotes">
      <h2 id="rfq-quotes">{t('page.quotes', { count: data.quotes.length })}</h2>
      {rows.length === 0 ? <p>{t('page.noQuotes')}</p> : null}
      {rows.length > 0 ? (
        <>
          <p>
            {oneCurrency(rows)
              ? t('page.sameCurrency', { currency: rows[0]!.currency })
              : buyingRequestMessages.noRates}
          </p>
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
          <table className="wbn-rfq__table">
            <thead>
              <tr>
                <th scope="col">{t('page.select')}</th>
                <th scope="col">{t('page.supplier')}</th>
                <th scope="col">{t('page.unitPrice')}</th>
                <th scope="col">{t('page.total', { quantity: request.quantity, unit: request.unit })}</th>
                <th scope="col">{t('page.leadTime')}</th>
                <th scope="col">{t('page.minOrder')}</th>
                <th scope="col">{t('page.incoterm')}</th>
                <th scope="col">{t('page.validUntil')}</th>
                <th scope="col">{t('page.quoteStatus')}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {rows.map((q) => (
                <QuoteRow
                  key={q.quoteID}
                  quote={q}
                  selectable={canAward && q.status === 'active'}
                  selected={chosen.includes(q.quoteID)}
                  onSelect={(on) =>
                    setChosen((c) => (on ? [...c, q.quoteID] : c.filter((id) => id !== q.quoteID)))
                  }
                  onDecline={() => setDeclining(q.quoteID)}
                />
              ))}
            </tbody>
          </table>
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
        <button className="wbn-button" type="button" onClick={() => setCancelling(true)}>
          {t('page.cancel')}
        </button>
      ) : null}
      {failure && !failure.fieldMessage('body.reason') ? (
        <p className="wbn-rfq__error">{failure.message}</p>
      ) : null}
    </section>
  );
}

function QuoteRow(props: {
  quote: Quote;
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation('buying-requests');
  const q = props.quote;
  return (
    <tr>
      <td>
        {props.selectable ? (
          <input
            type="checkbox"
            aria-label={`${t('page.select')} ${q.supplier.name}`}
            checked={props.selected}
            onChange={(e) => props.onSelect(e.target.checked)}
          />
        ) : null}
      </td>
      <th scope="row">
        {q.supplier.name}
        {q.supplier.verified ? ` · ${t('page.verified')}` : ''}
      </th>
      <td>{formatMoney(q.unitPrice, q.currency)}</td>
      <td>{formatMoney(q.total, q.currency)}</td>
      <td>{t('page.leadTimeDays', { count: q.leadTimeDays })}</td>
      <td>{q.minOrder.toLocaleString('en-US')}</td>
      <td>{q.incoterm}</td>
      <td>{q.validUntil}</td>
      <td>
        {t(`page.quoteStatuses.${q.status}`)}
        {q.declineReason ? ` (${q.declineReason})` : ''}
      </td>
      <td>
        {q.status === 'active' ? (
          <button className="wbn-button" type="button" onClick={props.onDecline}>
            {t('page.decline')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** A supplier's side: the allowance, the quote form, or its quote with revise and withdraw. */
function SupplierQuote({ data }: { data: BuyingRequestPage }) {
  const { t } = useTranslation('buying-requests');
  const { request, myQuote, allowance } = data;
  const refresh = useRefresh(request.requestID);
  const key = useRef(crypto.randomUUID());
  const [v, setV] = useState({
    unitPrice: myQuote ? String(myQuote.unitPrice) : '',
    currency: myQuote?.currency ?? 'USD',
    minOrder: myQuote ? String(myQuote.minOrder) : '',
    leadTimeDays: myQuote ? String(myQuote.leadTimeDays) : '',
    incoterm: myQuote?.incoterm ?? 'FOB',
    validUntil: myQuote?.validUntil ?? '',
    notes: myQuote?.notes ?? '',
  });
  const set = (name: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [name]: e.target.value }));
  const body = (): Omit<SendQuoteBody, 'businessID'> => ({
    unitPrice: Number(v.unitPrice),
    currency: v.currency,
    minOrder: Number(v.minOrder),
    leadTimeDays: Number(v.leadTimeDays),
    incoterm: v.incoterm as SendQuoteBody['incoterm'],
    validUntil: v.validUntil,
    notes: v.notes || null,
  });
  const send = useMutation({
    mutationFn: () =>
      myQuote
        ? reviseQuote(request.requestID, myQuote.quoteID, body())
        : sendQuote(request.requestID, { ...body(), businessID: data.as ?? '' }, key.current),
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawQuote(request.requestID, myQuote?.quoteID ?? ''),
    onSuccess: refresh,
  });
  const failure = errorOf(send.error) ?? errorOf(withdraw.error);
  const error = (field: string) => failure?.fieldMessage(`body.${field}`);
  const editable =
    request.status === 'open' && (!myQuote || (myQuote.status === 'active' && myQuote.revisions === 0));
  const input = (name: keyof typeof v, label: string, type = 'text') => (
    <Field label={label} error={error(name)} required={name !== 'notes'}>
      {(p) => (
        <input
          {...p}
          className="wbn-input"
          type={type}
          value={v[name]}
          onChange={set(name)}
          disabled={!editable}
        />
      )}
    </Field>
  );
  return (
    <section aria-labelledby="rfq-my-quote">
      <h2 id="rfq-my-quote">{t('quote.title')}</h2>
      <p>{t('quote.sealed')}</p>
      {allowance ? (
        <p>
          {allowance.limit === null
            ? t('quote.allowanceUnlimited', { used: allowance.used, tier: allowance.tier })
            : t('quote.allowance', { used: allowance.used, limit: allowance.limit, tier: allowance.tier })}
        </p>
      ) : null}
      {myQuote ? (
        <p>
          {t(`page.quoteStatuses.${myQuote.status}`)}
          {myQuote.declineReason ? ` · ${t('quote.declined', { reason: myQuote.declineReason })}` : ''}
        </p>
      ) : null}
      <form
        className="wbn-rfq__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
      >
        {input('unitPrice', t('quote.unitPrice'), 'number')}
        <Field label={t('quote.currency')} error={error('currency')} required>
          {(p) => (
            <select
              {...p}
              className="wbn-input"
              value={v.currency}
              onChange={set('currency')}
              disabled={!editable}
            >
              {currencyCodes.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
        {input('minOrder', t('quote.minOrder'), 'number')}
        {input('leadTimeDays', t('quote.leadTimeDays'), 'number')}
        <Field label={t('quote.incoterm')} error={error('incoterm')} required>
          {(p) => (
            <select
              {...p}
              className="wbn-input"
              value={v.incoterm}
              onChange={set('incoterm')}
              disabled={!editable}
            >
              {deliveryTerms.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
        {input('validUntil', t('quote.validUntil'), 'date')}
        {input('notes', t('quote.notes'))}
        {failure &&
        failure.errors.every((e) => !e.path.startsWith('body.') || e.path === 'body.businessID') ? (
          <p className="wbn-rfq__error">{failure.message}</p>
        ) : null}
        {editable ? (
          <button className="wbn-button" type="submit" disabled={send.isPending}>
            {myQuote ? t('quote.revise') : t('quote.send')}
          </button>
        ) : null}
      </form>
      {myQuote?.status === 'active' && request.status === 'open' ? (
        <button className="wbn-button" type="button" onClick={() => withdraw.mutate()}>
          {t('quote.withdraw')}
        </button>
      ) : null}
    </section>
  );
}
