/**
 * A classroom's export of a period (docs/exports.md "Console"): two days from the browser's
 * calendar (shown YYYY/MM/DD, valued YYYY-MM-DD), both included (the last 30 days at first),
 * sent as the server's [from, to) range in the browser's time zone.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportJob, ExportPresentation, ExportScope } from '../../../api/results';
import { ExportButton } from './ExportButton';
import { dayBefore, dayRange } from './exportRequest';

/** The period offered first: the last 30 days, today included. */
const FIRST_PERIOD_DAYS = 30;

interface Props {
  spot: string;
  request: (scope: ExportScope, presentation: ExportPresentation) => Promise<ExportJob>;
  read: (id: string) => Promise<ExportJob | null>;
}

export function PeriodExport({ spot, request, read }: Props) {
  const { t, i18n } = useTranslation();
  const [fromDay, setFromDay] = useState(() => dayBefore(new Date(), FIRST_PERIOD_DAYS - 1));
  const [toDay, setToDay] = useState(() => dayBefore(new Date(), 0));
  const range = dayRange(fromDay, toDay);
  const ask = useMemo(
    () => (presentation: ExportPresentation) => {
      if (!range) throw new Error('no range');
      return request({ spot, from: range.from, to: range.to }, presentation);
    },
    [range, request, spot],
  );
  const picker = (label: string, value: string, onChange: (day: string) => void, testId: string) => (
    <FormField label={label}>
      <DatePicker
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        locale={i18n.language}
        placeholder="YYYY/MM/DD"
        openCalendarAriaLabel={(selected) => `${label}${selected ? `: ${selected}` : ''}`}
        invalid={!range}
        data-testid={testId}
      />
    </FormField>
  );
  return (
    <Container
      header={
        <Header variant="h2" description={t('EXPORT_PERIOD_HINT')}>
          {t('EXPORT_PERIOD_TITLE')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <SpaceBetween direction="horizontal" size="l">
          {picker(t('EXPORT_PERIOD_FROM'), fromDay, setFromDay, 'period-from')}
          {picker(t('EXPORT_PERIOD_TO'), toDay, setToDay, 'period-to')}
        </SpaceBetween>
        {!range && (
          <Box color="text-status-error" data-testid="period-invalid">
            {t('EXPORT_PERIOD_INVALID')}
          </Box>
        )}
        <ExportButton
          request={ask}
          read={read}
          labelKey="EXPORT_PERIOD_BUTTON"
          disabled={!range}
          testId="period-export"
        />
      </SpaceBetween>
    </Container>
  );
}
