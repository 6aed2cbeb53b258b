import type { components } from '@/api-types';

/** Shapes of the reviews API, as generated from the server's OpenAPI document. */
export type PublicReview = components['schemas']['PublicReview'];
