import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/utils';
import { ADMIN_NAV } from '../admin-nav-items';

const linkClass =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground';
const activeProps = { className: 'bg-sidebar-accent text-sidebar-accent-foreground', 'aria-current': 'page' as const };

/** The sidebar entries, shared by the desktop sidebar and the mobile sheet. */
export function AdminSidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Back office" className="flex flex-col gap-1 p-3">
      {ADMIN_NAV.map((group) =>
        group.to ? (
          <Link key={group.label} to={group.to} className={linkClass} activeProps={activeProps} onClick={onNavigate}>
            <group.icon className="size-4" aria-hidden="true" />
            {group.label}
          </Link>
        ) : (
          <div key={group.label} className="mt-3 first:mt-0">
            <p className="flex items-center gap-2 px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              <group.icon className="size-4" aria-hidden="true" />
              {group.label}
            </p>
            <ul className="flex flex-col gap-0.5">
              {group.children?.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={cn(linkClass, 'pl-9')} activeProps={activeProps} onClick={onNavigate}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </nav>
  );
}
