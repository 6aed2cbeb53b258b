import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useSession } from '@/lib/session';
import { LIMITS } from '@/shared/limits';
import { cn } from '@/lib/utils';
import { useNavItems } from '../use-nav-items';
import { AvatarMenu } from './avatar-menu';
import { NavLinkItem } from './nav-link-item';
import { SiteLogo } from './site-logo';

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
            <AvatarMenu user={session.user} />
          ) : (
            <Button asChild size="sm">
              <Link to="/sign-in">Log in</Link>
            </Button>
          )}
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu className="size-5" aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="right" className="w-72">
              <SheetHeader>
                <SheetTitle>Menu</SheetTitle>
                <SheetDescription className="sr-only">Site navigation</SheetDescription>
              </SheetHeader>
              <nav aria-label="Mobile" className="flex flex-col gap-1 px-4">
                {items.map((item) => (
                  <NavLinkItem
                    key={item.label}
                    item={item}
                    className="text-base"
                    onNavigate={() => setMenuOpen(false)}
                  />
                ))}
              </nav>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
