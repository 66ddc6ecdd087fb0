/**
 * The running class's look: the settings of the session's site (screenSettings.ts), read once,
 * and a context so the clock can take the site's countdown sound without threading a prop
 * through the question panel. Until the site is read (or if it cannot be) the defaults apply.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Auth } from '../../../api/client';
import { fetchSite } from '../../../api/fleet';
import { DEFAULT_SCREEN, readScreenSettings, type ScreenSettings } from './screenSettings';

export const ScreenSettingsContext = createContext<ScreenSettings>(DEFAULT_SCREEN);

export function useScreenSettings(siteId: string | undefined, auth: Auth): ScreenSettings {
  const site = useQuery({
    queryKey: ['sites', 'one', siteId, 'screen'],
    queryFn: () => fetchSite(auth, siteId ?? ''),
    enabled: Boolean(siteId && auth),
    staleTime: 60_000,
  });
  return site.data ? readScreenSettings(site.data.info) : DEFAULT_SCREEN;
}

/** The settings the class screen runs with (the clock reads the sound from here). */
export const useScreen = () => useContext(ScreenSettingsContext);
