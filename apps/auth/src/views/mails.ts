import { productLongName, productName } from '@wbn/contracts';
import type { Mail } from '../mail.ts';
import { html } from './html.ts';

export function resetMail(o: { to: string; firstName: string; link: string; minutes: number }): Mail {
  const text = [
    `Hello ${o.firstName},`,
    '',
    `Someone (we hope you) asked to reset the password of your ${productName} account.`,
    `Choose a new password here within ${o.minutes} minutes (the link works once):`,
    '',
    o.link,
    '',
    'If you did not ask for this, ignore this message: your password stays as it is.',
    '',
    `${productLongName}`,
  ].join('\n');
  const body = html`<p>Hello ${o.firstName},</p>
    <p>
      Someone (we hope you) asked to reset the password of your ${productName} account. Choose a new password
      within ${o.minutes} minutes (the link works once):
    </p>
    <p><a href="${o.link}">Choose a new password</a></p>
    <p>If you did not ask for this, ignore this message: your password stays as it is.</p>
    <p>${productLongName}</p>`;
  return { to: o.to, subject: `Reset your ${productName} password`, text, html: body.value };
}
