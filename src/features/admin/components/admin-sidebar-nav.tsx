import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { cn } from '@/lib/utils';
import { type AdminNavLink, ADMIN_NAV } from '../admin-nav-items';
import { type AdminOverviewCounts, useOverviewCounts } from '../api/get-overview-counts';

const linkClass =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground';
const activeProps = { className: 'bg-sidebar-accent text-sidebar-accent-foreground', 'aria-current': 'page' as const };

/** The sidebar entries, shared by the desktop sidebar and the mobile sheet. */
export function AdminSidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const counts = useOverviewCounts();
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
                <NavChild key={item.to} item={item} counts={counts} onNavigate={onNavigate} />
              ))}
            </ul>
          </div>
        ),
      )}
    </nav>
  );
}

/**
 * One entry of a group, with its count when there is one and it is not 0. The count describes the
 * link (aria-describedby) rather than joining its name, so the entry is still called 'Reviews List'.
 */
function NavChild({
  item,
  counts,
  onNavigate,
}: {
  item: AdminNavLink;
  counts: AdminOverviewCounts | undefined;
  onNavigate?: () => void;
}) {
  const badgeId = useId();
  const count = item.badge && counts ? counts[item.badge.count] : 0;
  return (
    <li className="relative">
      <Link
        to={item.to}
        className={cn(linkClass, 'pl-9', count > 0 && 'pr-14')}
        activeProps={activeProps}
        onClick={onNavigate}
        aria-describedby={count > 0 ? badgeId : undefined}
      >
        {item.label}
      </Link>
      {count > 0 && (
        <span
          id={badgeId}
          data-testid={`nav-count-${item.badge?.count}`}
          className="pointer-events-none absolute top-1/2 right-2 min-w-6 -translate-y-1/2 rounded-full bg-primary px-1.5 py-0.5 text-center text-xs font-semibold text-primary-foreground tabular-nums"
        >
          <span aria-hidden="true">{count > 999 ? '999+' : count}</span>
          <span className="sr-only">
            {count} {item.badge?.noun}
          </span>
        </span>
      )}
    </li>
  );
}
