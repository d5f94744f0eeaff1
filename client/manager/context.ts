import { createContext, useContext } from 'react';
import type { Counts, ManagerOrganization, Me } from './api';

export type Notice = { tone: 'success' | 'error'; text: string };

export type ManagerContextValue = {
  me: Me;
  organization: ManagerOrganization;
  /** Properties chosen in the shell's selector; screens that list per property use them. */
  selectedPropertyIds: number[];
  setSelectedPropertyIds: (ids: number[]) => void;
  counts: Counts;
  setCounts: (counts: Counts) => void;
  notify: (notice: Notice) => void;
  canWrite: boolean;
};

export const ManagerContext = createContext<ManagerContextValue | null>(null);

export function useManager(): ManagerContextValue {
  const value = useContext(ManagerContext);
  if (!value) throw new Error('useManager outside the manager shell');
  return value;
}
