/**
 * Registers the service worker after the page has loaded, in production builds only. The
 * workbox-window code and the update prompt load then, so the first page's JavaScript stays small.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => void import('./service-worker-updates').then((m) => m.startServiceWorker());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
