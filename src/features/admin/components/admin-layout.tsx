import { Link, Outlet } from '@tanstack/react-router';
import { LogOut, Menu, PanelLeft } from 'lucide-react';
import { useState } from 'react';
import { SkipLink } from '@/components/skip-link';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { DEFAULT_AVATAR } from '@/lib/default-images';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useSidebarOpen } from '../use-sidebar-open';
import { useSignOut } from '@/features/auth/use-sign-out';
import { AdminSidebarNav } from './admin-sidebar-nav';

/** The back-office shell: top bar (menu, brand, profile picture, logout), sidebar, footer. */
export function AdminLayout() {
  const user = useSession()?.user;
  const signOut = useSignOut();
  const [sidebarOpen, toggleSidebar] = useSidebarOpen();
  const [sheetOpen, setSheetOpen] = useState(false);

  return (
    <div className="flex min-h-screen flex-col bg-muted/30">
      <SkipLink />
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background px-3 sm:px-4">
        <Button
          variant="ghost"
          size="icon"
          className="hidden md:inline-flex"
          onClick={toggleSidebar}
          aria-expanded={sidebarOpen}
          aria-controls="admin-sidebar"
          aria-label={sidebarOpen ? 'Collapse sidebar' : 'Expand sidebar'}
        >
          <PanelLeft className="size-5" aria-hidden="true" />
        </Button>
        <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
              <Menu className="size-5" aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent side="left" className="w-72 bg-sidebar p-0">
            <SheetHeader>
              <SheetTitle>HomeTruths Admin</SheetTitle>
              <SheetDescription className="sr-only">Back-office navigation</SheetDescription>
            </SheetHeader>
            <AdminSidebarNav onNavigate={() => setSheetOpen(false)} />
          </SheetContent>
        </Sheet>
        <Link to="/admin" className="flex items-center gap-2 font-bold text-primary">
          HomeTruths <span className="rounded bg-primary px-1.5 py-0.5 text-xs text-primary-foreground">Admin</span>
        </Link>
        <div className="ml-auto flex items-center gap-1">
          {user && (
            <Link
              to="/admin/profile"
              className="rounded-full focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              aria-label={`Profile of ${user.firstName}`}
            >
              <Avatar className="size-9">
                <AvatarImage src={user.profileImageUrl || DEFAULT_AVATAR} alt="" />
                <AvatarFallback>{user.firstName.charAt(0).toUpperCase()}</AvatarFallback>
              </Avatar>
            </Link>
          )}
          <Button variant="ghost" size="sm" onClick={signOut}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </header>
      <div className="flex flex-1">
        <aside
          id="admin-sidebar"
          aria-label="Sidebar"
          className={cn('hidden w-64 shrink-0 border-r bg-sidebar', sidebarOpen && 'md:block')}
        >
          <div className="sticky top-14">
            <AdminSidebarNav />
          </div>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" className="flex-1 p-4 sm:p-6 lg:p-8">
            <Outlet />
          </main>
          <footer className="border-t bg-background px-4 py-4 text-center text-sm text-muted-foreground">
            © {new Date().getFullYear()} HomeTruths
          </footer>
        </div>
      </div>
    </div>
  );
}
