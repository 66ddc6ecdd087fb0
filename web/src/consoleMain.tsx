/**
 * The console's start (everything but /remote): load /config.json, configure the API client and
 * i18n, then render. Nothing renders before the config is known, because every screen may call
 * the API. Loaded by main.tsx with a dynamic import, so the student app never downloads it.
 */
import '@cloudscape-design/global-styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { configureApi } from './api/client';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { initI18n } from './i18n';

export async function startConsole(root: HTMLElement): Promise<void> {
  initI18n();
  try {
    configureApi(await loadRuntimeConfig());
  } catch (error) {
    // Without config there is no API: say so plainly instead of a blank page.
    root.textContent = `ClassPulse cannot start: ${error instanceof Error ? error.message : String(error)}`;
    return;
  }
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
