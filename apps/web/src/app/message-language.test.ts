import { describe, expect, it } from 'vitest';
import { buyingRequestMessages, messages } from '@wbn/contracts';
import i18next, { i18nReady } from './i18n.ts';
import { say } from '../shared/i18n/say.ts';

// The app's own i18next (not the tests' all-at-once one): a language's message catalogue arrives
// with its frame strings, so a change of language brings it before the page re-renders.
describe("the contracts' messages in the page's language", () => {
  it('are as written in English, which has no catalogue', async () => {
    await i18nReady;
    expect(i18next.language).toBe('en');
    expect(say(messages.chatEnded)).toBe('This chat has ended');
  });

  it('come with the language: German, then Chinese', async () => {
    await i18next.changeLanguage('de');
    expect(say(messages.chatEnded)).toBe('Dieser Chat ist beendet');
    await i18next.changeLanguage('zh');
    expect(say(buyingRequestMessages.invitedTooMany)).toBe('最多邀请 20 家企业');
    await i18next.changeLanguage('en');
    expect(say(messages.chatEnded)).toBe('This chat has ended');
  });
});
