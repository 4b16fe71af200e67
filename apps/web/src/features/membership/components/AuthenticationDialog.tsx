import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { formatAmount } from '../lib/format.ts';
import type { Checkout } from './use-checkout.ts';

/**
 * The test provider's stand-in for the bank's 3-D Secure step: Complete or Cancel (Escape
 * cancels too). Either is sent to the test provider, then the payment is confirmed; the dialog
 * stays while that is on its way, and when it got no answer (pressing again retries).
 */
export function AuthenticationDialog({ checkout }: { checkout: Checkout }) {
  const { t, i18n } = useTranslation('membership');
  const { challenge, busy } = checkout;
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={challenge !== null}
      isDismissable={false}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => {
        if (!open) void checkout.authenticate('cancel');
      }}
    >
      <Modal className="modal ms-auth">
        <Dialog role="alertdialog" className="ms-auth__dialog" aria-busy={busy || undefined}>
          <Heading slot="title" className="ms-auth__title">
            {t('auth.title')}
          </Heading>
          {challenge ? (
            <>
              <p>{t('auth.body', { amount: formatAmount(challenge.payment.amount, i18n.language) })}</p>
              <p className="ms-muted">{t('auth.testNote')}</p>
              {challenge.problem ? (
                <p className="wbn-field__error" role="alert">
                  {challenge.problem}
                </p>
              ) : null}
            </>
          ) : null}
          <div className="ms-auth__buttons">
            <Button
              className="button button--primary"
              isDisabled={busy}
              autoFocus
              onPress={() => void checkout.authenticate('complete')}
            >
              {t('auth.complete')}
            </Button>
            <Button
              className="button button--ghost"
              isDisabled={busy}
              onPress={() => void checkout.authenticate('cancel')}
            >
              {t('auth.cancel')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
