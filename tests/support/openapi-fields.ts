import type { TestContext } from './test-app';

interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: Schema[];
}

/**
 * The documented fields of a component of the server's OpenAPI document, sorted (an extension's
 * too: zod-openapi writes `.extend()` as allOf of the base's $ref and the new properties).
 */
export async function documentedFields(t: TestContext, component: string): Promise<string[]> {
  const doc = (await (await t.app.request('/api/v1/openapi.json')).json()) as {
    components: { schemas: Record<string, Schema> };
  };
  const fields = (s: Schema): string[] =>
    s.$ref
      ? fields(doc.components.schemas[s.$ref.split('/').pop()!]!)
      : [...Object.keys(s.properties ?? {}), ...(s.allOf ?? []).flatMap(fields)];
  return [...new Set(fields(doc.components.schemas[component]!))].sort();
}
