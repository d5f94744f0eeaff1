import { createHash } from 'node:crypto';

export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The body of the inline script that loads the company's tag manager container (its standard
 * snippet). The page is the same for every visitor, so the policy allows this exact script by its
 * hash instead of a per-response nonce.
 */
export function gtmScript(id: string): string {
  const safeId = JSON.stringify(id).replace(/</g, '\\u003c');
  return (
    `(function(w,d,i){w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
    `var s=d.createElement('script');s.async=true;s.src='${GTM_ORIGIN}/gtm.js?id='+encodeURIComponent(i);` +
    `d.head.appendChild(s);})(window,document,${safeId});`
  );
}

/** The script-src source that allows exactly that script: 'sha256-…'. */
export function gtmScriptHash(id: string): string {
  return `'sha256-${createHash('sha256').update(gtmScript(id)).digest('base64')}'`;
}
