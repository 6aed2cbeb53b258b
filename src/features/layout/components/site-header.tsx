import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { LIMITS } from '@/shared/limits';
import { cn } from '@/lib/utils';
import { useNavItems } from '../use-nav-items';
import { AvatarButtonFace } from './avatar-button-face';
import { NavLinkItem } from './nav-link-item';
import { SiteLogo } from '@/components/site-logo';

// Menus load on demand: Radix menu/dialog code stays off the first page a visitor opens.
const AvatarMenu = lazy(() => import('./avatar-menu').then((m) => ({ default: m.AvatarMenu })));
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

function useScrolledPast(px: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return scrolled;
}

export function SiteHeader() {
  const session = useSession();
  const items = useNavItems();
  const compact = useScrolledPast(LIMITS.headerCompactPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header
      data-compact={compact}
      className={cn(
        'sticky top-0 z-40 border-b bg-background/95 backdrop-blur transition-all supports-[backdrop-filter]:bg-background/80',
        compact ? 'py-1 shadow-sm' : 'py-3',
      )}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4">
        <SiteLogo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLinkItem key={item.label} item={item} />
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {session ? (
            <Suspense fallback={<AvatarButtonFace user={session.user} disabled />}>
              <AvatarMenu user={session.user} />
            </Suspense>
          ) : (
            <Button asChild size="sm">
              <Link to="/sign-in">Log in</Link>
            </Button>
          )}
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <Menu className="size-5" aria-hidden="true" />
          </Button>
          {menuLoaded && (
            <Suspense fallback={null}>
              <MobileMenu items={items} open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
