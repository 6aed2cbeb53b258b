import type { components } from '@/api-types';

/** Shapes of the properties API, as generated from the server's OpenAPI document. */
export type Property = components['schemas']['Property'];
export type Suggestion = components['schemas']['Suggestion'];
export type Pagination = components['schemas']['Pagination'];
export type RatingShare = components['schemas']['RatingShare'];
export type GalleryImage = components['schemas']['Image'];
