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
        } as CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
