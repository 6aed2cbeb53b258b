import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@/api-types';
import { LIMITS } from '@/shared/limits';
import { ApiError, toApiError } from './api-error';
import { sessionStore } from './session';

/** Called when a private call answers 401: the auth feature clears the session and redirects. */
let onUnauthorized: (() => void) | undefined;
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

const bearer: Middleware = {
  onRequest({ request }) {
    const session = sessionStore.get();
    if (session && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${session.token}`);
    }
    return request;
  },
  onResponse({ request, response }) {
    // A 401 on a call that carried our token means the session died (logins carry none).
    if (response.status === 401 && request.headers.get('Authorization') && sessionStore.get()) onUnauthorized?.();
    return response;
  },
};

/** What carries a request: the browser's fetch, or the server's own app when it renders a page. */
type Transport = (request: Request, init: RequestInit) => Promise<Response>;
let transport: Transport = (request, init) => fetch(request, init);

/**
 * The server render (entry-server.tsx) answers the loaders' calls in-process, without a socket. The
 * browser never calls this.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

/** A typed client on our own origin with the 10 s timeout. */
function createApiClient() {
  return createClient<paths>({
    baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
    fetch: (request) =>
      transport(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(LIMITS.apiTimeoutMs)]) }),
  });
}

/** The typed API client: 10 s timeout, Bearer token from the session store. */
export const api = createApiClient();
api.use(bearer);

/**
 * The client for account calls made without a session (sign-in, codes, reset). It never sends the
 * stored token, so a 401 here means "wrong credentials", never "your session expired".
 */
export const publicApi = createApiClient();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessBody<Op> = Op extends { responses: infer R } ? JsonBody<R[Extract<keyof R, 200 | 201>]> : never;

/**
 * The `data` of an operation's success answer, from the generated OpenAPI types:
 * `ApiData<'/api/v1/reviews/property/{propertyId}', 'get'>`.
 */
export type ApiData<P extends keyof paths, M extends Method & keyof paths[P]> =
  SuccessBody<paths[P][M]> extends { data: infer D } ? D : never;

interface Envelope {
  success?: boolean;
  message?: string;
}

/**
 * Unwraps an openapi-fetch result: the typed body on success, an ApiError with the server's message
 * (or the fallback) otherwise.
 */
export async function unwrap<T extends Envelope>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  fallback?: string,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) throw toApiError(response.status, error, fallback);
  if (data.success === false) throw new ApiError(data.message ?? fallback ?? 'Request failed.', response.status);
  return data;
}
