import type { components, paths } from '../../src/api-types';

/**
 * Typed reading of API answers, built on the types generated from the server's OpenAPI document
 * (src/api-types.ts). Paths are written without the `/api/v1` prefix and with their `{params}`,
 * exactly as the document lists them: `readJson<'/properties/get-properties-by-slug/{slug}'>(res)`.
 */
type FullPath = keyof paths;
export type ApiPath = FullPath extends `/api/v1${infer P}` ? P : never;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type MethodsOf<P extends FullPath> = {
  [M in Method]: paths[P][M] extends { responses: object } ? M : never;
}[Method];
/** A path's GET when it has one, else its one method; name another with readJson's second parameter. */
type DefaultMethod<S extends string> = `/api/v1${S}` extends infer F
  ? F extends FullPath
    ? 'get' extends MethodsOf<F>
      ? 'get'
      : MethodsOf<F>
    : Method
  : never;
type OperationOf<P extends FullPath, M extends Method> = paths[P][M] extends { responses: object }
  ? paths[P][M]
  : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessOf<O> = O extends { responses: infer R } ? JsonOf<R[Extract<keyof R, 200 | 201>]> : never;
type DataOf<B> = B extends { data: infer D } ? D : undefined;

type FieldError = components['schemas']['FieldError'];

/**
 * An answer as a test reads it: `data` typed as the operation's success data, plus the error
 * envelope's `errors`. On an error answer `data` is absent or carries the error's details (the
 * status says which), so tests assert on it with `toEqual`/`toBeUndefined` rather than trusting the type.
 */
export interface ApiAnswer<D = unknown> {
  success: boolean;
  message: string;
  data: D;
  errors?: FieldError[];
}

/** The answer type of `path` (any string: unknown paths read as untyped data). */
export type AnswerOf<S extends string, M extends Method = DefaultMethod<S>> = `/api/v1${S}` extends infer F
  ? F extends FullPath
    ? ApiAnswer<DataOf<SuccessOf<OperationOf<F, M>>>>
    : ApiAnswer
  : never;

/** The JSON body of a response, typed as the answer of the given API path (untyped without one). */
export async function readJson<P extends ApiPath | '' = '', M extends Method = DefaultMethod<P>>(
  res: Response,
): Promise<AnswerOf<P, M>> {
  return (await res.json()) as AnswerOf<P, M>;
}

/**
 * The JSON body of an answer read across several shapes (list helpers shared by many paths); each
 * test asserts the fields it reads. Prefer `readJson<'/path'>` where one path is read.
 */
export async function readLooseJson(res: Response): Promise<ApiAnswer<any>> {
  return (await res.json()) as ApiAnswer<any>;
}
