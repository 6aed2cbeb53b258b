/**
 * Captures the browser's install offer (`beforeinstallprompt`). Imported first in main.tsx: the event
 * can fire before React mounts, and a missed one does not come back until the next load.
 */

/** Chromium's install offer; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let offer: BeforeInstallPromptEvent | null = null;

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next;
  listeners.forEach((l) => l());
}

/** True when the app already runs installed (Android/desktop standalone, or iOS home screen). */
function runsStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app offers 'Install app' in its menus instead.
    event.preventDefault();
    if (!runsStandalone()) setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

export const installPrompt = {
  get: () => offer,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Shows the browser's install sheet; an offer is good for one prompt whatever the answer. */
  async show(): Promise<void> {
    const current = offer;
    if (!current) return;
    setOffer(null);
    await current.prompt();
    await current.userChoice;
  },
};
