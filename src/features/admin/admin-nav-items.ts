import { Building2, KeyRound, type LucideIcon, MessageSquareText, ScrollText, UserRound, Users } from 'lucide-react';
import type { AppPath } from '@/lib/app-paths';

export interface AdminNavLink {
  label: string;
  to: AppPath;
  /** A count shown beside the entry, and what it counts (read by screen readers as '3 pending'). */
  badge?: { count: 'pendingReviews' | 'openReports'; noun: string };
}
export interface AdminNavGroup {
  label: string;
  icon: LucideIcon;
  /** A single entry links directly; a group lists its children. */
  to?: AppPath;
  children?: AdminNavLink[];
}

/** The back-office sidebar (admin-back-office.md, Layout). Later issues build the list screens. */
export const ADMIN_NAV: AdminNavGroup[] = [
  { label: 'Profile', icon: UserRound, to: '/admin/profile' },
  { label: 'Change password', icon: KeyRound, to: '/admin/change-password' },
  {
    label: 'Properties',
    icon: Building2,
    children: [
      { label: 'Properties List', to: '/admin/properties/list' },
      { label: 'Add Property', to: '/admin/properties/add' },
    ],
  },
  { label: 'User', icon: Users, children: [{ label: 'User List', to: '/admin/user/list' }] },
  {
    label: 'Reviews',
    icon: MessageSquareText,
    children: [
      { label: 'Reviews List', to: '/admin/reviews/list', badge: { count: 'pendingReviews', noun: 'pending' } },
      { label: 'Anonymous Reviews List', to: '/admin/reviews/anonymous-review' },
      { label: 'Reported Reviews', to: '/admin/reviews/reported', badge: { count: 'openReports', noun: 'open' } },
    ],
  },
  { label: 'Moderation log', icon: ScrollText, to: '/admin/moderation-log' },
];
