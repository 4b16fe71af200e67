import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  buyingRequestLimits,
  currencyCodes,
  deliveryTerms,
  type CreateBuyingRequestBody,
} from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useCountries, useIndustryTree } from '../../../shared/api/reference-data.ts';
import { useMyBusinesses } from '../../../shared/session/my-businesses.ts';
import { AttachmentField } from '../../../shared/ui/AttachmentField.tsx';
import { Field } from '../../../shared/ui/form/index.ts';
import {
  hasFailedUpload,
  uploadedTokens,
  uploadsRunning,
  useAttachments,
} from '../../../shared/upload/index.ts';
import { createRequest, type BusinessChoice } from '../api/buying-requests.ts';
import { BusinessPicker } from '../components/BusinessPicker.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import '../buying-requests.css';

const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

/** /buying-requests/new: a request for quotation, published or kept as a draft. */
export function RequestFormScreen() {
  const { t } = useTranslation('buying-requests');
  usePageMeta(t('form.title'));
  const navigate = useNavigate();
  const businesses = useMyBusinesses();
  const tree = useIndustryTree();
  const countries = useCountries();
  // One key per form: a double click or a retry after a time-out makes one request.
  const key = useRef(crypto.randomUUID());
  const [v, setV] = useState({
    businessID: '',
    title: '',
    description: '',
    categoryID: '',
    quantity: '',
    unit: '',
    targetPrice: '',
    currency: '',
    incoterm: '',
    deliveryCountry: '',
    deliveryPort: '',
    neededBy: '',
    deadline: '',
    visibility: 'open' as 'open' | 'invited',
    publish: true,
  });
  const [invited, setInvited] = useState<BusinessChoice[]>([]);
  const files = useAttachments(buyingRequestLimits.attachmentsMax);
  const waiting = uploadsRunning(files.list)
    ? t('form.filesUploading')
    : hasFailedUpload(files.list)
      ? t('form.filesFailed')
      : null;
  const set = (name: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [name]: e.target.value }));
  const send = useMutation({
    mutationFn: (body: CreateBuyingRequestBody) => createRequest(body, key.current),
    onSuccess: (page) => void navigate(`/buying-requests/${page.request.requestID}`),
  });
  const failure = send.error instanceof ApiError ? send.error : null;
  const error = (field: string) =>
    failure?.errors.find((e) => e.path === `body.${field}` || e.path.startsWith(`body.${field}.`))?.message;
  const mine = businesses.data ?? [];
  const businessID = v.businessID || mine[0]?.businessID || '';

  function submit(e: FormEvent) {
    e.preventDefault();
    send.mutate({
      businessID,
      title: v.title,
      description: v.description,
      categoryID: v.categoryID,
      quantity: Number(v.quantity),
      unit: v.unit,
      targetPrice: numberOrNull(v.targetPrice),
      currency: v.currency || null,
      incoterm: (v.incoterm || null) as CreateBuyingRequestBody['incoterm'],
      deliveryCountry: v.deliveryCountry,
      deliveryPort: v.deliveryPort || null,
      neededBy: v.neededBy || null,
      deadline: v.deadline ? new Date(v.deadline).toISOString() : '',
      visibility: v.visibility,
      invited: v.visibility === 'invited' ? invited.map((b) => b.businessID) : [],
      attachments: uploadedTokens(files.list),
      publish: v.publish,
    });
  }

  if (businesses.isSuccess && mine.length === 0) {
    return (
      <main className="wbn-rfq">
        <h1>{t('form.title')}</h1>
        <p>{t('form.noBusiness')}</p>
      </main>
    );
  }
  const text = (name: keyof typeof v, label: string, type = 'text', required = false) => (
    <Field label={label} error={error(name)} required={required}>
      {(p) => <input {...p} className="wbn-input" type={type} value={String(v[name])} onChange={set(name)} />}
    </Field>
  );
  return (
    <main className="wbn-rfq">
      <h1>{t('form.title')}</h1>
      <form className="wbn-rfq__form" onSubmit={submit} noValidate>
        <Field label={t('form.business')} error={error('businessID')} required>
          {(p) => (
            <select {...p} className="wbn-input" value={businessID} onChange={set('businessID')}>
              {mine.map((b) => (
                <option key={b.businessID} value={b.businessID}>
                  {b.general.companyName}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('title', t('form.what'), 'text', true)}
        <Field label={t('form.description')} error={error('description')} required>
          {(p) => (
            <textarea
              {...p}
              className="wbn-input"
              rows={5}
              value={v.description}
              onChange={set('description')}
            />
          )}
        </Field>
        <Field label={t('form.category')} error={error('categoryID')} required>
          {(p) => (
            <select {...p} className="wbn-input" value={v.categoryID} onChange={set('categoryID')}>
              <option value="">{t('form.choose')}</option>
              {(tree.data ?? []).map((i) => (
                <optgroup key={i.id} label={i.name}>
                  {i.categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        {text('quantity', t('form.quantity'), 'number', true)}
        {text('unit', t('form.unit'), 'text', true)}
        {text('targetPrice', t('form.targetPrice'), 'number')}
        <Field label={t('form.currency')} error={error('currency')}>
          {(p) => (
            <select {...p} className="wbn-input" value={v.currency} onChange={set('currency')}>
              <option value="">{t('form.choose')}</option>
              {currencyCodes.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('form.incoterm')} error={error('incoterm')}>
          {(p) => (
            <select {...p} className="wbn-input" value={v.incoterm} onChange={set('incoterm')}>
              <option value="">{t('form.choose')}</option>
              {deliveryTerms.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('form.deliveryCountry')} error={error('deliveryCountry')} required>
          {(p) => (
            <select {...p} className="wbn-input" value={v.deliveryCountry} onChange={set('deliveryCountry')}>
              <option value="">{t('form.choose')}</option>
              {(countries.data ?? []).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.countryName}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('deliveryPort', t('form.deliveryPort'))}
        {text('neededBy', t('form.neededBy'), 'date')}
        {text('deadline', t('form.deadline'), 'datetime-local', true)}
        <fieldset>
          <legend>{t('form.visibility')}</legend>
          {(['open', 'invited'] as const).map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="visibility"
                checked={v.visibility === kind}
                onChange={() => setV((old) => ({ ...old, visibility: kind }))}
              />{' '}
              {t(`form.${kind}`)}
            </label>
          ))}
        </fieldset>
        {v.visibility === 'invited' ? (
          <BusinessPicker
            chosen={invited}
            onChange={setInvited}
            exclude={mine.map((b) => b.businessID)}
            max={buyingRequestLimits.invitedMax}
            error={error('invited')}
            isDisabled={send.isPending}
          />
        ) : null}
        <AttachmentField
          namespace="buying-requests"
          label={t('form.files')}
          max={buyingRequestLimits.attachmentsMax}
          list={files.list}
          onChoose={files.choose}
          onRemove={files.remove}
          onRetry={files.retry}
          isDisabled={send.isPending}
        />
        {error('attachments') ? <p className="wbn-rfq__error">{error('attachments')}</p> : null}
        <label>
          <input
            type="checkbox"
            checked={v.publish}
            onChange={(e) => setV((old) => ({ ...old, publish: e.target.checked }))}
          />{' '}
          {t('form.publish')}
        </label>
        {failure && failure.errors.length === 0 ? <p className="wbn-rfq__error">{failure.message}</p> : null}
        {waiting ? <p className="wbn-field__hint">{waiting}</p> : null}
        <button className="wbn-button" type="submit" disabled={send.isPending || waiting !== null}>
          {t('form.submit')}
        </button>
      </form>
    </main>
  );
}
