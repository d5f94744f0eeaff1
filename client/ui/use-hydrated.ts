import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/** False while the server renders and the island hydrates, true once its code runs (what needs the code shows then). */
export const useHydrated = () => useSyncExternalStore(noChange, () => true, () => false);
