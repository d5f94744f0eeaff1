import { createHash } from 'node:crypto';
import { ASSETS_PATH, BASE_PATH } from '../../shared/constants';

/** Where the worker is served: under the base path, so its scope is every page (spec 2 §9). */
export const SERVICE_WORKER_PATH = `${BASE_PATH}/sw.js`;
/** The page a navigation gets when the network is gone. */
export const OFFLINE_PATH = `${BASE_PATH}/offline`;

/**
 * The public pages' registration, inline (about 150 bytes, no request): after the page has loaded,
 * so it never competes with the page's own work. Allowed by its hash in the CSP.
 */
export const SW_REGISTRATION = `if('serviceWorker'in navigator)addEventListener('load',()=>navigator.serviceWorker.register('${SERVICE_WORKER_PATH}',{scope:'${BASE_PATH}/'}))`;
export const SW_REGISTRATION_HASH = `'sha256-${createHash('sha256').update(SW_REGISTRATION).digest('base64')}'`;

/**
 * The worker (ADR 040). Its cache is named for the build, so a new build's worker installs beside
 * the old one and deletes every older cache on activate. It keeps the offline page and, as they are
 * fetched, the hashed static files; page navigations go to the network and fall back to the offline
 * page, so no page (a personal one least of all) and no API answer is ever stored or served from it.
 */
export function serviceWorkerScript(version: string): string {
  return `'use strict';
const CACHE = 'leasing-${version}';
const OFFLINE = '${OFFLINE_PATH}';
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add(new Request(OFFLINE, { cache: 'reload' }))).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith('leasing-') && key !== CACHE).map((key) => caches.delete(key)))).then(() => self.clients.claim()));
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('${ASSETS_PATH}/')) {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(request).then((hit) => hit || fetch(request).then((response) => {
      if (response.ok) cache.put(request, response.clone());
      return response;
    }))));
    return;
  }
  if (request.mode === 'navigate') event.respondWith(fetch(request).catch(() => caches.match(OFFLINE)));
});
`;
}

/** A build's name for the worker's cache: a short hash of its entry files' hashed names. */
export function workerVersion(files: string[]): string {
  return createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
}

/** The page shown offline: self-contained (no scripts, inline styles only). */
export function offlinePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>You are offline</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;background:#F8FAFB;color:#252631}
main{text-align:center;padding:24px;max-width:480px}h1{font-size:2rem;margin:0 0 8px}p{color:#5B687C}
a{display:inline-block;margin-top:16px;background:#2F5FE8;color:#fff;padding:10px 20px;border-radius:8px;text-decoration:none}</style>
</head><body><main><h1>You are offline</h1><p>This page needs a connection. Check your connection and try again.</p><a href="${BASE_PATH}/">Try again</a></main></body></html>`;
}
