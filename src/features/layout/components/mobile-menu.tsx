import type { RefObject } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { InstallAppButton } from '@/features/pwa/install-app-item';
import type { NavItem } from '../use-nav-items';
import { NavLinkItem } from './nav-link-item';

/** The small-screen navigation sheet; loaded on first open so the home page does not carry it. */
export function MobileMenu({
  items,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-72"
        onCloseAutoFocus={(e) => {
          // The trigger lives in the header, outside this lazily loaded sheet: give focus back to it.
          e.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-4">
          {items.map((item) => (
            <NavLinkItem key={item.label} item={item} className="text-base" onNavigate={() => onOpenChange(false)} />
          ))}
          <InstallAppButton onInstall={() => onOpenChange(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
