/** A failure with a status and a user-facing message, turned into the JSON envelope by the error handler. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    readonly data?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, data?: Record<string, unknown>) => new AppError(400, message, data);
export const unauthorized = (message = 'Authentication required.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this.', data?: Record<string, unknown>) =>
  new AppError(403, message, data);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') =>
  new AppError(429, message, { retryAfter: retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
