import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PenLine, Search, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { REVIEW_MESSAGES } from '@/shared/reviews-text';
import { PropertySearchBox } from '@/features/properties/components/property-search-box';
import { condoReviewsQueryOptions } from '@/features/reviews/api/get-condo-reviews';
import { hdbReviewsQueryOptions } from '@/features/reviews/api/get-hdb-reviews';
import { recentReviewsQueryOptions } from '@/features/reviews/api/get-recent-reviews';
import { ReviewGridSection } from './review-grid-section';
import { WriteReviewCta } from './write-review-cta';
import { TypedHeadline } from './typed-headline';

/**
 * Home: hero with search, then recent reviews, the share-your-stay banner, condo and HDB reviews
 * and the disclaimer. The sections stream in (the loader starts them) so the hero shows at once.
 */
export function HomePage() {
  useDocumentTitle();
  const session = useSession();
  const navigate = useNavigate();
  const recent = useQuery(recentReviewsQueryOptions());
  const condo = useQuery(condoReviewsQueryOptions());
  const hdb = useQuery(hdbReviewsQueryOptions());

  return (
    <>
      <section className="bg-gradient-to-b from-secondary to-background px-4 pt-16 pb-20 sm:pt-24">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
          <TypedHeadline
            text={session ? 'Find a trusted Home' : 'Find Your Ideal Home'}
            className="min-h-[1.2em] text-4xl font-bold tracking-tight text-foreground sm:text-6xl"
          />
          <p className="text-lg text-muted-foreground sm:text-xl">
            Recently shifted or want to shift, search trusted review
          </p>
          <PropertySearchBox
            placeholder="Enter place name or address, zipcode...."
            onSearch={(q) => void navigate({ to: '/properties-listing', search: { q } })}
            className="max-w-2xl"
          />
          <WriteReviewCta size="lg">
            <PenLine aria-hidden="true" /> Review your last residence
          </WriteReviewCta>
        </div>
      </section>

      <ReviewGridSection
        id="recent-reviews"
        title="Most Recent Reviews"
        description="Fresh, honest stories from renters."
        query={recent}
        loadingLabel={REVIEW_MESSAGES.loadingReviews}
        errorText={REVIEW_MESSAGES.recentFailed}
        emptyText={REVIEW_MESSAGES.recentEmpty}
        reserveScreen
      />

      <section aria-labelledby="share-your-stay" className="bg-primary text-primary-foreground">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 md:grid-cols-2 md:items-center">
          <div className="space-y-4">
            <h2 id="share-your-stay" className="text-3xl font-bold tracking-tight">
              Share Your Stay, Anonymously!
            </h2>
            <p className="text-primary-foreground/90">
              Your honest review helps the next renter choose well. Post under your name or anonymously — we never
              publish personally identifying information.
            </p>
            <WriteReviewCta variant="secondary" size="lg">
              Get started
            </WriteReviewCta>
          </div>
          <div className="space-y-4 rounded-xl bg-background p-6 text-foreground shadow-lg">
            <h3 className="flex items-center gap-2 text-xl font-semibold">
              <ShieldCheck className="size-5 text-primary" aria-hidden="true" /> Real Stories from Real Renters
            </h3>
            <p className="text-muted-foreground">
              Read what it is really like to live in a condo, HDB flat, house or co-living space before you sign.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <Link to={'/write-review'}>
                  <PenLine aria-hidden="true" /> Write a Review
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/properties-listing">
                  <Search aria-hidden="true" /> Start Discovering Homes
                </Link>
              </Button>
            </div>
          </div>
        </div>
      </section>

      <ReviewGridSection
        id="condo-reviews"
        title="Condo Reviews"
        query={condo}
        loadingLabel={REVIEW_MESSAGES.loadingCondo}
        viewMoreType="CONDO"
      />
      <ReviewGridSection
        id="hdb-reviews"
        title="HDB Reviews"
        query={hdb}
        loadingLabel={REVIEW_MESSAGES.loadingHdb}
        viewMoreType="HDB"
      />

      <section aria-labelledby="disclaimer" className="mx-auto w-full max-w-4xl px-4 pt-4 pb-16">
        <div className="rounded-xl border bg-muted p-6 text-sm text-muted-foreground">
          <h2 id="disclaimer" className="mb-2 text-base font-semibold text-foreground">
            Disclaimer
          </h2>
          <p>
            Reviews on HomeTruths reflect the individual experiences and opinions of renters, not the views of
            HomeTruths. We do not publish personally identifying information. If you believe a review is inaccurate or
            harmful, please{' '}
            <Link to="/contact-us" className="font-medium text-primary underline underline-offset-4">
              contact us
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
