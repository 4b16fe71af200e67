import { productLongName, productName } from '@wbn/contracts';
import type { Mail } from '../mail.ts';
import type { Translate } from '../texts/index.ts';
import { html } from './html.ts';

/** The password-reset mail, in `t`'s language (the flow's, see auth.service.ts). */
export function resetMail(o: {
  to: string;
  firstName: string;
  link: string;
  minutes: number;
  t: Translate;
}): Mail {
  const { t } = o;
  const product = { product: productName };
  const text = [
    t('mail.reset.greeting', { firstName: o.firstName }),
    '',
    t('mail.reset.asked', product),
    t('mail.reset.chooseText', { minutes: o.minutes }),
    '',
    o.link,
    '',
    t('mail.reset.ignore'),
    '',
    `${productLongName}`,
  ].join('\n');
  const body = html`<p>${t('mail.reset.greeting', { firstName: o.firstName })}</p>
    <p>${t('mail.reset.asked', product)} ${t('mail.reset.chooseHtml', { minutes: o.minutes })}</p>
    <p><a href="${o.link}">${t('mail.reset.button')}</a></p>
    <p>${t('mail.reset.ignore')}</p>
    <p>${productLongName}</p>`;
  return { to: o.to, subject: t('mail.reset.subject', product), text, html: body.value };
}
