import { lazy, Suspense, useEffect, useState } from 'react';
import { AUTH_EVENT, type AuthRequest } from '../events';

// The modal and its forms are a separate chunk, fetched the first time someone opens it.
const AuthModal = lazy(() => import('../auth/AuthModal').then((m) => ({ default: m.AuthModal })));

/** Renders nothing until an island asks for the auth modal (Sign In, a lease period, Check Availability). */
export function AuthHost() {
  const [request, setRequest] = useState<AuthRequest | null>(null);
  useEffect(() => {
    const open = (event: Event) => setRequest((event as CustomEvent<AuthRequest>).detail);
    window.addEventListener(AUTH_EVENT, open);
    return () => window.removeEventListener(AUTH_EVENT, open);
  }, []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal form={request.form} carry={request.carry} applyingFor={request.applyingFor} onSwitch={(form) => setRequest({ ...request, form })} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
