import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatRating, formatReviewCount, propertyTypeLabel } from '@/lib/format';
import { StarRating } from '@/components/star-rating';
import { DEFAULT_PROPERTY_IMAGE, fallbackTo } from '@/lib/default-images';
import type { Property } from '../types';

/** A listing card: photo, names, address, type, rating and review count, and its two actions. */
export function PropertyCard({ property }: { property: Property }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm sm:flex-row">
      <img
        src={property.image ?? DEFAULT_PROPERTY_IMAGE}
        onError={fallbackTo(DEFAULT_PROPERTY_IMAGE)}
        alt=""
        loading="lazy"
        className="aspect-[4/3] w-full bg-muted object-cover sm:w-56"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-semibold">{property.name}</h2>
          <Badge variant="secondary">{propertyTypeLabel(property.propertyType)}</Badge>
        </div>
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {property.address}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <StarRating value={property.overallRating} />
          <span className="font-medium">{formatRating(property.overallRating)}</span>
          <span className="text-muted-foreground">{formatReviewCount(property.reviewCount)}</span>
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild variant="outline" size="sm">
            <Link
              to="/write-review/$slug"
              params={{ slug: property.slug }}
              state={{ property }}
              aria-label={`Write Review for ${property.name}`}
            >
              Write Review
            </Link>
          </Button>
          <Button asChild size="sm">
            <Link to="/property/$slug" params={{ slug: property.slug }} aria-label={`View Details of ${property.name}`}>
              View Details
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
