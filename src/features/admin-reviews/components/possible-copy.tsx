import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { COPY_FLAG_MESSAGES as M } from '@/shared/copy-flag-text';
import { ReviewStatusBadge } from './review-status-badge';
import type { AdminReview } from './reviews-columns';

/** The reviews list's hint that a review's text is near-identical to another review's. */
export function PossibleCopyMark({ review }: { review: AdminReview }) {
  return review.possibleCopies.length > 0 ? <Badge variant="warning">{M.badge}</Badge> : null;
}

function ReviewText({ label, title, body, meta }: { label: string; title: string; body: string; meta: string }) {
  return (
    <section aria-label={label} className="min-w-0 space-y-1 rounded-md border p-3">
      <h4 className="text-xs font-medium text-muted-foreground uppercase">{label}</h4>
      <p className="text-xs text-muted-foreground">{meta}</p>
      <p className="font-medium break-words">{title}</p>
      <p className="text-sm break-words whitespace-pre-line">{body}</p>
    </section>
  );
}

/**
 * The review dialog's copy-paste section: for each flagged match (closest first), this review's text
 * beside the matched one, with how alike they are and what they share. Side by side on a wide
 * screen, one above the other on a narrow one.
 */
export function PossibleCopyPanel({ review }: { review: AdminReview }) {
  if (review.possibleCopies.length === 0) return null;
  return (
    <section aria-labelledby="possible-copy-heading" className="space-y-3 border-t pt-4">
      <h3 id="possible-copy-heading" className="flex items-center gap-2 font-medium">
        {M.heading}
      </h3>
      <p className="text-sm text-muted-foreground">{M.description}</p>
      {review.possibleCopies.map((match) => {
        const shared = [match.sameProperty && M.sameProperty, match.sameAuthor && M.sameAuthor].filter(Boolean);
        return (
          <div key={match.reviewId} className="space-y-2">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant="warning">{M.similarity(match.similarity)}</Badge>
              <span>{shared.join(', ')}</span>
              <ReviewStatusBadge status={match.status} />
            </p>
            <div className="grid gap-3 md:grid-cols-2">
              <ReviewText
                label={M.thisReview}
                title={review.title}
                body={review.body}
                meta={`${review.user.firstName} ${review.user.lastName} · ${review.property.apartmentName} · ${formatDate(review.createdAt)}`}
              />
              <ReviewText
                label={M.matchedReview}
                title={match.title}
                body={match.body}
                meta={`${match.authorName} · ${match.propertyName} · ${formatDate(match.createdAt)}`}
              />
            </div>
          </div>
        );
      })}
    </section>
  );
}
