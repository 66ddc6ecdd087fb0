/**
 * The student app's start (main.tsx loads it for /remote): i18n, /config.json and the API client,
 * then the app alone, without the console's router, providers or Cloudscape, so a phone downloads
 * only this bundle (its size is printed by every web build, see web/remote-build.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '../../api/client';
import { loadRuntimeConfig } from '../../config/runtimeConfig';
import { RemotePage } from './RemotePage';
import { initRemoteI18n } from './remoteI18n';

export async function startRemote(root: HTMLElement): Promise<void> {
  initRemoteI18n();
  try {
    configureApi(await loadRuntimeConfig());
  } catch (error) {
    root.textContent = `ClassPulse cannot start: ${error instanceof Error ? error.message : String(error)}`;
    return;
  }
  createRoot(root).render(
    <StrictMode>
      <RemotePage />
    </StrictMode>,
  );
}
