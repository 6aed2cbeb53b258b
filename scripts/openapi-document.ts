import { createTestContext } from '../tests/support/test-app';

/** The server's OpenAPI document, read from the real app on a throwaway in-memory database. */
export async function readOpenApiDocument(): Promise<unknown> {
  const t = await createTestContext({ GOOGLE_CLIENT_ID: 'documented-client-id' });
  try {
    const res = await t.app.request('/api/v1/openapi.json');
    return await res.json();
  } finally {
    await t.close();
  }
}
