import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useSession } from '@/lib/session';

/** 'Review your last residence' / 'Get started': the form when signed in, else sign-in and back. */
export function WriteReviewCta({
  children,
  ...props
}: { children: ReactNode } & Pick<ButtonProps, 'variant' | 'size'>) {
  const session = useSession();
  return (
    <Button asChild {...props}>
      {session ? (
        <Link to={'/write-review'}>{children}</Link>
      ) : (
        <Link to="/sign-in" search={{ redirect: '/write-review' }}>
          {children}
        </Link>
      )}
    </Button>
  );
}
