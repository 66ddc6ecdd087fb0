import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalActions } from '../../../admin/components/ModalFooter';
import { useErrorToast } from '../../../admin/components/useApi';
import type { ClassMainCalls } from '../../../api/classMain';
import { naturalSort } from '../../../naturalOrder';
import { type DeviceRef, displayName, type Seat } from './seats';

interface Props {
  seat: Seat;
  devices: DeviceRef[];
  calls: ClassMainCalls;
  onClose: (changed: boolean) => void;
}

const deviceText = (device: DeviceRef) => [device.label, device.name, device.mac].filter(Boolean).join(' · ');

export function SeatDeviceModal({ seat, devices, calls, onClose }: Props) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const [mac, setMac] = useState<string | null>(seat.device?.mac ?? null);
  const [busy, setBusy] = useState(false);
  // Seat labels 1, 2, ..., then names and MACs: the list comes newest first.
  const options = naturalSort(
    devices,
    (device) => device.label,
    (device) => device.name,
    (device) => device.mac,
  ).map((device) => ({ value: device.mac, label: deviceText(device) }));

  const run = async (step: () => Promise<void>, fallbackKey: string) => {
    setBusy(true);
    try {
      await step();
      onClose(true);
    } catch (error) {
      showError(error, fallbackKey);
      setBusy(false);
    }
  };

  const link = () =>
    run(async () => {
      if (!mac || mac === seat.device?.mac) return;
      if (seat.device) await calls.setDeviceUser(seat.device.mac, null);
      await calls.setDeviceUser(mac, seat.student._id);
    }, 'LINK_DEVICE_ERR_MSG');

  const disconnect = (current: DeviceRef) =>
    run(async () => {
      await calls.setDeviceUser(current.mac, null);
    }, 'DISCONNECT_ERR_MSG');

  return (
    <Modal
      visible
      onDismiss={() => onClose(false)}
      header={`${t('LINK_DEVICE')}: ${displayName(seat.student)}`}
      data-testid="seat-device"
      footer={
        <ModalActions>
          {seat.device && (
            <Button
              disabled={busy}
              onClick={() => seat.device && void disconnect(seat.device)}
              nativeButtonAttributes={{ 'data-testid': 'seat-device-disconnect' }}
            >
              {t('DISCONNECT_DEVICE')}
            </Button>
          )}
          <Button
            variant="primary"
            disabled={busy || !mac || mac === seat.device?.mac}
            onClick={() => void link()}
            nativeButtonAttributes={{ 'data-testid': 'seat-device-link' }}
          >
            {t('LINK_DEVICE')}
          </Button>
        </ModalActions>
      }
    >
      <FormField label={t('SELECT_DEVICE')}>
        <Select
          selectedOption={options.find((option) => option.value === mac) ?? null}
          options={options}
          placeholder={t('SELECT_DEVICE')}
          filteringType="auto"
          onChange={({ detail }) => setMac(detail.selectedOption.value ?? null)}
          data-testid="seat-device-select"
        />
      </FormField>
    </Modal>
  );
}
