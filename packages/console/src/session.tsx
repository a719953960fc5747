import type { StaffIdentity } from '@aarambh/machines/schemas';
import { createContext, useContext } from 'react';

export interface Session {
  me: StaffIdentity;
  signOut(): Promise<void>;
  signOutEverywhere(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The signed-in member of staff; only screens inside the console's layout ask. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside the console layout');
  return session;
}
