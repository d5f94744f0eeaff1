import { useRouteLoaderData } from 'react-router-dom';
import type { PostedState, PublicFormName } from '../../shared/types/posted-form';
import type { RootData } from './route-meta.server';

/** The server's answer to `form` posted without JavaScript, for the page to render it and hand it to the island; null otherwise. */
export function usePosted(form: PublicFormName): PostedState | null {
  const { posted } = useRouteLoaderData('root') as RootData;
  if (!posted || posted.form !== form) return null;
  return { values: posted.values, errors: posted.errors, alert: posted.alert, done: posted.done };
}
