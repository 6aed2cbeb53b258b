import { useHydrated } from '@/lib/use-hydrated';
import type { Property } from '../types';

/**
 * schema.org Residence with its AggregateRating, for search engines; only when there are reviews
 * (a rating of 0 from 0 reviews is not a rating).
 */
export function PropertyJsonLd({ property }: { property: Property }) {
  // The server's render has no origin: its URLs are relative until the page is hydrated.
  const origin = useHydrated() ? window.location.origin : '';
  if (property.reviewCount <= 0) return null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Residence',
    name: property.name,
    url: `${origin}/property/${property.slug}`,
    ...(property.image ? { image: new URL(property.image, origin || 'http://localhost').href } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [property.towerOrBlock, property.streetName].filter(Boolean).join(' '),
      postalCode: property.pincode,
      addressLocality: property.city ?? undefined,
      addressRegion: property.state_region ?? undefined,
      addressCountry: property.country,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: property.overallRating,
      reviewCount: property.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
  // '<' escaped so a name can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
