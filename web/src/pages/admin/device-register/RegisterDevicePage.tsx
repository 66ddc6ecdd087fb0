/**
 * /admin/manage/register/device: MACs in a textarea (one per line or comma-separated), an
 * optional site and classroom; the format is checked first (INVALID_MAC with the offending
 * lines), then upsertDevice runs for each MAC with a progress bar, and failures are listed
 * per MAC without stopping the rest.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../../admin/components/AdminPage';
import { SiteSelect, SpotSelect } from '../../../admin/components/EntitySelects';
import { canPickSite, initialFilter } from '../../../admin/components/filterRules';
import { useApiAuth } from '../../../admin/components/useApi';
import { adminErrorMessage } from '../../../api/errors';
import { upsertDevice } from '../../../api/fleet';
import { useAuth } from '../../../auth/AuthProvider';
import { useWording } from '../../../i18n/useWording';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { type InvalidEntry, parseMacList } from './macList';
import { runEach } from './runEach';

interface Failure {
  mac: string;
  message: string;
}

export function RegisterDevicePage() {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const { user } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const role = user?.role ?? {};
  const [text, setText] = useState('');
  const [site, setSite] = useState(() => initialFilter(role, user?.site?._id).site);
  const [spot, setSpot] = useState<string>();
  const [invalid, setInvalid] = useState<InvalidEntry[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [failures, setFailures] = useState<Failure[]>([]);
  const running = progress !== undefined && progress.done < progress.total;

  const submit = async () => {
    const list = parseMacList(text);
    setInvalid(list.invalid);
    setFailures([]);
    if (list.invalid.length > 0) return;
    if (list.macs.length === 0) {
      notify.error(t('REQUIRED_FIELD_MSG', { field: t('MAC') }));
      return;
    }
    const results = await runEach(
      list.macs,
      (mac) => upsertDevice(auth, { mac, site: site ?? null, spot: spot ?? null }),
      (done, total) => setProgress({ done, total }),
    );
    const failed: Failure[] = [];
    for (const result of results) {
      if (!result.ok) {
        const message = adminErrorMessage(result.error, (key) => i18n.exists(key), 'REGISTER_DEVICE_ERR_MSG');
        failed.push({ mac: result.item, message: w(message.key, message.values) });
      }
    }
    setFailures(failed);
    const saved = results.length - failed.length;
    if (saved > 0) notify.success(t('REGISTER_DEVICE_SUCCESS_MSG', { count: saved }));
    await queryClient.invalidateQueries({ queryKey: ['devices'] });
    // Keep only the failed MACs in the box, so a retry sends just those.
    setText(failed.map((failure) => failure.mac).join('\n'));
  };

  return (
    <AdminPage
      title={t('REGISTER_DEVICE')}
      crumbs={[{ text: t('DEVICE'), href: '/admin/manage/dusetting/device' }]}
      testId="register-device-page"
    >
      <Container>
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => navigate('/admin/manage/dusetting/device')}>
                {t('DEVICE_LIST')}
              </Button>
              <Button
                variant="primary"
                loading={running}
                onClick={() => void submit()}
                nativeButtonAttributes={{ 'data-testid': 'register-submit' }}
              >
                {t('REGISTER')}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            <FormField
              label={t('MAC')}
              description={t('MAC_LIST_HINT')}
              errorText={
                invalid.length > 0
                  ? `${t('INVALID_MAC')} ${invalid.map((entry) => t('LINE_ENTRY', { line: entry.line, text: entry.text })).join(', ')}`
                  : undefined
              }
            >
              <Textarea
                value={text}
                onChange={({ detail }) => setText(detail.value)}
                rows={8}
                placeholder="AA:BB:CC:DD:EE:FF"
                invalid={invalid.length > 0}
                nativeTextareaAttributes={{ 'data-testid': 'register-macs' }}
              />
            </FormField>
            <FormField label={w('SITE')}>
              <SiteSelect
                testId="register-site"
                value={site}
                onChange={(next) => {
                  setSite(next);
                  setSpot(undefined);
                }}
                allowAll
                allLabel={t('NONE')}
                disabled={!canPickSite(role)}
                fallbackLabel={user?.site?.name}
              />
            </FormField>
            {site && (
              <FormField label={w('SPOT')}>
                <SpotSelect
                  testId="register-spot"
                  site={site}
                  value={spot}
                  onChange={setSpot}
                  allowAll
                  allLabel={t('NONE')}
                />
              </FormField>
            )}
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
          </SpaceBetween>
        </Form>
      </Container>
    </AdminPage>
  );
}
