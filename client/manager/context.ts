import { createContext, useContext } from 'react';
import type { ApiUser, InboxCounts, ManagerOrganization } from '../../shared/types/manager';

export type Notice = { tone: 'success' | 'error'; text: string };

export type ManagerContextValue = {
  me: ApiUser;
  organization: ManagerOrganization;
  /** Properties chosen in the shell's selector; screens that list per property use them. */
  selectedPropertyIds: number[];
  setSelectedPropertyIds: (ids: number[]) => void;
  counts: InboxCounts;
  setCounts: (counts: InboxCounts) => void;
  notify: (notice: Notice) => void;
  canWrite: boolean;
};

export const ManagerContext = createContext<ManagerContextValue | null>(null);

export function useManager(): ManagerContextValue {
  const value = useContext(ManagerContext);
  if (!value) throw new Error('useManager outside the manager shell');
  return value;
}
