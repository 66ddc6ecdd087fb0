/**
 * /admin/system/thing/create: one event, one action and its parameter values entered once, bound
 * to several buttons at once (a thing per button) or to the whole site or classroom, in one
 * all-or-none createThings call. REQUIRED_EVENT, REQUIRED_ACTION and REQUIRED_EVENTS are shown
 * beside their fields before anything is sent.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../../admin/components/AdminPage';
import { SiteSelect, SpotSelect } from '../../../admin/components/EntitySelects';
import { MAX_PAGE_SIZE } from '../../../admin/components/paging';
import { useApiAuth, useErrorText, useErrorToast } from '../../../admin/components/useApi';
import type { ErrorMessage } from '../../../api/errors';
import { type DeviceRow, fetchDevices } from '../../../api/fleet';
import { type ActionRow, createThings } from '../../../api/rules';
import { useWording } from '../../../i18n/useWording';
import { naturalSort } from '../../../naturalOrder';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { ActionSelect, EventDefSelect, ThingParameterInputs, useRuleChoices } from '../catalog/RulesFields';
import { batchErrors, checkThingParameters, type ThingBatch, thingRows } from '../catalog/rulesParameters';
import { systemListPath } from '../catalog/stamps';

/** What the batch keeps of a chosen button: its MAC, and its name for the thing's title. */
type PickedDevice = Pick<DeviceRow, 'mac' | 'name'>;

function DevicePicker(props: {
  site?: string;
  spot?: string;
  value: ThingBatch['devices'];
  onChange: (devices: PickedDevice[]) => void;
}) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const query = useQuery({
    queryKey: ['devices', 'thing-create', props.site ?? null, props.spot ?? null],
    queryFn: () =>
      fetchDevices(auth, { page: 0, perPage: MAX_PAGE_SIZE, filter: { site: props.site, spot: props.spot } }),
    enabled: Boolean(props.site),
  });
  const devices = naturalSort(
    query.data?.data ?? [],
    (device) => device.name || device.mac,
    (device) => device.mac,
  );
  const options = devices.map((device) => ({
    value: device.mac,
    label: device.name || device.mac,
    description: device.mac,
  }));
  return (
    <Multiselect
      data-testid="thing-create-devices"
      selectedOptions={props.value.map((device) => ({ value: device.mac, label: device.name || device.mac }))}
      options={options}
      filteringType="auto"
      statusType={query.isLoading ? 'loading' : 'finished'}
      placeholder={t('RULE_THING_DEVICES')}
      disabled={!props.site}
      onChange={({ detail }) =>
        props.onChange(
          detail.selectedOptions.map((option) => ({
            mac: option.value ?? '',
            name: query.data?.data.find((device) => device.mac === option.value)?.name ?? null,
          })),
        )
      }
    />
  );
}

export function ThingCreatePage() {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const showError = useErrorToast();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const choices = useRuleChoices();
  const [batch, setBatch] = useState<ThingBatch>({
    title: '',
    event: undefined,
    action: undefined,
    site: undefined,
    spot: undefined,
    devices: [],
  });
  const [action, setAction] = useState<ActionRow | undefined>();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, ErrorMessage>>({});
  const set = (patch: Partial<ThingBatch>) => setBatch((current) => ({ ...current, ...patch }));
  const checked = checkThingParameters(action?.parameter ?? [], texts);
  const rows = thingRows(batch, checked.ok ? checked.values : {});

  const save = useMutation({
    mutationFn: () => createThings(auth, rows),
    onSuccess: async (created) => {
      notify.success(t('RULE_THING_CREATED_MSG', { count: created.length }));
      await queryClient.invalidateQueries({ queryKey: ['things'] });
      navigate(systemListPath('thing'));
    },
    onError: (error) => showError(error, 'SAVE_ERR_MSG'),
  });

  const submit = () => {
    const found = batchErrors(batch);
    if (!checked.ok) found.parameter = checked.error;
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <AdminPage
      title={t('THING_CREATE')}
      crumbs={[{ text: t('THING'), href: systemListPath('thing') }]}
      testId="thing-create-page"
    >
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => navigate(systemListPath('thing'))}>{t('CANCEL')}</Button>
            <Button
              variant="primary"
              loading={save.isPending}
              onClick={submit}
              nativeButtonAttributes={{ 'data-testid': 'thing-create-submit' }}
            >
              {t('CREATE')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Container>
            <SpaceBetween size="m">
              <FormField label={t('TITLE')}>
                <Input
                  value={batch.title}
                  onChange={({ detail }) => set({ title: detail.value })}
                  nativeInputAttributes={{ 'data-testid': 'thing-create-title' }}
                />
              </FormField>
              <FormField label={t('RULE_THING_EVENT')} errorText={errorText(errors.event)}>
                <EventDefSelect
                  choices={choices.eventDefs}
                  value={batch.event}
                  onChange={(event) => set({ event })}
                  invalid={Boolean(errors.event)}
                  testId="thing-create-event"
                />
              </FormField>
              <FormField label={t('RULE_THING_ACTION')} errorText={errorText(errors.action)}>
                <ActionSelect
                  choices={choices.actions}
                  value={batch.action}
                  onChange={(picked) => {
                    setAction(picked);
                    set({ action: picked?.code });
                  }}
                  invalid={Boolean(errors.action)}
                  testId="thing-create-action"
                />
              </FormField>
              <FormField label={w('SITE')} errorText={errorText(errors.site)}>
                <SiteSelect
                  testId="thing-create-site"
                  value={batch.site}
                  // Classrooms and buttons belong to one site: changing it drops them.
                  onChange={(site) => set({ site, spot: undefined, devices: [] })}
                  invalid={Boolean(errors.site)}
                />
              </FormField>
              {batch.site && (
                <FormField label={w('SPOT')}>
                  <SpotSelect
                    testId="thing-create-spot"
                    site={batch.site}
                    value={batch.spot}
                    onChange={(spot) => set({ spot, devices: [] })}
                    allowAll
                    allLabel={t('NONE')}
                  />
                </FormField>
              )}
              <FormField label={t('RULE_THING_DEVICES')} description={t('RULE_THING_DEVICES_HINT')}>
                <DevicePicker
                  site={batch.site}
                  spot={batch.spot}
                  value={batch.devices}
                  onChange={(devices) => set({ devices })}
                />
              </FormField>
              <FormField
                label={t('RULE_THING_VALUES')}
                description={action ? undefined : t('RULE_THING_SELECT_ACTION_FIRST')}
                errorText={errorText(errors.parameter)}
              >
                {action && (
                  <ThingParameterInputs
                    defs={action.parameter}
                    texts={texts}
                    onChange={setTexts}
                    testId="thing-create-param"
                  />
                )}
              </FormField>
            </SpaceBetween>
          </Container>
          <Table
            data-testid="thing-create-rows"
            header={<span>{`${t('RULE_THING_ROWS')} (${batch.site ? rows.length : 0})`}</span>}
            items={batch.site ? rows : []}
            columnDefinitions={[
              { id: 'title', header: t('TITLE'), cell: (row) => row.title ?? '-' },
              { id: 'device', header: t('RULE_THING_DEVICE'), cell: (row) => row.device?.mac ?? '-' },
              { id: 'parameter', header: t('RULE_THING_VALUES'), cell: (row) => row.parameter ?? '-' },
            ]}
            variant="container"
          />
        </SpaceBetween>
      </Form>
    </AdminPage>
  );
}
