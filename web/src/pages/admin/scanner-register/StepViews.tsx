/**
 * Steps 3 to 5 of the wizard: each shows what the scanner reported and the one action of the
 * step, which needs the scanner connected (step 2 is NamesStep.tsx).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWording } from '../../../i18n/useWording';
import { shownDevices, shownNetworks, type WizardState } from './wizardState';

export function DevicesStep(props: { state: WizardState; onScan: () => void }) {
  const { t } = useTranslation();
  const { pending, online } = props.state;
  const devices = shownDevices(props.state);
  return (
    <SpaceBetween size="s">
      <Button loading={Boolean(pending)} onClick={props.onScan} disabled={!online || Boolean(pending)}>
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

/** Whether the scanner is on the chosen network: only its set-wifi reply says it joined. */
function WifiState({ state }: { state: WizardState }) {
  const { t } = useTranslation();
  if (state.joined)
    return (
      <StatusIndicator type="success">
        <span data-testid="sr-wifi-state" data-joined="true">
          {t('SR_WIFI_JOINED', { ssid: state.joined })}
        </span>
      </StatusIndicator>
    );
  if (state.online) return null;
  return (
    <StatusIndicator type="stopped">
      <span data-testid="sr-wifi-state" data-joined="false">
        {t('SR_WIFI_NOT_JOINED')}
      </span>
    </StatusIndicator>
  );
}

export function WifiStep(props: {
  state: WizardState;
  onScan: () => void;
  onJoin: (ssid: string, password: string) => void;
}) {
  const { t } = useTranslation();
  const { pending, online } = props.state;
  const networks = shownNetworks(props.state);
  const [ssid, setSsid] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  return (
    <SpaceBetween size="m">
      <Button
        loading={pending?.op === 'scan-wifi'}
        onClick={props.onScan}
        disabled={!online || Boolean(pending)}
      >
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
        // Only a connected scanner can be sent a network; nothing pretends to join without one.
        disabled={!ssid || !online || Boolean(pending)}
        loading={pending?.op === 'set-wifi'}
        onClick={() => ssid && props.onJoin(ssid, password)}
        nativeButtonAttributes={{ 'data-testid': 'sr-wifi-join' }}
      >
        {t('SR_WIFI_JOIN')}
      </Button>
      <WifiState state={props.state} />
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
  const w = useWording();
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
          { label: w('SR_SITE'), value: state.placed?.site.name ?? '-' },
          { label: w('SR_SPOT'), value: state.placed?.spot?.name ?? w('SR_SITE_WIDE') },
          { label: t('SR_WIFI_NETWORK'), value: state.joined ?? t('SR_WIFI_NONE') },
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
