import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallAppButton } from '@/features/pwa/install-app-item';
import { OfflineBanner } from '@/features/pwa/offline-banner';

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function goOffline(value: boolean) {
  act(() => {
    online = !value;
    window.dispatchEvent(new Event(value ? 'offline' : 'online'));
  });
}

/** What Chromium fires when the app can be installed. */
function offerInstall() {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

afterEach(() => {
  cleanup();
  online = true;
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
});

describe('offline banner', () => {
  it('appears when the connection drops and goes when it returns', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(/You are offline/);
    goOffline(false);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});

describe('Install app', () => {
  it('is hidden until the browser offers installation', () => {
    render(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    const { event } = offerInstall();
    // The browser's own mini-infobar stays away: the menus offer it.
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
  });

  it('shows the install sheet once, then hides (an offer is good for one prompt)', async () => {
    const onInstall = vi.fn();
    render(<InstallAppButton onInstall={onInstall} />);
    const { prompt } = offerInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(onInstall).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('hides once the app is installed', () => {
    render(<InstallAppButton />);
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
