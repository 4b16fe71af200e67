import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileTrigger } from 'react-aria-components';
import { inquiryAttachmentTypes, limits } from '@wbn/contracts';
import { roomLeft, type PendingAttachment } from '../upload/attachments.ts';
import './attachment-field.css';

export interface AttachmentFieldProps {
  /**
   * The feature namespace whose `attachments` keys hold the field's strings (hint, add, full,
   * tooMany, listLabel, uploading, uploaded, remove, retry, pdf, image, other), so that they load
   * with the feature's page rather than with every page.
   */
  namespace: string;
  /** The field's label ("Upload Inquiry", "Drawings and specifications"…). */
  label: string;
  /** The most files the form takes. */
  max: number;
  list: readonly PendingAttachment[];
  /** Answers how many of the files did not fit under the limit. */
  onChoose: (files: File[]) => number;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  isDisabled?: boolean;
}

const kb = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

/**
 * A form's files (an inquiry's Upload Inquiry, a buying request's or a quote's): up to `max`
 * images or PDFs, each listed with its name and size, its upload's progress or problem, and a
 * remove button (named after the file, for screen readers). Pair it with `useAttachments(max)`.
 */
export function AttachmentField(props: AttachmentFieldProps) {
  const { namespace, label, max, list, onChoose, onRemove, onRetry, isDisabled } = props;
  const { t } = useTranslation(namespace, { keyPrefix: 'attachments' });
  const { t: ui } = useTranslation('ui');
  const labelId = useId();
  const hintId = useId();
  const [leftOut, setLeftOut] = useState(0);
  const full = roomLeft(list, max) === 0;

  return (
    <div
      className="wbn-field wbn-attachments"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
    >
      <span id={labelId} className="wbn-field__label">
        {label}
      </span>
      <p id={hintId} className="wbn-field__hint">
        {t('hint', { max, kb: kb(limits.imageMaxBytes) })}
      </p>
      {list.length > 0 ? (
        <ul className="wbn-attachments__list" aria-label={t('listLabel')}>
          {list.map((item) => (
            <li key={item.id} className={`wbn-file wbn-file--${item.status}`}>
              <span className="wbn-file__kind" aria-hidden="true">
                {t(item.kind)}
              </span>
              <span className="wbn-file__name">{item.name}</span>
              <span className="wbn-file__size">{ui('sizeKb', { size: kb(item.size) })}</span>
              <span className="wbn-file__status" role={item.status === 'failed' ? 'alert' : undefined}>
                {item.status === 'uploading' ? (
                  <>
                    <progress
                      className="wbn-file__progress"
                      max={100}
                      value={Math.round(item.progress * 100)}
                      aria-label={t('uploading', { percent: Math.round(item.progress * 100) })}
                    />
                    <span aria-hidden="true">
                      {t('uploading', { percent: Math.round(item.progress * 100) })}
                    </span>
                  </>
                ) : item.status === 'uploaded' ? (
                  t('uploaded')
                ) : (
                  item.error
                )}
              </span>
              <span className="wbn-file__actions">
                {item.status === 'failed' && item.retryable ? (
                  <button type="button" className="button button--ghost" onClick={() => onRetry(item.id)}>
                    {t('retry')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="wbn-file__remove"
                  aria-label={t('remove', { name: item.name })}
                  title={t('remove', { name: item.name })}
                  onClick={() => onRemove(item.id)}
                  disabled={isDisabled}
                >
                  ×
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="wbn-attachments__add">
        <FileTrigger
          acceptedFileTypes={[...inquiryAttachmentTypes]}
          allowsMultiple
          onSelect={(files) => setLeftOut(files ? onChoose(Array.from(files)) : 0)}
        >
          <Button className="button button--ghost" isDisabled={isDisabled || full}>
            {t('add')}
          </Button>
        </FileTrigger>
        {full ? <span className="wbn-field__hint">{t('full', { max })}</span> : null}
      </div>
      {leftOut > 0 ? (
        <p className="wbn-field__error" role="alert">
          {t('tooMany', { count: leftOut, max })}
        </p>
      ) : null}
    </div>
  );
}
