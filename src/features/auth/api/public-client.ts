import createClient from 'openapi-fetch';
import type { paths } from '@/api-types';
import { LIMITS } from '@/shared/limits';

/**
 * The client for account calls made without a session (sign-in, codes, reset). It never sends the
 * stored token, so a 401 here means "wrong credentials", never "your session expired".
 */
export const publicApi = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  fetch: (request) =>
    fetch(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(LIMITS.apiTimeoutMs)]) }),
});
