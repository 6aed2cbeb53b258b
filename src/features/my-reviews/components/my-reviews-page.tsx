import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PenLine } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import type { Session } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LIMITS } from '@/shared/limits';
import { REVIEW_FORM_MESSAGES as M } from '@/shared/review-form-text';
import { myReviewsQueryOptions } from '../api/get-my-reviews';
import { userStatsQueryOptions } from '../api/get-user-stats';
import { DeleteReviewDialog } from './delete-review-dialog';
import { MyReviewCard } from './my-review-card';
import { ProfileCard } from './profile-card';

/** The reviews of one client-side page (3 a page); a page past the end shows the last one. */
export function pageOfReviews<T>(items: readonly T[], page: number, size: number = LIMITS.myReviewsPageSize) {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), totalPages);
  return { items: items.slice((current - 1) * size, current * size), current, totalPages };
}

/** /my-review: the profile card beside the renter's reviews (and, above them, drafts and queued ones). */
export function MyReviewsPage({ session, page, drafts }: { session: Session; page: number; drafts?: ReactNode }) {
  useDocumentTitle('My Reviews');
  const user = session.user;
  const reviews = useQuery(myReviewsQueryOptions(user.id));
  const stats = useQuery(userStatsQueryOptions(user.id));
  // City and country live on the profile, not in the session: until it answers, the session's user.
  const profile = useQuery(profileQueryOptions(user.id));
  const [deleting, setDeleting] = useState<string | null>(null);

  useEffect(() => {
    if (reviews.isError) toast.error(M.myReviewsFailedToast);
  }, [reviews.isError]);

  const list = reviews.data?.reviews ?? [];
  const paged = pageOfReviews(list, page);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_2fr]">
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <ProfileCard
          person={{ ...user, ...profile.data }}
          reviewCount={list.length}
          totalLikes={stats.data?.totalLikes ?? 0}
        />
      </aside>
      <section aria-labelledby="my-reviews-heading" className="grid content-start gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="my-reviews-heading" className="text-2xl font-bold tracking-tight">
            My Reviews ({list.length})
          </h1>
          <Button asChild>
            <Link to="/write-review">
              <PenLine aria-hidden="true" /> Write a Review
            </Link>
          </Button>
        </div>
        {drafts}
        {reviews.isPending ? (
          <p className="flex items-center gap-2 py-10 text-muted-foreground">
            <Spinner label={M.myReviewsLoading} />
            <span aria-hidden="true">{M.myReviewsLoading}</span>
          </p>
        ) : reviews.isError ? (
          <p role="alert" className="py-10 text-destructive">
            {M.myReviewsFailed}
          </p>
        ) : list.length === 0 ? (
          <p className="py-10 text-muted-foreground">{M.myReviewsEmpty}</p>
        ) : (
          <>
            <ul className="grid gap-4">
              {paged.items.map((review) => (
                <li key={review.id}>
                  <MyReviewCard review={review} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
            <Pager currentPage={paged.current} totalPages={paged.totalPages} label="My reviews pages" />
          </>
        )}
      </section>
      <DeleteReviewDialog reviewId={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
