import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { inquiryLimits, inquirySubjects } from '@wbn/contracts';
import { AttachmentField } from '../../../shared/ui/AttachmentField.tsx';
import { Field, SelectField, TextAreaField } from '../../../shared/ui/form/index.ts';
import { ContentLanguageSelect } from '../../../shared/ui/form/ContentLanguageSelect.tsx';
import type { PendingAttachment } from '../../../shared/upload/index.ts';
import { choseOther, type InquiryFormValues, type InquiryProblems } from '../lib/inquiry-form.ts';

const AS_USER = 'user';

export interface InquiryFormViewProps {
  formRef?: RefObject<HTMLFormElement | null>;
  receiverName: string;
  userName: string;
  /** The businesses the user may send as (the receiver left out). */
  senders: readonly { businessID: string; name: string }[];
  values: InquiryFormValues;
  problems: InquiryProblems;
  /** The form's own message: the spec's 'You have to fill all the form fields', or the server's. */
  notice: string | null;
  attachments: readonly PendingAttachment[];
  sending: boolean;
  /** Why Send waits (files still uploading or failed), if it does. */
  waiting: string | null;
  onChange: (values: InquiryFormValues, field: keyof InquiryFormValues) => void;
  onChooseFiles: (files: File[]) => number;
  onRemoveFile: (id: string) => void;
  onRetryFile: (id: string) => void;
  onSubmit: () => void;
}

/**
 * The send-request form as it is shown (core spec §2): To (read-only), Send as, Subject (Other
 * opens a free-text field), Message with its counter, Upload Inquiry, and Send. Holds no state:
 * SendRequestForm does, so each state can be rendered and checked on its own.
 */
export function InquiryFormView({ formRef, ...props }: InquiryFormViewProps) {
  const { t } = useTranslation('inquiries', { keyPrefix: 'form' });
  const { t: inquiries } = useTranslation('inquiries');
  // The subject is sent as the spec names it; the reader sees it in the page's language.
  const subjectOptions = inquirySubjects.map((s, i) => ({ id: s, label: inquiries(`subjects.${i}`) }));
  const { values, problems, sending, onChange } = props;
  const set = <K extends keyof InquiryFormValues>(field: K, value: InquiryFormValues[K]) =>
    onChange({ ...values, [field]: value }, field);
  const senderOptions = [
    { id: AS_USER, label: props.userName ? t('you', { name: props.userName }) : t('yourself') },
    ...props.senders.map((b) => ({ id: b.businessID, label: b.name })),
  ];

  return (
    <form
      ref={formRef}
      className="inq-form"
      aria-label={t('label', { name: props.receiverName })}
      aria-busy={sending}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <Field label={t('to')}>
        {(p) => <input {...p} className="wbn-input" value={props.receiverName} readOnly />}
      </Field>
      {props.senders.length > 0 ? (
        <SelectField
          label={t('sendAs')}
          hint={t('sendAsHint')}
          options={senderOptions}
          value={values.from ?? AS_USER}
          onChange={(id) => set('from', id === AS_USER ? null : id)}
          isDisabled={sending}
        />
      ) : (
        <Field label={t('sendAs')}>
          {(p) => <input {...p} className="wbn-input" value={senderOptions[0]!.label} readOnly />}
        </Field>
      )}
      <SelectField
        label={t('subject')}
        options={subjectOptions}
        value={values.subject}
        onChange={(subject) => set('subject', subject)}
        placeholder={t('subjectPlaceholder')}
        error={problems.subject}
        isRequired
        isDisabled={sending}
      />
      {choseOther(values) ? (
        <Field label={t('otherSubject')} error={problems.otherSubject} required>
          {(p) => (
            <input
              {...p}
              name="otherSubject"
              className="wbn-input"
              value={values.otherSubject}
              maxLength={inquiryLimits.subjectMax}
              placeholder={t('otherSubjectPlaceholder')}
              autoComplete="off"
              disabled={sending}
              onChange={(e) => set('otherSubject', e.target.value)}
            />
          )}
        </Field>
      ) : null}
      <TextAreaField
        label={t('message')}
        value={values.message}
        onChange={(message) => set('message', message)}
        maxLength={inquiryLimits.messageMax}
        rows={8}
        placeholder={t('messagePlaceholder')}
        error={problems.message}
        isRequired
        isDisabled={sending}
        name="message"
      />
      <ContentLanguageSelect
        value={values.language}
        onChange={(language) => set('language', language)}
        isDisabled={sending}
      />
      <AttachmentField
        namespace="inquiries"
        label={inquiries('attachments.label')}
        max={inquiryLimits.attachmentsMax}
        list={props.attachments}
        onChoose={props.onChooseFiles}
        onRemove={props.onRemoveFile}
        onRetry={props.onRetryFile}
        isDisabled={sending}
      />
      {props.notice ? (
        <p className="inq-form__notice" role="alert">
          {props.notice}
        </p>
      ) : null}
      <div className="inq-form__actions">
        {props.waiting ? <p className="wbn-field__hint">{props.waiting}</p> : null}
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={sending || props.waiting !== null}
        >
          {sending ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
