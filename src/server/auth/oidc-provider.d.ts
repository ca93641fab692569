// oidc-provider ships no type declarations; this is the small part the OIDC test uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface Account {
    accountId: string
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[]
    claims?: Record<string, string[]>
    cookies?: { keys?: string[] }
    features?: Record<string, { enabled: boolean }>
    pkce?: { required?: () => boolean }
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined> | Account | undefined
    [key: string]: unknown
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
  }
}
