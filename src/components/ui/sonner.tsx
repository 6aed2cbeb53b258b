import { Toaster as Sonner } from 'sonner';
import type { ToasterProps } from 'sonner';
import type { CSSProperties } from 'react';
import { LIMITS } from '@/shared/limits';

function Toaster({ ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-right"
      duration={LIMITS.toastMs}
      richColors
      closeButton
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          // sonner's rich colours put text at about 4.3:1 on its tinted backgrounds; darker text meets
          // WCAG AA (4.5:1) so a toast on screen never fails an axe check.
          '--success-text': 'hsl(140, 100%, 20%)',
          '--error-text': 'hsl(360, 100%, 35%)',
          '--info-text': 'hsl(210, 92%, 35%)',
          '--warning-text': 'hsl(31, 92%, 28%)',
        } as CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
