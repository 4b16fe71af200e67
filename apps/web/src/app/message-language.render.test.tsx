import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { buyingRequestMessages, messages } from '@wbn/contracts';
import i18next from './i18n-all.ts';
import { ComposerView } from '../features/messages/components/ComposerView.tsx';
import { FullPageLoader } from '../shared/ui/full-page-loader.tsx';
import { say } from '../shared/i18n/say.ts';
import { emptyCreateValues, validateCreate } from '../features/business/edit/create-business-form.ts';
import { fakeT } from '../features/business/edit/fixtures.test-data.ts';
import { errorsFromIssues, friendlyErrors } from '../features/business/edit/form-kit.ts';

// A page shows the spec's messages in its own language (decision 0027), English as written.
const endedChat = () =>
  renderToString(
    <ComposerView text="" sending={false} closed problem={null} onChange={() => {}} onSend={() => {}} />,
  );

describe('a contracts message on a page', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('is the spec’s English on an English page', () => {
    expect(endedChat()).toContain(messages.chatEnded);
    expect(renderToString(<FullPageLoader />)).toContain('>Loading<');
  });

  it('is in Spanish on a Spanish page and in Chinese on a Chinese one', async () => {
    await i18next.changeLanguage('es');
    expect(endedChat()).toContain('Este chat ha finalizado');
    expect(endedChat()).not.toContain(messages.chatEnded);
    expect(renderToString(<FullPageLoader />)).toContain('>Cargando<');
    await i18next.changeLanguage('zh');
    expect(endedChat()).toContain('此聊天已结束');
  });

  it('keeps its numbers, in the language’s digits', async () => {
    await i18next.changeLanguage('fr');
    const used = buyingRequestMessages.allowanceUsed(1000);
    const thousand = new Intl.NumberFormat('fr').format(1000);
    expect(renderToString(<CheckoutNotice text={used} />)).toContain(
      `Votre abonnement permet ${thousand} devis par mois et ceux de ce mois-ci sont épuisés.`,
    );
  });

  it('words a form’s check from a contracts schema in the page’s language', async () => {
    await i18next.changeLanguage('es');
    const issue = { path: ['phone'], message: messages.invalidPhone };
    expect(errorsFromIssues([issue], ['phone'])).toEqual({
      phone: 'Número de teléfono no válido; revise el formato (p. ej., + 1 12345678)',
    });
    // The create form still knows the spec's rejection sentence when it comes translated.
    const values = { ...emptyCreateValues, companyName: 'Acme', industry: 'i0006', categories: ['c0006-01'] };
    const errors = validateCreate(
      { ...values, businessType: 'MA', country: 'MEX', shortDescription: 'Gears.' },
      fakeT,
      friendlyErrors(fakeT),
    );
    expect(errors).toEqual({ country: 'edit.errors.required' });
  });
});

/** A component that shows a message it is given, as the pages do. */
function CheckoutNotice({ text }: { text: string }) {
  return <p role="status">{say(text)}</p>;
}
