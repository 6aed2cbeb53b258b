import type { components } from '@/api-types';

/** Shapes of the properties API, as generated from the server's OpenAPI document. */
export type Property = components['schemas']['Property'];
export type Suggestion = components['schemas']['Suggestion'];
export type RatingShare = components['schemas']['RatingShare'];
