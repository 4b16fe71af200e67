import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isUiLanguage } from '@wbn/contracts';
import { addressLanguage, chosenLanguage } from '../../shared/i18n/language.ts';
import { useSession } from '../../shared/session/session.ts';

/**
 * A signed-in reader's preferred language (the profile field) is the page's language when neither
 * the address nor an explicit choice names one (decision 0026): the page switches once the profile
 * is here, loading that language's strings.
 */
export function usePreferredLanguage(): void {
  const { i18n } = useTranslation();
  const stored = useSession().profile?.preferredLanguage;
  // The API answers the field as `{ code, name, languageName }`.
  const preferred = stored && typeof stored === 'object' && 'code' in stored ? stored.code : null;
  useEffect(() => {
    if (!isUiLanguage(preferred) || preferred === i18n.language) return;
    if (addressLanguage() || isUiLanguage(chosenLanguage())) return;
    void i18n.changeLanguage(preferred).then(() => {
      document.documentElement.lang = preferred;
    });
  }, [preferred, i18n]);
}
