import { describe, expect, it } from 'vitest';
import { createResetTokenService } from '../../src/server/services/reset-tokens';
import { createTokenService } from '../../src/server/services/tokens';

const secret = 'a-secret-that-is-long-enough-for-hs256-signing';

describe('reset tokens', () => {
  it('round-trip the user id and token version', async () => {
    const resets = createResetTokenService(secret);
    const token = await resets.sign('6f1c1b8e-0000-4000-8000-000000000001', 3);
    expect(await resets.verify(token)).toEqual({ userId: '6f1c1b8e-0000-4000-8000-000000000001', tv: 3 });
  });

  it('are never accepted as sessions, and sessions are never accepted as reset tokens', async () => {
    const resets = createResetTokenService(secret);
    const sessions = createTokenService(secret);
    const reset = await resets.sign('6f1c1b8e-0000-4000-8000-000000000001', 0);
    expect(await sessions.verify(reset)).toBeNull();
    const session = await sessions.sign({ sub: '6f1c1b8e-0000-4000-8000-000000000001', role: 'USER', tv: 0 });
    expect(await resets.verify(session)).toBeNull();
  });

  it('are refused under another secret or when tampered with', async () => {
    const token = await createResetTokenService(secret).sign('u', 0);
    expect(await createResetTokenService(`${secret}-other`).verify(token)).toBeNull();
    expect(await createResetTokenService(secret).verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });
});
