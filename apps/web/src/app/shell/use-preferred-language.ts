import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isUiLanguage, type UiLanguage } from '@wbn/contracts';
import { addressLanguage, chosenLanguage } from '../../shared/i18n/language.ts';
import { useSession } from '../../shared/session/session.ts';

/**
 * Switches the page to `language`, loading its strings, and reads every answer again: the API
 * named the reference data in them (the industry tree, countries, categories) in the language it
 * was asked in (decision 0031), and the page must not show one language's names in another.
 */
export async function switchPageLanguage(i18n: I18n, client: QueryClient, language: UiLanguage) {
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  await client.invalidateQueries();
}

/**
 * A signed-in reader's preferred language (the profile field) is the page's language when neither
 * the address nor an explicit choice names one (decision 0026): the page switches once the profile
 * is here, loading that language's strings.
 */
export function usePreferredLanguage(): void {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const stored = useSession().profile?.preferredLanguage;
  // The API answers the field as `{ code, name, languageName }`.
  const preferred = stored && typeof stored === 'object' && 'code' in stored ? stored.code : null;
  useEffect(() => {
    if (!isUiLanguage(preferred) || preferred === i18n.language) return;
    if (addressLanguage() || isUiLanguage(chosenLanguage())) return;
    void switchPageLanguage(i18n, client, preferred);
  }, [preferred, i18n, client]);
}
