import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTextMax, messages, type BusinessProfile, type Certificate } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { DatePickerField, ImageUploader } from '../../../shared/ui/form/index.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useUploadsInFlight } from '../../../shared/upload/index.ts';
import { useDeleteCertificate } from '../api/delete-certificate.ts';
import { useSaveCertificate } from '../api/save-certificate.ts';
import {
  certificateBody,
  certificateFields,
  certificateValuesFrom,
  validateCertificate,
  type CertificateValues,
} from './certificate-form.ts';
import { TextInput } from './TextInput.tsx';
import { SectionFormShell } from './SectionFormShell.tsx';
import { useSectionForm } from './use-section-form.ts';

/** Certificates: the list, each with Edit and Delete, and Add certificate. */
export function CertificatesEditor({ profile, onDone }: { profile: BusinessProfile; onDone: () => void }) {
  const { t } = useTranslation('business');
  // 'new', a certificate id, or null (no form open).
  const [editing, setEditing] = useState<string | null>(null);
  const list = profile.certificates;
  const full = list.length >= businessTextMax.certificates;

  return (
    <div className="bm-editor" role="group" aria-label={t('edit.sections.certificates')}>
      {list.length === 0 && editing !== 'new' ? <p className="bm-muted">{t('edit.noCertificates')}</p> : null}
      <ul className="bm-certificates">
        {list.map((c) =>
          editing === c.id ? (
            <li key={c.id} className="bm-certificates__item bm-certificates__item--editing">
              <CertificateForm
                businessID={profile.businessID}
                certificate={c}
                onDone={() => setEditing(null)}
              />
            </li>
          ) : (
            <CertificateRow
              key={c.id}
              businessID={profile.businessID}
              certificate={c}
              onEdit={() => setEditing(c.id)}
              disabled={editing !== null}
            />
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <CertificateForm businessID={profile.businessID} certificate={null} onDone={() => setEditing(null)} />
      ) : (
        <div className="bm-actions">
          <button
            type="button"
            className="bm-button"
            onClick={() => setEditing('new')}
            disabled={editing !== null || full}
          >
            {t('edit.addCertificate')}
          </button>
          <button
            type="button"
            className="bm-button bm-button--primary"
            onClick={onDone}
            disabled={editing !== null}
          >
            {t('edit.done')}
          </button>
          {full ? (
            <p className="wbn-field__hint">
              {t('edit.certificatesFull', { n: businessTextMax.certificates })}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

function CertificateRow({
  businessID,
  certificate: c,
  onEdit,
  disabled,
}: {
  businessID: string;
  certificate: Certificate;
  onEdit: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('business');
  const remove = useDeleteCertificate(businessID);
  const [confirming, setConfirming] = useState(false);
  const dates = [
    c.issueDate ? t('edit.issued', { date: c.issueDate }) : null,
    c.expireDate ? t('edit.expires', { date: c.expireDate }) : null,
  ].filter(Boolean);
  return (
    <li className="bm-certificates__item">
      <div className="bm-certificates__photo" aria-hidden="true">
        {c.photo ? <img src={c.photo.url} alt="" loading="lazy" /> : null}
      </div>
      <div className="bm-certificates__text">
        <p className="bm-certificates__name">{c.name}</p>
        {dates.length ? <p className="bm-muted">{dates.join(' · ')}</p> : null}
      </div>
      <div className="bm-certificates__buttons">
        {confirming ? (
          <>
            <span className="bm-muted" id={`del-${c.id}`}>
              {t('edit.deleteQuestion', { name: c.name })}
            </span>
            <button
              type="button"
              className="bm-button bm-button--danger"
              aria-describedby={`del-${c.id}`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(c.id, {
                  onSuccess: () => toast.success(messages.savedSuccessfully),
                  onError: (err) => {
                    setConfirming(false);
                    toast.error(err instanceof ApiError ? err.message : messages.somethingWrong);
                  },
                })
              }
            >
              {remove.isPending ? t('edit.deleting') : t('edit.confirmDelete')}
            </button>
            <button
              type="button"
              className="bm-button"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              {t('edit.keep')}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="bm-button"
              onClick={onEdit}
              disabled={disabled}
              aria-label={t('edit.editNamed', { name: c.name })}
            >
              {t('edit.edit')}
            </button>
            <button
              type="button"
              className="bm-button"
              onClick={() => setConfirming(true)}
              disabled={disabled}
              aria-label={t('edit.deleteNamed', { name: c.name })}
            >
              {t('edit.delete')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

/** Adding or editing one certificate (exported for its render test). */
export function CertificateForm({
  businessID,
  certificate,
  onDone,
}: {
  businessID: string;
  certificate: Certificate | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('business');
  const save = useSaveCertificate(businessID);
  const form = useSectionForm<
    CertificateValues,
    { certificateID?: string; body: ReturnType<typeof certificateBody> }
  >({
    initial: () => certificateValuesFrom(certificate),
    fields: certificateFields,
    validate: validateCertificate,
    toBody: (v) => ({ certificateID: certificate?.id, body: certificateBody(v) }),
    save,
    onDone,
  });
  const { values: v, change, errors, saving } = form;
  const { field } = form.bind;
  const uploads = useUploadsInFlight();
  return (
    <SectionFormShell
      form={form}
      className="bm-certificate-form"
      label={certificate ? t('edit.editCertificate', { name: certificate.name }) : t('edit.newCertificate')}
      holdSubmit={uploads.busy}
      saveLabel={certificate ? t('edit.saveCertificate') : t('edit.addThisCertificate')}
    >
      <TextInput
        label={t('edit.certificateName')}
        {...field('name')}
        required
        maxLength={businessTextMax.certificateName}
      />
      {/* Both pickers cover the spec's range: 10 years back and 10 years ahead. */}
      <div className="bm-grid">
        <DatePickerField
          label={t('edit.issueDate')}
          value={v.issueDate}
          onChange={(issueDate) => change({ issueDate })}
          error={errors.issueDate}
          isDisabled={saving}
        />
        <DatePickerField
          label={t('edit.expireDate')}
          value={v.expireDate}
          onChange={(expireDate) => change({ expireDate })}
          error={errors.expireDate}
          isDisabled={saving}
        />
      </div>
      <ImageUploader
        label={t('edit.certificatePhoto')}
        target={{ kind: 'business', purpose: 'certificate', businessID }}
        shape="square"
        currentUrl={v.photoUrl}
        successMessage={t('edit.photoReady')}
        failureMessage={messages.businessPhotoUploadFailed}
        isDisabled={saving}
        onUploaded={(file) => change({ photoToken: file.token, photoUrl: file.url ?? v.photoUrl }, 'photo')}
        onBusyChange={uploads.report('photo')}
      />
      {errors.photo ? (
        <p className="wbn-field__error" role="alert">
          {errors.photo}
        </p>
      ) : null}
    </SectionFormShell>
  );
}
