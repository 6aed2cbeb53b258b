import { MESSAGES } from '@/shared/messages';

export interface FieldError {
  path: string;
  message: string;
}

/** A failed API call with the server's message (or a fallback) and its field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  data?: unknown;
}

/** The one error-to-message mapper: server message when present, else the caller's fallback. */
export function toApiError(status: number, body: unknown, fallback: string = MESSAGES.unexpected): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const message = typeof b.message === 'string' && b.message ? b.message : fallback;
  const errors = Array.isArray(b.errors) ? (b.errors as FieldError[]) : [];
  const data = b.data && typeof b.data === 'object' ? (b.data as Record<string, unknown>) : undefined;
  return new ApiError(message, status, errors, data);
}

/** A user-facing message for anything thrown by a request. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.unexpected): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return MESSAGES.timeout;
  if (error instanceof TypeError)
    return typeof navigator !== 'undefined' && !navigator.onLine ? MESSAGES.offline : MESSAGES.network;
  return fallback;
}
