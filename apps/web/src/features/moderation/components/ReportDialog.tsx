import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  FieldError,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import {
  moderationLimits,
  moderationMessages,
  reportReasons,
  type ReportItemType,
  type ReportReason,
} from '@wbn/contracts';
import { say } from '../../../shared/i18n/say.ts';
import { TextAreaField } from '../../../shared/ui/form/TextAreaField.tsx';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { sendReport } from '../api/send-report.ts';
import '../moderation.css';

/** What is reported: its kind, its id and how the reader names it (the author, the company). */
export interface ReportedItem {
  itemType: ReportItemType;
  itemID: string;
  name: string;
}

export interface ReportDialogProps {
  item: ReportedItem;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

type State = { step: 'form'; sending: boolean; failure: string | null } | { step: 'sent' };

/**
 * Reporting an item to the network's moderators (decision 0025): a reason from the fixed list and a
 * few words, then the acknowledgement in place of the form. The server's refusals (already
 * reported, nothing to report, too many this hour) are shown in the dialog in the page's language.
 */
export function ReportDialog({ item, isOpen, onOpenChange }: ReportDialogProps) {
  const { t } = useTranslation('moderation');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<State>({ step: 'form', sending: false, failure: null });

  const sending = state.step === 'form' && state.sending;
  const reasonError = tried && !reason ? t('reasonRequired') : undefined;
  const textError = tried && !text.trim() ? say(moderationMessages.textRequired) : undefined;

  const close = (open: boolean) => {
    if (sending) return;
    onOpenChange(open);
    if (!open) {
      // A later report of the same item starts afresh.
      setReason(null);
      setText('');
      setTried(false);
      setState({ step: 'form', sending: false, failure: null });
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!reason || !text.trim()) return;
    setState({ step: 'form', sending: true, failure: null });
    try {
      await sendReport({ itemType: item.itemType, itemID: item.itemID, reason, text: text.trim() });
      setState({ step: 'sent' });
    } catch (err) {
      setState({ step: 'form', sending: false, failure: explainFailure(err) });
    }
  }

  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={close} isDismissable={!sending}>
      <Modal className="modal report-dialog">
        <Dialog className="report-dialog__dialog">
          <Heading slot="title" className="report-dialog__title">
            {t(`title.${item.itemType}`)}
          </Heading>
          {state.step === 'sent' ? (
            <>
              <p role="status">{say(moderationMessages.acknowledged)}</p>
              <p className="report-dialog__note">{t('outcomeNote')}</p>
              <div className="report-dialog__actions">
                <Button className="button button--ghost" slot="close" autoFocus>
                  {t('close')}
                </Button>
              </div>
            </>
          ) : (
            <form onSubmit={(e) => void submit(e)} noValidate>
              <p className="report-dialog__note">{t('intro', { name: item.name })}</p>
              <RadioGroup
                className="report-dialog__reasons"
                value={reason}
                onChange={(value) => setReason(value as ReportReason)}
                isInvalid={Boolean(reasonError)}
                isRequired
                isDisabled={sending}
              >
                <Label className="report-dialog__legend">{t('reason')}</Label>
                {reportReasons.map((r) => (
                  <Radio key={r} value={r} className="report-dialog__reason">
                    {t(`reasons.${r}`)}
                  </Radio>
                ))}
                <FieldError className="field__error">{reasonError}</FieldError>
              </RadioGroup>
              <TextAreaField
                label={t('text')}
                value={text}
                onChange={setText}
                maxLength={moderationLimits.textMax}
                rows={4}
                placeholder={t('textPlaceholder')}
                error={textError}
                isRequired
                isDisabled={sending}
              />
              {state.failure ? (
                <p className="report-dialog__failure" role="alert">
                  {state.failure}
                </p>
              ) : null}
              <div className="report-dialog__actions">
                <Button type="submit" className="button button--primary" isDisabled={sending}>
                  {sending ? t('sending') : t('send')}
                </Button>
                <Button className="button button--ghost" slot="close" isDisabled={sending}>
                  {t('cancel')}
                </Button>
              </div>
            </form>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
