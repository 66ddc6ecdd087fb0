/**
 * How the console and the student app start: their texts, then /config.json and the API client,
 * then the app. Nothing renders before the config is known, because every screen may call the
 * API; without it the page says why instead of staying blank. Imports nothing of the console, so
 * the student app's bundle stays small (web/remote-build.ts).
 */
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/client';
import { loadRuntimeConfig } from './config/runtimeConfig';

export async function boot(root: HTMLElement, initTexts: () => void, app: ReactNode): Promise<void> {
  initTexts();
  try {
    configureApi(await loadRuntimeConfig());
  } catch (error) {
    root.textContent = `ClassPulse cannot start: ${error instanceof Error ? error.message : String(error)}`;
    return;
  }
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
