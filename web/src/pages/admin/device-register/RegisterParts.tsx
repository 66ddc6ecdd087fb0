/** The parts both registration pages show: target site/classroom, progress and failures. */
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import { useTranslation } from 'react-i18next';
import { SiteSelect, SpotSelect } from '../../../admin/components/EntitySelects';
import { canPickSite } from '../../../admin/components/filterRules';
import { useAuth } from '../../../auth/AuthProvider';
import { useWording } from '../../../i18n/useWording';
import type { BulkRegister } from './useBulkRegister';

export function RegisterTarget({ bulk }: { bulk: BulkRegister }) {
  const { t } = useTranslation();
  const w = useWording();
  const { user } = useAuth();
  return (
    <>
      <FormField label={w('SITE')}>
        <SiteSelect
          testId="register-site"
          value={bulk.site}
          onChange={bulk.setSite}
          allowAll
          allLabel={t('NONE')}
          disabled={!canPickSite(user?.role ?? {})}
          fallbackLabel={user?.site?.name}
        />
      </FormField>
      {bulk.site && (
        <FormField label={w('SPOT')}>
          <SpotSelect
            testId="register-spot"
            site={bulk.site}
            value={bulk.spot}
            onChange={bulk.setSpot}
            allowAll
            allLabel={t('NONE')}
          />
        </FormField>
      )}
    </>
  );
}

export function RegisterStatus({ bulk }: { bulk: BulkRegister }) {
  const { t } = useTranslation();
  const { progress, failures } = bulk;
  return (
    <>
      {progress && (
        <ProgressBar
          data-testid="register-progress"
          value={progress.total === 0 ? 100 : (progress.done / progress.total) * 100}
          additionalInfo={t('PROGRESS_OF', { done: progress.done, total: progress.total })}
          label={t('REGISTER_DEVICE')}
        />
      )}
      {failures.length > 0 && (
        <Alert type="error" header={t('REGISTER_DEVICE_FAILURES')} data-testid="register-failures">
          <ul>
            {failures.map((failure) => (
              <li key={failure.mac}>
                {failure.mac}: {failure.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}
