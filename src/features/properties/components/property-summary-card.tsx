import { useNavigate } from '@tanstack/react-router';
import { MapPin, PenLine } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatRating, formatReviewCount, propertyTypeLabel, recentRatingText } from '@/lib/format';
import { useSession } from '@/lib/session';
import { LIMITS } from '@/shared/limits';
import { MESSAGES } from '@/shared/messages';
import { StarRating } from '@/components/star-rating';
import { DEFAULT_PROPERTY_IMAGE, fallbackTo } from '@/lib/default-images';
import { verifiedReviewsText } from '@/shared/tenancy-proof';
import type { Property } from '../types';
import { RatingsDistribution } from './ratings-distribution';

/** The property page's left column: photo, names, address, rating, distribution, Write Review. */
export function PropertySummaryCard({ property }: { property: Property }) {
  const session = useSession();
  const navigate = useNavigate();
  function writeReview() {
    if (session) {
      // The form takes the property from navigation state instead of fetching it again.
      void navigate({ to: '/write-review/$slug', params: { slug: property.slug }, state: { property } });
      return;
    }
    toast.error(MESSAGES.writeGate, { duration: LIMITS.formToastMs });
    void navigate({ to: '/sign-in', search: { redirect: `/write-review/${property.slug}` } });
  }

  const subtitle = [
    property.apartmentName !== property.name && property.apartmentName,
    property.towerOrBlock && `Block ${property.towerOrBlock}`,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <section aria-labelledby="property-name" className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <img
        src={property.image ?? DEFAULT_PROPERTY_IMAGE}
        onError={fallbackTo(DEFAULT_PROPERTY_IMAGE)}
        alt={`Photo of ${property.name}`}
        className="aspect-[4/3] w-full bg-muted object-cover"
      />
      <div className="space-y-4 p-5">
        <div className="space-y-1">
          <Badge variant="secondary">{propertyTypeLabel(property.propertyType)}</Badge>
          <h1 id="property-name" className="text-2xl font-bold tracking-tight">
            {property.name}
          </h1>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {property.address}
          </p>
        </div>
        <div className="space-y-1">
          <p className="text-lg font-semibold">{formatRating(property.overallRating)} out of 5.0</p>
          <div className="flex items-center gap-2">
            <StarRating value={property.overallRating} size="lg" />
            <span className="text-sm text-muted-foreground">{formatReviewCount(property.reviewCount)}</span>
          </div>
          {property.verifiedReviewCount > 0 && (
            <p className="text-sm text-emerald-800" data-testid="verified-count">
              {verifiedReviewsText(property.verifiedReviewCount)}
            </p>
          )}
          {property.recent && (
            <p className="text-sm text-muted-foreground" data-testid="recent-rating">
              {recentRatingText(property.recent)}
            </p>
          )}
        </div>
        <RatingsDistribution distribution={property.ratingsDistribution} />
        <Button className="w-full" onClick={writeReview}>
          <PenLine aria-hidden="true" /> Write Review
        </Button>
      </div>
    </section>
  );
}
