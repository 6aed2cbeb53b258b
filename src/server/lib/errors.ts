import { AUTH_TEXT } from '../../shared/auth';
import { MESSAGES } from '../../shared/messages';

/** A failure with a status and a user-facing message, turned into the JSON envelope by the error handler. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    readonly data?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
    /** Per-field messages, answered as `errors: [{ path, message }]` like a validation failure. */
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, data?: Record<string, unknown>) => new AppError(400, message, data);
export const unauthorized = (message: string = MESSAGES.authRequired) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden, data?: Record<string, unknown>) =>
  new AppError(403, message, data);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = AUTH_TEXT.tooManyAttempts) =>
  new AppError(429, message, { retryAfter: retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });

/** A failure that belongs to one form field (say, `images`): the message is also put on that path. */
export const fieldError = (status: 400 | 409 | 413 | 415 | 422, path: string, message: string) =>
  new AppError(status, message, undefined, undefined, [{ path, message }]);
