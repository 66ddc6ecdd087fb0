/**
 * The console's start (everything but /remote). Loaded by main.tsx with a dynamic import, so the
 * student app never downloads it.
 */
import '@cloudscape-design/global-styles/index.css';
import { App } from './App';
import { boot } from './boot';
import { initI18n } from './i18n';

export function startConsole(root: HTMLElement): Promise<void> {
  return boot(root, initI18n, <App />);
}
