/**
 * /admin/manage/register/device-sn: devices by serial number, one "serial, MAC" line each (as a
 * barcode scanner types them). Lines are checked first (INVALID_LINE / INVALID_MAC /
 * DUPLICATE_MAC with line numbers); then the MAC page's engine registers them.
 */
import FormField from '@cloudscape-design/components/form-field';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { RegisterFrame } from '../device-register/RegisterDevicePage';
import { useBulkRegister } from '../device-register/useBulkRegister';
import { parseSnList, type SnEntry, type SnLineError } from './snList';

export function RegisterDeviceSnPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const bulk = useBulkRegister();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<SnLineError[]>([]);

  const submit = async () => {
    const list = parseSnList(text);
    setErrors(list.errors);
    bulk.clearFailures();
    if (list.errors.length > 0) return;
    if (list.entries.length === 0) {
      notify.error(t('REQUIRED_FIELD_MSG', { field: t('SN') }));
      return;
    }
    const failed: SnEntry[] = await bulk.run(list.entries);
    setText(failed.map((entry) => `${entry.sn}, ${entry.mac}`).join('\n'));
  };

  return (
    <RegisterFrame
      title={t('REGISTER_DEVICE_SN')}
      testId="register-device-sn-page"
      bulk={bulk}
      onSubmit={() => void submit()}
    >
      <FormField
        label={`${t('SN')}, ${t('MAC')}`}
        description={t('SN_LIST_HINT')}
        errorText={
          errors.length > 0 ? (
            <ul data-testid="register-sn-errors">
              {errors.map((error) => (
                <li key={error.line}>
                  {t(error.key)} {t('LINE_ENTRY', { line: error.line, text: error.text })}
                </li>
              ))}
            </ul>
          ) : undefined
        }
      >
        <Textarea
          value={text}
          onChange={({ detail }) => setText(detail.value)}
          rows={10}
          placeholder="SN-0001, AA:BB:CC:DD:EE:FF"
          invalid={errors.length > 0}
          nativeTextareaAttributes={{ 'data-testid': 'register-sn-lines' }}
        />
      </FormField>
    </RegisterFrame>
  );
}
