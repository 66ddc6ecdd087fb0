/**
 * /admin/manage/register/device: MACs in a textarea (one per line or comma-separated), an
 * optional site and classroom; the format is checked first (INVALID_MAC with the offending
 * lines), then upsertDevice runs for each MAC with a progress bar, and failures are listed
 * per MAC without stopping the rest (useBulkRegister, shared with the serial-number page).
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../../admin/components/AdminPage';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { type InvalidEntry, parseMacList } from './macList';
import { RegisterStatus, RegisterTarget } from './RegisterParts';
import { type BulkRegister, useBulkRegister } from './useBulkRegister';

/** The frame both registration pages share: title, list link, submit, target and status. */
export function RegisterFrame(props: {
  title: string;
  testId: string;
  bulk: BulkRegister;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AdminPage
      title={props.title}
      crumbs={[{ text: t('DEVICE'), href: '/admin/manage/dusetting/device' }]}
      testId={props.testId}
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
                loading={props.bulk.running}
                onClick={props.onSubmit}
                nativeButtonAttributes={{ 'data-testid': 'register-submit' }}
              >
                {t('REGISTER_SUBMIT')}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            {props.children}
            <RegisterTarget bulk={props.bulk} />
            <RegisterStatus bulk={props.bulk} />
          </SpaceBetween>
        </Form>
      </Container>
    </AdminPage>
  );
}

export function RegisterDevicePage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const bulk = useBulkRegister();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<InvalidEntry[]>([]);

  const submit = async () => {
    const list = parseMacList(text);
    setInvalid(list.invalid);
    bulk.clearFailures();
    if (list.invalid.length > 0) return;
    if (list.macs.length === 0) {
      notify.error(t('REQUIRED_FIELD_MSG', { field: t('MAC') }));
      return;
    }
    const failed = await bulk.run(list.macs.map((mac) => ({ mac })));
    // Keep only the failed MACs in the box, so a retry sends just those.
    setText(failed.map((item) => item.mac).join('\n'));
  };

  return (
    <RegisterFrame
      title={t('REGISTER_DEVICE')}
      testId="register-device-page"
      bulk={bulk}
      onSubmit={() => void submit()}
    >
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
    </RegisterFrame>
  );
}
