import { Download } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { installPrompt } from './install-prompt';

const INSTALL_LABEL = 'Install app';

/** True while the browser offers installation (never once installed or running standalone). */
function useCanInstall(): boolean {
  return useSyncExternalStore(
    installPrompt.subscribe,
    () => installPrompt.get() !== null,
    () => false,
  );
}

/** 'Install app' in the header's account menu, when the browser offers it. */
export function InstallAppMenuItem() {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <DropdownMenuItem onSelect={() => void installPrompt.show()}>
      <Download aria-hidden="true" />
      {INSTALL_LABEL}
    </DropdownMenuItem>
  );
}

/** 'Install app' in the mobile menu, when the browser offers it. */
export function InstallAppButton({ onInstall }: { onInstall?: () => void }) {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <Button
      variant="ghost"
      className="justify-start px-3 text-base font-medium"
      onClick={() => {
        onInstall?.();
        void installPrompt.show();
      }}
    >
      <Download aria-hidden="true" />
      {INSTALL_LABEL}
    </Button>
  );
}
