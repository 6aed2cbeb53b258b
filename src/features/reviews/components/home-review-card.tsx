import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { truncate } from '@/lib/format';
import { MonthYear } from '@/components/month-year';
import { LIMITS } from '@/shared/limits';
import type { PublicReview } from '../types';
import { ReviewByline } from './review-byline';
import { StarRating } from '@/components/star-rating';
import { VerifiedTenantBadge } from './verified-tenant-badge';

/** A compact review card for the home sections; the whole card links to the property page. */
export function HomeReviewCard({ review }: { review: PublicReview }) {
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md">
      <div className="flex items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <StarRating value={review.overallRating} />
          <VerifiedTenantBadge verified={review.verifiedTenant} />
        </span>
        <MonthYear value={review.createdAt} className="text-sm text-muted-foreground" />
      </div>
      <h3 className="text-lg leading-snug font-semibold">
        {/* Stretched link: the whole card is the target, the title is its name. */}
        <Link
          to="/property/$slug"
          params={{ slug: review.property.slug }}
          className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
        >
          {review.title}
        </Link>
      </h3>
      <p className="flex-1 text-sm text-muted-foreground">{truncate(review.body, LIMITS.homeCardBodyPreview)}</p>
      <p className="flex items-start gap-1.5 text-sm">
        <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="font-medium">{review.property.name}</span>
          <span className="block text-muted-foreground">{review.property.address}</span>
        </span>
      </p>
      <ReviewByline review={review} className="border-t pt-3 text-sm" />
    </article>
  );
}
