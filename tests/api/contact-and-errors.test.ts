import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema';
import { createRateLimits } from '../../src/server/services/rate-limit';
import { readJson } from '../support/api-client';
import { createTestContext, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const PATH = '/api/v1/contact-us/contact-us-email-send';
const valid = {
  name: 'Aisha Tan',
  email: 'aisha@example.com',
  subject: 'Question',
  message: 'How do I edit my review?',
};
const post = (body: BodyInit, contentType = 'application/json') =>
  t.app.request(PATH, { method: 'POST', body, headers: { 'Content-Type': contentType } });
const stored = async () => (await t.deps.db.select({ n: count() }).from(contactMessages))[0]!.n;

describe('POST /contact-us/contact-us-email-send', () => {
  it('stores a valid message and answers with the envelope', async () => {
    const before = await stored();
    const res = await post(JSON.stringify(valid));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ success: true, message: 'Message sent successfully!' });
    expect(await stored()).toBe(before + 1);
  });

  it('answers 400 with per-field messages and stores nothing', async () => {
    const before = await stored();
    const res = await post(JSON.stringify({ ...valid, name: '', email: 'not-an-email', subject: 'x'.repeat(41) }));
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.success).toBe(false);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Invalid email address' },
        { path: 'subject', message: 'Subject must be 40 characters or less' },
      ]),
    );
    expect(await stored()).toBe(before);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await post('{"name": "Aisha", ');
    expect(res.status).toBe(400);
    expect(await readJson(res)).toMatchObject({ success: false, message: 'Malformed JSON in request body.' });
  });

  it('answers a wrong content type with 415', async () => {
    const res = await post('name=Aisha', 'text/plain');
    expect(res.status).toBe(415);
    expect(await readJson(res)).toMatchObject({ success: false });
    const form = new FormData();
    Object.entries(valid).forEach(([k, v]) => form.append(k, v));
    const multipart = await t.app.request(PATH, { method: 'POST', body: form });
    expect(multipart.status).toBe(415);
  });

  it('answers an oversized body with 413 before reading it', async () => {
    const big = JSON.stringify({ ...valid, message: 'x'.repeat(t.config.maxBodyBytes + 10) });
    const res = await t.app.request(PATH, {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(big)) },
    });
    expect(res.status).toBe(413);
    expect(await readJson(res)).toEqual({ success: false, message: 'Request body is too large.' });
  });

  it('never leaks stack traces or SQL on an unexpected failure', async () => {
    const failing = await createTestContext();
    await failing.database.close(); // every query now throws inside the handler
    const res = await failing.app.request(PATH, {
      method: 'POST',
      body: JSON.stringify(valid),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: 'Something went wrong. Please try again.' });
    expect(text).not.toMatch(/insert|select|at .*\.ts|Error:/i);
    await failing.close();
  });
});

describe('contact form rate limit', () => {
  it('answers 429 with Retry-After once an address used its budget, and stores nothing more', async () => {
    const rateLimits = createRateLimits({ limits: { contactIp: { points: 2, duration: 3600 } } });
    const limited = await createTestContext({}, { services: { rateLimits } });
    try {
      const socket = { incoming: { socket: { remoteAddress: '198.51.100.20', remoteFamily: 'IPv4' } } };
      const send = () =>
        limited.app.request(
          PATH,
          { method: 'POST', body: JSON.stringify(valid), headers: { 'Content-Type': 'application/json' } },
          socket,
        );
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      const [row] = await limited.deps.db.select({ n: count() }).from(contactMessages);
      expect(row!.n).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
