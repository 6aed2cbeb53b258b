import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { NavItem } from '../use-nav-items';

export function NavLinkItem({
  item,
  className,
  onNavigate,
}: {
  item: NavItem;
  className?: string;
  onNavigate?: () => void;
}) {
  const base = cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    className,
  );
  if (item.external) {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(base, 'inline-flex items-center gap-1')}
        onClick={onNavigate}
      >
        {item.label}
        <ExternalLink className="size-3.5" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link
      to={item.to}
      search={item.search}
      className={base}
      activeOptions={{ exact: item.to === '/', includeSearch: !!item.search }}
      activeProps={{ className: 'text-primary', 'aria-current': 'page' }}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  );
}
