/** Steps 2 to 6 of the wizard: each shows what the scanner reported and the one action of the step. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardState } from './wizardState';

export function NamesStep(props: {
  busy: boolean;
  identified: boolean;
  onRegister: (names: { userName: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const [userName, setUserName] = useState('');
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const missing = (value: string, label: string) =>
    tried && !value.trim() ? t('REQUIRED_FIELD_MSG', { field: t(label) }) : undefined;
  const submit = () => {
    setTried(true);
    if (userName.trim() && name.trim()) props.onRegister({ userName: userName.trim(), name: name.trim() });
  };
  return (
    <SpaceBetween size="m">
      <ColumnLayout columns={2}>
        <FormField label={t('SR_USER_NAME')} errorText={missing(userName, 'SR_USER_NAME')}>
          <Input
            value={userName}
            onChange={({ detail }) => setUserName(detail.value)}
            nativeInputAttributes={{ 'data-testid': 'sr-user-name' }}
          />
        </FormField>
        <FormField label={t('SR_SCANNER_NAME')} errorText={missing(name, 'SR_SCANNER_NAME')}>
          <Input
            value={name}
            onChange={({ detail }) => setName(detail.value)}
            nativeInputAttributes={{ 'data-testid': 'sr-scanner-name' }}
          />
        </FormField>
      </ColumnLayout>
      <Button loading={props.busy} onClick={submit} nativeButtonAttributes={{ 'data-testid': 'sr-register' }}>
        {t('SR_REGISTER')}
      </Button>
      {props.identified && <StatusIndicator type="success">{t('SR_IDENTIFIED')}</StatusIndicator>}
    </SpaceBetween>
  );
}

export function DevicesStep(props: { state: WizardState; onScan: () => void }) {
  const { t } = useTranslation();
  const { devices, pending } = props.state;
  return (
    <SpaceBetween size="s">
      <Button loading={Boolean(pending)} onClick={props.onScan} disabled={props.state.sample}>
        {t('SR_SCAN')}
      </Button>
      <Table
        items={devices}
        trackBy="mac"
        data-testid="sr-devices"
        header={<Box variant="h3">{t('SR_DEVICE_COUNT', { count: devices.length })}</Box>}
        empty={t('SR_NO_DEVICES')}
        columnDefinitions={[
          { id: 'mac', header: t('MAC'), cell: (device) => device.mac },
          { id: 'model', header: t('SYSDATA_MODEL'), cell: (device) => device.model ?? '-' },
          {
            id: 'rssi',
            header: `${t('FLEET_HEALTH_SIGNAL')} (dBm)`,
            cell: (device) => device.rssi ?? '-',
          },
          {
            id: 'battery',
            header: `${t('FLEET_HEALTH_BATTERY')} (%)`,
            cell: (device) => device.battery ?? '-',
          },
        ]}
      />
    </SpaceBetween>
  );
}

export function WifiStep(props: {
  state: WizardState;
  onScan: () => void;
  onJoin: (ssid: string, password: string) => void;
}) {
  const { t } = useTranslation();
  const { networks, pending, joined } = props.state;
  const [ssid, setSsid] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  return (
    <SpaceBetween size="m">
      <Button loading={pending?.op === 'scan-wifi'} onClick={props.onScan} disabled={props.state.sample}>
        {t('SR_WIFI_SCAN')}
      </Button>
      <FormField label={t('SR_WIFI_NETWORK')}>
        <RadioGroup
          value={ssid}
          onChange={({ detail }) => setSsid(detail.value)}
          items={networks.map((network) => ({
            value: network.ssid,
            label: network.ssid,
            description: network.secure ? undefined : t('SR_WIFI_OPEN'),
          }))}
        />
      </FormField>
      <FormField label={t('SR_WIFI_PASSWORD')}>
        <Input
          type="password"
          value={password}
          onChange={({ detail }) => setPassword(detail.value)}
          nativeInputAttributes={{ 'data-testid': 'sr-wifi-password', autoComplete: 'off' }}
        />
      </FormField>
      <Button
        disabled={!ssid}
        loading={pending?.op === 'set-wifi'}
        onClick={() => ssid && props.onJoin(ssid, password)}
        nativeButtonAttributes={{ 'data-testid': 'sr-wifi-join' }}
      >
        {t('SR_WIFI_JOIN')}
      </Button>
      {joined && <StatusIndicator type="success">{t('SR_WIFI_JOINED', { ssid: joined })}</StatusIndicator>}
    </SpaceBetween>
  );
}

export function ConfirmStep(props: {
  state: WizardState;
  name: string;
  userName: string;
  onCommit: () => void;
}) {
  const { t } = useTranslation();
  const { state } = props;
  return (
    <SpaceBetween size="m">
      <Box>{t('SR_CONFIRM_HINT')}</Box>
      <KeyValuePairs
        columns={2}
        items={[
          { label: t('SCID'), value: state.scid },
          { label: t('SR_SCANNER_NAME'), value: props.name },
          { label: t('SR_USER_NAME'), value: props.userName },
          { label: t('SR_WIFI_NETWORK'), value: state.joined ?? '-' },
          { label: t('SR_STEP_DEVICES'), value: String(state.devices.length) },
        ]}
      />
      <Button
        variant="primary"
        loading={Boolean(state.pending)}
        onClick={props.onCommit}
        nativeButtonAttributes={{ 'data-testid': 'sr-commit' }}
      >
        {t('SR_COMMIT')}
      </Button>
    </SpaceBetween>
  );
}
