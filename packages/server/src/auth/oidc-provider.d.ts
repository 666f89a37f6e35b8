// oidc-provider ships no types (DefinitelyTyped's lag its majors); the tests use this much of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims: () => Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean }>;
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
