/**
 * A classroom's Business Setting (spec section 5): prompt for the person count; a non-numeric
 * count does nothing; otherwise setSpotBusiness, then SUCCESS_SETTING_SPOT_BUSINESS (primary)
 * or FAIL_SETTING_SPOT_BUSINESS (danger).
 */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../admin/components/FormModal';
import { useApiAuth } from '../../../admin/components/useApi';
import { setSpotBusiness } from '../../../api/users';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { parsePersonCount } from './personCount';

export function BusinessSettingButton({ spotId }: { spotId: string }) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const setting = useMutation({
    mutationFn: (count: number) => setSpotBusiness(auth, spotId, count),
    onSuccess: async () => {
      setOpen(false);
      notify.success(t('SUCCESS_SETTING_SPOT_BUSINESS'));
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      await queryClient.invalidateQueries({ queryKey: ['devices'] });
    },
    // The spec's danger toast, whatever the reason: the server's detail is not for this audience.
    onError: () => notify.error(t('FAIL_SETTING_SPOT_BUSINESS')),
  });
  const submit = () => {
    const count = parsePersonCount(text);
    if (count !== null) setting.mutate(count);
  };
  return (
    <>
      <Button
        onClick={() => {
          setText('');
          setOpen(true);
        }}
        nativeButtonAttributes={{ 'data-testid': 'detail-business-setting' }}
      >
        {t('BUSINESS_SETTING')}
      </Button>
      {open && (
        <FormModal
          title={t('BUSINESS_SETTING')}
          busy={setting.isPending}
          onCancel={() => setOpen(false)}
          onSubmit={submit}
          testId="business-setting"
        >
          <FormField label={t('PERSON_COUNT')} description={t('PERSON_COUNT_HINT')}>
            <Input
              type="number"
              inputMode="numeric"
              value={text}
              onChange={({ detail }) => setText(detail.value)}
              nativeInputAttributes={{ 'data-testid': 'business-setting-count' }}
            />
          </FormField>
        </FormModal>
      )}
    </>
  );
}
