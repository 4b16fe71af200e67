import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InquiryAttachment, InquiryMessage } from '@wbn/contracts';
import { LinkifiedText } from '../../../shared/ui/text/LinkifiedText.tsx';
import { formatUtc, isoOf } from '../lib/format-utc.ts';
import { reportHref } from '../lib/chat-actions.ts';

const isImage = (a: InquiryAttachment) => a.contentType.startsWith('image/');
/** A file's URL without its signed link's query: the same file whichever link was last handed out. */
const fileKey = (a: InquiryAttachment) => a.url.split('?', 1)[0] ?? a.url;
const kb = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

/**
 * A message's files: images as thumbnails opening the full picture, PDFs as named file links. Their
 * URLs are short-lived signed links (the API signs them each time it hands a message out): used
 * exactly as given, and a thread read again brings fresh ones.
 */
function Attachments({ files }: { files: readonly InquiryAttachment[] }) {
  const { t } = useTranslation('messages', { keyPrefix: 'chat' });
  const { t: ui } = useTranslation('ui');
  if (files.length === 0) return null;
  return (
    <ul className="mc-files" aria-label={t('attachments')}>
      {files.map((file) => (
        <li key={fileKey(file)}>
          {isImage(file) ? (
            <a
              className="mc-file mc-file--image"
              href={file.url}
              target="_blank"
              rel="noopener"
              aria-label={t('openImage', { name: file.name })}
            >
              <img src={file.url} alt="" loading="lazy" />
            </a>
          ) : (
            <a className="mc-file mc-file--doc" href={file.url} download={file.name}>
              <span className="mc-file__kind" aria-hidden="true">
                {t('pdf')}
              </span>
              <span className="mc-file__name">{file.name}</span>
              <span className="mc-file__size">{ui('sizeKb', { size: kb(file.size) })}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Report message, under a message the other side wrote: the moderators' report page for it. */
function ReportMessage({ message }: { message: InquiryMessage }) {
  const { t } = useTranslation('messages', { keyPrefix: 'chat' });
  return (
    <Link className="mc-bubble__report" to={reportHref('message', message.messageID)}>
      {t('reportMessage')}
    </Link>
  );
}

/**
 * One message as a bubble: this side's on the right, the other side's on the left; who wrote it
 * (a business's message names its member), the text with its links, its files, and when (UTC).
 */
export function MessageBubble({
  message,
  authorName,
  own,
  receipt,
}: {
  message: InquiryMessage;
  /** "You" for the viewer's own messages, else the writer's name. */
  authorName: string;
  own: boolean;
  /** Under this side's last message: whether the other side has read it. */
  receipt?: 'read' | 'sent' | 'sending' | null;
}) {
  const { t, i18n } = useTranslation('messages', { keyPrefix: 'chat' });
  return (
    <li className={`mc-message${own ? ' mc-message--own' : ''}`}>
      <div className="mc-bubble">
        <p className="mc-bubble__author">{authorName}</p>
        {message.content ? (
          <LinkifiedText className="mc-bubble__text" text={message.content} lang={message.language} />
        ) : null}
        <Attachments files={message.attachments} />
        <time className="mc-bubble__time" dateTime={isoOf(message.datetime)}>
          {formatUtc(message.datetime, i18n.language || 'en')}
        </time>
        {own ? null : <ReportMessage message={message} />}
      </div>
      {receipt ? (
        <p className={`mc-receipt mc-receipt--${receipt}`}>
          {receipt === 'read' ? t('read') : receipt === 'sent' ? t('sent') : t('sending')}
        </p>
      ) : null}
    </li>
  );
}
