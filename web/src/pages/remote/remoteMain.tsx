/**
 * The student app's start (main.tsx loads it for /remote): i18n, /config.json and the API client,
 * then the app alone, without the console's router, providers or Cloudscape, so a phone downloads
 * only this bundle (its size is printed by every web build, see web/remote-build.ts).
 */
import { boot } from '../../boot';
import { RemotePage } from './RemotePage';
import { initRemoteI18n } from './remoteI18n';

export function startRemote(root: HTMLElement): Promise<void> {
  return boot(root, initRemoteI18n, <RemotePage />);
}
