import type { TestContext } from './test-app';

/** The parts of an OpenAPI 3.1 document the matrix and fuzz tests read. */
export interface SchemaObject {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  $ref?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

export interface Operation {
  /** `METHOD /api/v1/path/{param}`, the key of the matrix table. */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The request body's media type and schema (refs resolved one level), when it takes one. */
  body?: { mediaType: string; schema: SchemaObject };
  /** The documented answer statuses. */
  statuses: number[];
  secured: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

/** The server's own OpenAPI document and every operation in it. */
export async function readOperations(t: TestContext): Promise<{ operations: Operation[]; resolve: Resolver }> {
  const doc = (await (await t.app.request('/api/v1/openapi.json')).json()) as OpenApiDocument;
  const resolve: Resolver = (s) => {
    let schema = s;
    while (schema?.$ref) schema = doc.components?.schemas?.[schema.$ref.split('/').pop()!] ?? {};
    return schema ?? {};
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: SchemaObject }> };
        responses: Record<string, unknown>;
        security?: unknown[];
      };
      const [mediaType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: mediaType && content ? { mediaType, schema: resolve(content.schema) } : undefined,
        statuses: Object.keys(op.responses).map(Number),
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return { operations, resolve };
}

export type Resolver = (schema: SchemaObject | undefined) => SchemaObject;

/** `/a/{id}/b` with `{ id: 'x' }` → `/a/x/b` (values URL-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}
