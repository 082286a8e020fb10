import { useEffect } from 'react';
import { loadLanguage, type MessageKey, type TranslateParams, translateIn, useTranslation } from './i18n.js';

/**
 * What the promoter hands to the customer (a shared link's message, its e-mail subject) in Spanish,
 * the customer's language, whatever language the promoter works in.
 */
export function useCustomerText() {
  // Re-renders once the Spanish messages have loaded; until then the promoter's own language.
  useTranslation();
  useEffect(() => {
    void loadLanguage('es');
  }, []);
  return (key: MessageKey, params?: TranslateParams) => translateIn('es', key, params);
}
