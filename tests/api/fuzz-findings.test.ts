import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';
import { makeUser } from './reviews-fixtures';

/** Defects the OpenAPI fuzz (fuzz.test.ts) found, one focused test each. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('found by fuzzing', () => {
  it('answers 400, not 500, to JSON nested thousands of levels deep', async () => {
    // The control-character check walked the body recursively and overflowed the call stack.
    for (const body of [
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `${'{"a":'.repeat(5000)}"\u0000"${'}'.repeat(5000)}`,
    ]) {
      const res = await t.app.request('/api/v1/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect((await readJson(res)).success).toBe(false);
    }
  });

  it('answers a JSON body to the profile photo upload with 415, not 500', async () => {
    // The control-character check consumed the body, and the route's own size limit then read the
    // locked stream ('ReadableStream is locked').
    const user = await makeUser(t);
    const res = await t.app.request(`/api/v1/profile/update-user-profile/${user.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...user.auth },
      body: JSON.stringify({ profileImage: 'not a file' }),
    });
    expect(res.status).toBe(415);
    expect((await readJson(res)).success).toBe(false);
  });
});
