/**
 * Stands in for `use-sync-external-store/shim` in the build (vite.config.ts): react-i18next
 * imports the shim, which only matters before React 18; React 19 has the hook itself. Sparing the
 * shim keeps the student app's first load under its budget (web/remote-build.ts).
 */
export { useSyncExternalStore } from 'react';
