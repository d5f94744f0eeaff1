import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/** Spec text (2-manager-settings.md §4) asked before leaving with unsaved changes. */
export const UNSAVED_PROMPT = 'Any unsaved progress will be lost! Are you sure you want to proceed';

/** Asks before leaving the screen (in-app navigation or closing the tab) while there are unsaved changes. */
export function useUnsavedChangesPrompt(dirty: boolean, prompt: string = UNSAVED_PROMPT): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(prompt)) blocker.proceed();
    else blocker.reset();
  }, [blocker, prompt]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
