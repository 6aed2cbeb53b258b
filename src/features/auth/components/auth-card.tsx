import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The frame every account screen shares: a centred card with a heading and optional lead text. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-md px-4 py-10 sm:py-16', className)}>
      <section className="rounded-xl border bg-card p-6 shadow-sm sm:p-8" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        {description && <div className="mt-2 text-sm text-muted-foreground">{description}</div>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
      </section>
    </div>
  );
}
