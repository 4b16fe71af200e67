import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buyingRequestLimits,
  currencyCodes,
  deliveryTerms,
  type BuyingRequestPage,
  type SendQuoteBody,
} from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { AttachmentField } from '../../../shared/ui/AttachmentField.tsx';
import { Field } from '../../../shared/ui/form/index.ts';
import {
  hasFailedUpload,
  uploadedTokens,
  uploadsRunning,
  useAttachments,
} from '../../../shared/upload/index.ts';
import { buyingRequestKeys, reviseQuote, sendQuote, withdrawQuote } from '../api/buying-requests.ts';
import { FileLinks } from './FileLinks.tsx';

const errorOf = (e: unknown) => (e instanceof ApiError ? e : null);

/** A supplier's side: the allowance, the quote form, or its quote with revise and withdraw. */
export function SupplierQuote({ data }: { data: BuyingRequestPage }) {
  const { t } = useTranslation('buying-requests');
  const { request, myQuote, allowance } = data;
  const client = useQueryClient();
  const refresh = () =>
    void client.invalidateQueries({ queryKey: [...buyingRequestKeys.all, 'page', request.requestID] });
  const files = useAttachments(buyingRequestLimits.attachmentsMax);
  const waiting = uploadsRunning(files.list)
    ? t('form.filesUploading')
    : hasFailedUpload(files.list)
      ? t('form.filesFailed')
      : null;
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
    // A revision with files replaces the quote's files; without, it keeps them.
    ...(files.list.length > 0 || !myQuote ? { attachments: uploadedTokens(files.list) } : {}),
  });
  const send = useMutation({
    mutationFn: () =>
      myQuote
        ? reviseQuote(request.requestID, myQuote.quoteID, body())
        : sendQuote(request.requestID, { ...body(), businessID: data.as ?? '' }, key.current),
    onSuccess: () => {
      files.clear();
      refresh();
    },
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
        {myQuote && myQuote.attachments.length > 0 ? (
          <div>
            <p className="wbn-field__label">{t('quote.files')}</p>
            <FileLinks files={myQuote.attachments} />
          </div>
        ) : null}
        {editable ? (
          <AttachmentField
            namespace="buying-requests"
            label={myQuote ? t('quote.replaceFiles') : t('quote.addFiles')}
            max={buyingRequestLimits.attachmentsMax}
            list={files.list}
            onChoose={files.choose}
            onRemove={files.remove}
            onRetry={files.retry}
            isDisabled={send.isPending}
          />
        ) : null}
        {waiting ? <p className="wbn-field__hint">{waiting}</p> : null}
        {failure &&
        failure.errors.every((e) => !e.path.startsWith('body.') || e.path === 'body.businessID') ? (
          <p className="wbn-rfq__error">{failure.message}</p>
        ) : null}
        {editable ? (
          <button className="wbn-button" type="submit" disabled={send.isPending || waiting !== null}>
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
