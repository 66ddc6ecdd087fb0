/**
 * Language selector. A native <select> on purpose: it is keyboard- and screen-reader-friendly,
 * fits inside the TopNavigation, and an end-to-end test drives it with one
 * `selectOption('[data-testid="language-select"]', 'en')`.
 */
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n/language';

const style = {
  font: 'inherit',
  fontSize: 14,
  padding: '4px 8px',
  borderRadius: 8,
  border: '1px solid #8c8c94',
  background: '#ffffff',
  color: '#0f141a',
  cursor: 'pointer',
} as const;

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <select
      data-testid="language-select"
      aria-label={t('LANGUAGE')}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) {
          changeLanguage(event.target.value);
        }
      }}
      style={style}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
