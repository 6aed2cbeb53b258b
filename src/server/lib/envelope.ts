import { z } from '@hono/zod-openapi';

/** `{ success, message, data }`: the shape of every JSON answer. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

export const MessageEnvelope = z.object({ success: z.literal(true), message: z.string() }).openapi('MessageEnvelope');

export const FieldError = z.object({ path: z.string(), message: z.string() }).openapi('FieldError');

export const ErrorEnvelope = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z.array(FieldError).optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi('ErrorEnvelope');

export const Pagination = z
  .object({
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
  })
  .openapi('Pagination');

export function pagination(page: number, pageSize: number, totalItems: number): z.infer<typeof Pagination> {
  return { currentPage: page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) };
}

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: ErrorEnvelope } },
  description,
});

/** Standard error responses for createRoute definitions. */
export const errorResponses = {
  400: errorResponse('Invalid input'),
  401: errorResponse('Not signed in, or the session has expired'),
  403: errorResponse('Not allowed'),
  404: errorResponse('Not found'),
  409: errorResponse('Conflict'),
  413: errorResponse('Request body too large'),
  415: errorResponse('Unsupported media type'),
  429: errorResponse('Too many requests'),
} as const;

export const jsonBody = <T extends z.ZodType>(schema: T, description = 'JSON body') => ({
  content: { 'application/json': { schema } },
  required: true,
  description,
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** The success envelope every handler answers with: `c.json(ok(message, data), 201)`. */
export function ok<T>(message: string, data: T): { success: true; message: string; data: T };
export function ok(message: string): { success: true; message: string };
export function ok(message: string, data?: unknown) {
  return data === undefined ? { success: true as const, message } : { success: true as const, message, data };
}

/** The error envelope answered outside the error handler: `c.json(fail(message), 404)`. */
export function fail<E extends { errors?: z.infer<typeof FieldError>[]; data?: Record<string, unknown> }>(
  message: string,
  extra?: E,
) {
  return { success: false as const, message, ...extra };
}
