// oidc-provider ships no type declarations (and @types/oidc-provider is not installed): the small
// part of its API that tests/support/oidc-provider.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface GrantConstructor {
    new (init: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }
  interface InteractionContext {
    oidc: {
      provider: { Grant: GrantConstructor };
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }
  export interface Configuration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, unknown>;
    interactions?: { url?: (ctx: unknown, interaction: { uid: string }) => string };
    cookies?: { keys?: string[] };
    findAccount?: (
      ctx: unknown,
      accountId: string,
    ) => Promise<{ accountId: string; claims: () => Promise<Record<string, unknown>> } | undefined>;
    loadExistingGrant?: (ctx: InteractionContext) => Promise<Grant | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ uid: string }>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
