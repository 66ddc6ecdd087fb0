/** The key-value rows of each entity's detail panel. */
import type { DetailItem } from '../../../admin/components/DetailPanel';
import { countText, formatDateTime, personName, type Texts } from '../../../admin/components/format';
import type { DeviceRow, SiteRow, SpotWithCounts } from '../../../api/fleet';
import { ActiveBadge } from '../shared/ActiveBadge';
import { StatusBadge } from '../shared/StatusBadge';

function stamps(row: { createdAt: string; updatedAt: string }, { t, language }: Texts): DetailItem[] {
  return [
    { label: t('CREATED_AT'), value: formatDateTime(row.createdAt, language) },
    { label: t('UPDATED_AT'), value: formatDateTime(row.updatedAt, language) },
  ];
}

export function siteDetailItems(site: SiteRow, texts: Texts): DetailItem[] {
  const { t } = texts;
  return [
    { label: t('NAME'), value: site.name, testId: 'name' },
    { label: t('CATEGORY'), value: site.category?.title },
    { label: t('DIST'), value: site.dist?.title },
    { label: t('DESCRIPTION'), value: site.description },
    { label: t('ADDRESS'), value: site.address },
    { label: t('ACTIVE'), value: <ActiveBadge active={site.active} /> },
    ...stamps(site, texts),
  ];
}

export function spotDetailItems(spot: SpotWithCounts, texts: Texts): DetailItem[] {
  const { t, w } = texts;
  return [
    { label: t('NAME'), value: spot.name, testId: 'name' },
    { label: w('SITE'), value: spot.site.name, testId: 'site' },
    { label: t('DESCRIPTION'), value: spot.description },
    { label: t('ADDRESS'), value: spot.address },
    { label: t('ACTIVE'), value: <ActiveBadge active={spot.active} /> },
    {
      label: t('IMAGE'),
      value: spot.image && (
        <img src={spot.image.path} alt={t('IMAGE')} style={{ maxHeight: 96, maxWidth: '100%' }} />
      ),
      testId: 'image',
    },
    { label: t('QUESTIONS_7D'), value: countText(spot.questionCount7d), testId: 'questions-7d' },
    { label: t('ANSWERS_7D'), value: countText(spot.answerCount7d), testId: 'answers-7d' },
    ...stamps(spot, texts),
  ];
}

export function deviceDetailItems(device: DeviceRow, texts: Texts): DetailItem[] {
  const { t, w } = texts;
  return [
    { label: t('MAC'), value: device.mac, testId: 'mac' },
    { label: t('SN'), value: device.sn },
    { label: t('NAME'), value: device.name },
    { label: t('LABEL'), value: device.label },
    { label: w('SITE'), value: device.site?.name, testId: 'site' },
    { label: w('SPOT'), value: device.spot?.name, testId: 'spot' },
    { label: t('USER'), value: personName(device.user) },
    { label: t('STATUS'), value: <StatusBadge status={device.status} /> },
    { label: t('DESCRIPTION'), value: device.description },
    { label: t('ACTIVE'), value: <ActiveBadge active={device.active} /> },
    ...stamps(device, texts),
  ];
}
