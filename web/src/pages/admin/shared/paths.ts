/** Routes of the admin detail pages; a device is addressed by its MAC. */
export type DetailType = 'site' | 'spot' | 'device';

export function detailPath(type: DetailType, id: string): string {
  return `/admin/manage/detail/${type}/${encodeURIComponent(id)}`;
}
