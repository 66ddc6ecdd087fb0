/**
 * Cloudscape's own texts (a modal's close button, the side navigation's toggle, the preferences'
 * drag handles, the pager's page labels...) in the console's language. Without this provider
 * those controls have no accessible name at all, and the ones with a visible default read
 * English whatever the language. Our texts stay in i18next; this only feeds the components.
 */
import I18nProvider from '@cloudscape-design/components/i18n';
import enMessages from '@cloudscape-design/components/i18n/messages/all.en';
import esMessages from '@cloudscape-design/components/i18n/messages/all.es';
import koMessages from '@cloudscape-design/components/i18n/messages/all.ko';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const MESSAGES = [koMessages, enMessages, esMessages];

export function CloudscapeI18n({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <I18nProvider locale={i18n.language} messages={MESSAGES}>
      {children}
    </I18nProvider>
  );
}
