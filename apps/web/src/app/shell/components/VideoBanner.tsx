import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { currentPortal } from '../../../shared/config/runtime-config.ts';
import { presentationVideoUrl } from '../video-config.ts';
import { CloseIcon, PlayIcon } from './icons.tsx';

/**
 * The banner that says what the network is, with the presentation video. The video's iframe is
 * only created when the visitor asks for it, so the home page loads nothing from the video host.
 */
export function VideoBanner() {
  const { t } = useTranslation('shell');
  const portal = currentPortal();
  return (
    <section className="banner" aria-labelledby="banner-title">
      <div className="banner__text">
        <h1 id="banner-title" className="banner__title">
          {t('banner.title')}
        </h1>
        <p className="banner__body">{t('banner.body')}</p>
      </div>
      <DialogTrigger>
        <Button className="video-poster" data-testid="video-poster">
          <span className="video-poster__art" aria-hidden="true">
            <span className="video-poster__globe" />
          </span>
          <span className="video-poster__play">
            <PlayIcon />
          </span>
          <span className="video-poster__label">{t('banner.watch')}</span>
        </Button>
        <ModalOverlay className="modal-overlay" isDismissable>
          <Modal className="modal modal--video">
            <Dialog className="video-dialog">
              <div className="video-dialog__head">
                <Heading slot="title" className="video-dialog__title">
                  {t('banner.videoTitle')}
                </Heading>
                <Button slot="close" className="icon-button" aria-label={t('banner.close')}>
                  <CloseIcon />
                </Button>
              </div>
              <div className="video-dialog__frame">
                <iframe
                  src={presentationVideoUrl(portal)}
                  title={t('banner.videoTitle')}
                  allow="autoplay; encrypted-media; picture-in-picture"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              </div>
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    </section>
  );
}
