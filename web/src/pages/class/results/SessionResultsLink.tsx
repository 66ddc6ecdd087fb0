/**
 * The way from the admin area's sessions to a session's results (/class/results, which the
 * admin side opens in its own shell): a link in the session list and a button on its detail.
 */
import { useTranslation } from 'react-i18next';
import { AppLink, AppLinkButton } from '../../../components/AppLink';
import { resultsPath } from './resultsNav';

/** In a list row: the row's own click opens the detail, so this click stops at the link. */
export function SessionResultsLink({ session }: { session: string }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the link inside is the control; this only keeps the row's click from following it
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the link itself, not the row
    <span onClick={(event) => event.stopPropagation()}>
      <AppLink href={resultsPath(session)} testId="session-results-link">
        {t('RESULTS_OPEN')}
      </AppLink>
    </span>
  );
}

export function SessionResultsButton({ session }: { session: string }) {
  const { t } = useTranslation();
  return (
    <AppLinkButton href={resultsPath(session)} iconName="file" testId="session-results">
      {t('RESULTS_OPEN')}
    </AppLinkButton>
  );
}
