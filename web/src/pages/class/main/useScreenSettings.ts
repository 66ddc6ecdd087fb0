/**
 * The running class's look: the effective settings of the session's site (its own, else its
 * distributor's, else the shipped ones; resolved by the server), read once, and a context so the
 * clock can take the countdown sound without threading a prop through the question panel. Until
 * the settings are read (or if they cannot be) the defaults apply.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { fetchClassScreenSettings } from '../../../api/classScreen';
import type { Auth } from '../../../api/client';
import { DEFAULT_SCREEN, fromEffective, type ScreenSettings } from './screenSettings';

export const ScreenSettingsContext = createContext<ScreenSettings>(DEFAULT_SCREEN);

export function useScreenSettings(siteId: string | undefined, auth: Auth): ScreenSettings {
  const site = useQuery({
    queryKey: ['sites', 'one', siteId, 'screen'],
    queryFn: () => fetchClassScreenSettings(auth, siteId ?? ''),
    enabled: Boolean(siteId && auth),
    staleTime: 60_000,
  });
  return site.data ? fromEffective(site.data) : DEFAULT_SCREEN;
}

/** The settings the class screen runs with (the clock reads the sound from here). */
export const useScreen = () => useContext(ScreenSettingsContext);
