import { Link } from '@tanstack/react-router';
import { BadgeCheck, MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DEFAULT_AVATAR, fallbackTo } from '@/lib/default-images';

export interface ProfileCardPerson {
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  isVerified: boolean;
  city?: string | null;
  country?: string | null;
}

/** 'User' without a name; city, else country, else 'Location not set'. */
export const displayName = (p: ProfileCardPerson) => [p.firstName, p.lastName].filter(Boolean).join(' ') || 'User';
export const displayLocation = (p: ProfileCardPerson) => p.city || p.country || 'Location not set';

/** The /my-review profile card: who, where, how many reviews and how many found them useful. */
export function ProfileCard({
  person,
  reviewCount,
  totalLikes,
}: {
  person: ProfileCardPerson;
  reviewCount: number;
  totalLikes: number;
}) {
  return (
    <section aria-label="Your profile" className="grid gap-4 rounded-xl border bg-card p-6 text-center shadow-sm">
      <img
        src={person.profileImageUrl || DEFAULT_AVATAR}
        onError={fallbackTo(DEFAULT_AVATAR)}
        alt=""
        className="mx-auto size-24 rounded-full bg-muted object-cover"
      />
      <div className="grid gap-1">
        <p className="flex items-center justify-center gap-1.5 text-lg font-semibold">
          {displayName(person)}
          {person.isVerified && <BadgeCheck className="size-5 text-primary" role="img" aria-label="Verified" />}
        </p>
        <p className="flex items-center justify-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-4" aria-hidden="true" />
          {displayLocation(person)}
        </p>
      </div>
      <dl className="grid grid-cols-2 divide-x rounded-lg border py-3">
        <div>
          <dt className="text-xs text-muted-foreground">Reviews</dt>
          <dd className="text-xl font-semibold" data-testid="profile-review-count">
            {reviewCount}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Usefull</dt>
          <dd className="text-xl font-semibold" data-testid="profile-likes">
            {totalLikes}
          </dd>
        </div>
      </dl>
      <div className="grid gap-2">
        <Button asChild>
          <Link to="/write-review">Write a Review</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/properties-listing">See the property</Link>
        </Button>
      </div>
    </section>
  );
}
