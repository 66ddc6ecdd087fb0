/** What stands in place of results not read yet: a spinner while they load, else the read error. */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';

export function ResultsNotLoaded({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  return loading ? (
    <Box textAlign="center" padding="xxl" data-testid="class-results-loading">
      <Spinner size="large" />
    </Box>
  ) : (
    <Alert type="error" data-testid="class-results-error">
      {t('RESULTS_LOAD_ERR_MSG')}
    </Alert>
  );
}
