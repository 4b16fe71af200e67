import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { inquiryLimits, messages, throttleMessages } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { useSession } from '../../../shared/session/session.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import {
  hasFailedUpload,
  uploadedTokens,
  uploadsRunning,
  useAttachments,
} from '../../../shared/upload/index.ts';
import { sendInquiry } from '../api/send-inquiry.ts';
import { useSenderBusinesses } from '../api/senders.ts';
import {
  emptyInquiry,
  inquiryBody,
  missingFields,
  serverProblems,
  type InquiryFormValues,
  type InquiryProblems,
} from '../lib/inquiry-form.ts';
import { InquiryFormView } from './InquiryFormView.tsx';
import { say } from '../../../shared/i18n/say.ts';

/**
 * The send-request form's state and its sending (core spec §2, §5, §8): empty fields are marked
 * with 'You have to fill all the form fields' and nothing is sent; Send is disabled while sending
 * (and while files upload); success says 'Inquiry sent successfully' and opens the new thread in
 * the message center; a refusal (field errors, the hourly limit …) is explained in the page.
 */
export function SendRequestForm({
  receiver,
  onSent,
}: {
  receiver: { businessID: string; name: string };
  /** Told once the inquiry is stored (the page refreshes the message center's lists). */
  onSent: () => void;
}) {
  const { t } = useTranslation('inquiries', { keyPrefix: 'form' });
  const session = useSession();
  const navigate = useNavigate();
  const senders = useSenderBusinesses(receiver.businessID);
  const attachments = useAttachments(inquiryLimits.attachmentsMax);
  const [values, setValues] = useState<InquiryFormValues>(emptyInquiry);
  const [problems, setProblems] = useState<InquiryProblems>({});
  const [notice, setNotice] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // One id per inquiry being written: a retry after a lost answer reaches the same thread.
  const clientID = useRef<string | null>(null);
  // Two presses in a row send once, whatever the render has caught up with.
  const inFlight = useRef(false);
  const send = useMutation({ mutationFn: sendInquiry });

  const userName = session.profile ? `${session.profile.firstName} ${session.profile.lastName}`.trim() : '';
  const waiting = uploadsRunning(attachments.list)
    ? t('waitForUploads')
    : hasFailedUpload(attachments.list)
      ? t('failedUpload')
      : null;

  function change(next: InquiryFormValues, field: keyof InquiryFormValues) {
    setValues(next);
    if (field in problems || (field === 'subject' && 'otherSubject' in problems)) {
      const rest = { ...problems };
      delete rest[field as keyof InquiryProblems];
      if (field === 'subject') delete rest.otherSubject;
      setProblems(rest);
      if (Object.keys(rest).length === 0) setNotice(null);
    }
  }

  function focusFirstProblem() {
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] button')?.focus(),
    );
  }

  function submit() {
    if (inFlight.current || waiting) return;
    const missing = missingFields(values);
    if (Object.keys(missing).length > 0) {
      setProblems(missing);
      setNotice(say(messages.inquiryIncomplete));
      focusFirstProblem();
      return;
    }
    inFlight.current = true;
    setNotice(null);
    clientID.current ??= crypto.randomUUID();
    const body = inquiryBody(receiver.businessID, values, uploadedTokens(attachments.list), clientID.current);
    send.mutate(body, {
      onSettled: () => {
        inFlight.current = false;
      },
      onSuccess: ({ requestID, bid, held }) => {
        onSent();
        if (held) {
          // Held for a moderator's review (decision 0033): no conversation exists yet.
          toast.success(throttleMessages.held);
          navigate(`/business/${bid}/requests`);
          return;
        }
        toast.success(messages.inquirySent);
        navigate(`/business/${bid}/requests/${requestID}`);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const onFields = serverProblems(error, values);
          setProblems(onFields);
          if (Object.keys(onFields).length > 0) focusFirstProblem();
        }
        setNotice(explainFailure(error));
      },
    });
  }

  return (
    <InquiryFormView
      formRef={form}
      receiverName={receiver.name}
      userName={userName}
      senders={senders.businesses}
      values={values}
      problems={problems}
      notice={notice}
      attachments={attachments.list}
      sending={send.isPending}
      waiting={waiting}
      onChange={change}
      onChooseFiles={attachments.choose}
      onRemoveFile={attachments.remove}
      onRetryFile={attachments.retry}
      onSubmit={submit}
    />
  );
}
