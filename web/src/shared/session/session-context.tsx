import type { UserInfo } from '@portal/contract';
import { createContext, useContext, type ReactNode } from 'react';

const SessionContext = createContext<UserInfo | null>(null);

/** Startup provides the signed-in user to everything under the signed-in routes. */
export function SessionProvider({ user, children }: { user: UserInfo; children: ReactNode }) {
  return <SessionContext.Provider value={user}>{children}</SessionContext.Provider>;
}

/** The signed-in user. Only for components under the signed-in routes. */
export function useCurrentUser(): UserInfo {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useCurrentUser outside of a signed-in session');
  return user;
}
