import type { components } from '@/api-types';

/** A profile as the profile API answers it (generated from the server's OpenAPI document). */
export type Profile = components['schemas']['Profile'];
