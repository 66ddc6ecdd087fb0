/**
 * Step 2: who registers the scanner, its name, and where it goes: a site the user reaches (the
 * server lists only those, and checks again on save) and one of its classrooms, or none for a
 * site-wide scanner. A scanner on no site relays nobody's presses, so the site is required.
 */
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteSelect, SpotSelect } from '../../../admin/components/EntitySelects';
import { useWording } from '../../../i18n/useWording';
import type { Placement } from './wizardState';

export interface NamesValue {
  userName: string;
  name: string;
  site: string;
  spot: string | undefined;
}

export function NamesStep(props: {
  busy: boolean;
  /** Set once saved: the fields are then read-only (the wizard only moves forward). */
  placed: Placement | null;
  identified: boolean;
  onRegister: (names: NamesValue) => void;
}) {
  const { t } = useTranslation();
  const w = useWording();
  const [userName, setUserName] = useState('');
  const [name, setName] = useState('');
  const [site, setSite] = useState<string>();
  const [spot, setSpot] = useState<string>();
  const [tried, setTried] = useState(false);
  const saved = props.placed !== null;
  const missing = (value: string, label: string) =>
    tried && !value.trim() ? t('REQUIRED_FIELD_MSG', { field: t(label) }) : undefined;
  const submit = () => {
    setTried(true);
    if (userName.trim() && name.trim() && site)
      props.onRegister({ userName: userName.trim(), name: name.trim(), site, spot });
  };
  return (
    <SpaceBetween size="m">
      <ColumnLayout columns={2}>
        <FormField label={t('SR_USER_NAME')} errorText={missing(userName, 'SR_USER_NAME')}>
          <Input
            value={userName}
            disabled={saved}
            onChange={({ detail }) => setUserName(detail.value)}
            nativeInputAttributes={{ 'data-testid': 'sr-user-name' }}
          />
        </FormField>
        <FormField label={t('SR_SCANNER_NAME')} errorText={missing(name, 'SR_SCANNER_NAME')}>
          <Input
            value={name}
            disabled={saved}
            onChange={({ detail }) => setName(detail.value)}
            nativeInputAttributes={{ 'data-testid': 'sr-scanner-name' }}
          />
        </FormField>
        <FormField
          label={w('SR_SITE')}
          errorText={tried && !site ? t('REQUIRED_SITE') : undefined}
          description={w('SR_SITE_HINT')}
        >
          <SiteSelect
            testId="sr-site"
            value={site}
            disabled={saved}
            invalid={tried && !site}
            onChange={(next) => {
              setSite(next);
              setSpot(undefined);
            }}
          />
        </FormField>
        <FormField label={w('SR_SPOT')} description={w('SR_SPOT_HINT')}>
          <SpotSelect
            testId="sr-spot"
            site={site}
            value={spot}
            disabled={saved || !site}
            allowAll
            allLabel={w('SR_SITE_WIDE')}
            onChange={setSpot}
          />
        </FormField>
      </ColumnLayout>
      {!saved && (
        <Button
          loading={props.busy}
          onClick={submit}
          nativeButtonAttributes={{ 'data-testid': 'sr-register' }}
        >
          {t('SR_REGISTER')}
        </Button>
      )}
      {props.placed && (
        <StatusIndicator type="success">
          <span data-testid="sr-placed">
            {w('SR_PLACED', {
              site: props.placed.site.name ?? props.placed.site._id,
              spot: props.placed.spot?.name ?? w('SR_SITE_WIDE'),
            })}
          </span>
        </StatusIndicator>
      )}
      {props.identified && <StatusIndicator type="success">{t('SR_IDENTIFIED')}</StatusIndicator>}
    </SpaceBetween>
  );
}
