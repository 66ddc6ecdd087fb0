/**
 * The auth store: user and token (persisted), plus what derives from the user (mode, wording
 * overlay). Server calls stay in TanStack Query; this holds only who is signed in.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { SignedInPayload, SignedInUser } from '../api/auth';
import { applyDistTranslations } from '../i18n';
import { deriveMode, type Mode, userTranslations } from './mode';
import { clearOnLogout, readSession, writeSession, writeUser } from './storage';

export interface AuthContextValue {
  user: SignedInUser | null;
  token: string | null;
  isAuthenticated: boolean;
  mode: Mode;
  signIn: (payload: SignedInPayload) => void;
  /** Replaces the user after a server call returned a fresher copy (me, agreePolicy). */
  updateUser: (user: SignedInUser) => void;
  /** Forgets the session locally (the logout and failed start-up rule). */
  clear: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface Session {
  user: SignedInUser | null;
  token: string | null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(() => readSession(localStorage));

  const signIn = useCallback((payload: SignedInPayload) => {
    writeSession(localStorage, payload);
    setSession({ user: payload.user, token: payload.token });
  }, []);

  const updateUser = useCallback((user: SignedInUser) => {
    writeUser(localStorage, user);
    setSession((current) => ({ ...current, user }));
  }, []);

  const clear = useCallback(() => {
    clearOnLogout(localStorage);
    setSession({ user: null, token: null });
  }, []);

  // The distributor's wording follows whoever is signed in, and disappears on logout.
  useEffect(() => {
    applyDistTranslations(userTranslations(session.user));
  }, [session.user]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.user,
      token: session.token,
      isAuthenticated: session.user !== null && session.token !== null,
      mode: deriveMode(session.user),
      signIn,
      updateUser,
      clear,
    }),
    [session, signIn, updateUser, clear],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) {
    throw new Error('useAuth must be used inside <AuthProvider>');
  }
  return context;
}
