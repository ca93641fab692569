import type * as OpenId from 'openid-client'
import { lazy } from '../adapters/lazy'
import type { Config } from '../config'

/** openid-client is loaded with the first sign-in through the identity provider, not with every process. */
const openidClient = lazy(() => import('openid-client'))

/** openid-client refuses plain http; we allow it only for an issuer on this machine (tests, local IdPs). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback'

/** What the browser carries between /api/login and the callback (httpOnly cookie, 10 minutes). */
export interface OidcTransaction {
  state: string
  verifier: string
  redirect: string
}

export interface OidcIdentity {
  subject: string
  email: string | null
  emailVerified: boolean
  firstName: string | null
  lastName: string | null
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/** Maps standard claims to our user fields; `name` is split when given/family names are missing. */
export function identityFromClaims(claims: Record<string, unknown>): OidcIdentity {
  const name = str(claims.name)
  const [first, ...rest] = name ? name.split(/\s+/) : []
  return {
    subject: String(claims.sub),
    email: str(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: str(claims.given_name) ?? first ?? null,
    lastName: str(claims.family_name) ?? (rest.length ? rest.join(' ') : null),
  }
}

/** The OpenID Connect relying party, or null when OIDC_ISSUER / OIDC_CLIENT_ID are not set. */
export function createOidcClient(config: Config) {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID) return null
  const issuer = new URL(OIDC_ISSUER)
  const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)
  const redirectUri = config.PUBLIC_URL + OIDC_CALLBACK_PATH

  // Discovered once, on first use (not at start: the server must boot while the IdP is down);
  // a failure is forgotten so the next sign-in tries again.
  let discovered: Promise<OpenId.Configuration> | undefined
  function configuration() {
    discovered ??= openidClient()
      .then((client) =>
        client.discovery(
          issuer,
          OIDC_CLIENT_ID as string,
          undefined,
          OIDC_CLIENT_SECRET ? client.ClientSecretBasic(OIDC_CLIENT_SECRET) : client.None(),
          insecure ? { execute: [client.allowInsecureRequests] } : undefined,
        ),
      )
      .catch((e: unknown) => {
        discovered = undefined
        throw e
      })
    return discovered
  }

  return {
    redirectUri,

    /** The authorization URL (code flow, S256 PKCE, random state) and what to remember until the callback. */
    async begin(redirect: string): Promise<{ url: string; transaction: OidcTransaction }> {
      const [client, cfg] = await Promise.all([openidClient(), configuration()])
      const verifier = client.randomPKCECodeVerifier()
      const state = client.randomState()
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      })
      return { url: url.href, transaction: { state, verifier, redirect } }
    },

    /** Exchanges the code (state and PKCE checked by openid-client) and reads who signed in. */
    async complete(search: string, transaction: OidcTransaction): Promise<OidcIdentity> {
      const [client, cfg] = await Promise.all([openidClient(), configuration()])
      const current = new URL(redirectUri)
      current.search = search
      const tokens = await client.authorizationCodeGrant(cfg, current, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims) throw new Error('no ID token')
      let all: Record<string, unknown> = { ...claims }
      // Many providers put email and names only in the UserInfo answer, not in the ID token.
      if (!all.email && tokens.access_token) {
        all = { ...(await client.fetchUserInfo(cfg, tokens.access_token, claims.sub)), sub: claims.sub }
      }
      return identityFromClaims(all)
    },
  }
}
export type OidcClient = NonNullable<ReturnType<typeof createOidcClient>>
