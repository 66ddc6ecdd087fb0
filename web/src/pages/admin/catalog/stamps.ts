/** Detail rows every entity ends with. */
import type { DetailItem } from '../../../admin/components/DetailPanel';
import type { Texts } from '../../../admin/components/format';
import { formatDateTime } from '../../../admin/components/format';

export function stampItems(
  row: { createdAt: string; updatedAt?: string },
  { t, language }: Texts,
): DetailItem[] {
  const items = [{ label: t('CREATED_AT'), value: formatDateTime(row.createdAt, language) }];
  if (row.updatedAt) items.push({ label: t('UPDATED_AT'), value: formatDateTime(row.updatedAt, language) });
  return items;
}

export const systemListPath = (type: string) => `/admin/system/setting/${type}`;
export const systemDetailPath = (type: string, id: string) =>
  `/admin/system/setting/${type}/detail/${encodeURIComponent(id)}`;
export const manageDetailPath = (type: string, id: string) =>
  `/admin/manage/detail/${type}/${encodeURIComponent(id)}`;
