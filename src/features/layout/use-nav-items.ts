import type { AppPath } from '@/lib/app-paths';
import { useSession } from '@/lib/session';
import { SMALL_CLAIMS_URL } from './nav-links';

export type NavItem =
  | { label: string; to: AppPath; search?: Record<string, string>; external?: false }
  | { label: string; href: string; external: true };

/** Header links: a verified user gets Manage Review; others get Home. */
export function useNavItems(): NavItem[] {
  const session = useSession();
  const verified = !!session?.user.isVerified;
  const writeReview: NavItem = verified
    ? { label: 'Write a review', to: '/write-review' }
    : { label: 'Write a review', to: '/sign-in', search: { redirect: '/write-review' } };
  const search: NavItem = { label: 'Search', to: '/properties-listing' };
  const smallClaim: NavItem = { label: 'Small Claim', href: SMALL_CLAIMS_URL, external: true };
  return verified
    ? [writeReview, search, { label: 'Manage Review', to: '/my-review' }, smallClaim]
    : [{ label: 'Home', to: '/' }, writeReview, search, smallClaim];
}
