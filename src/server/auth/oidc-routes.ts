import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { afterSignIn, safeRedirect } from '../../domain/safe-redirect'
import type { Config } from '../config'
import { AppError } from '../errors'
import type { Devices } from './devices'
import type { MfaSignIn } from './mfa-routes'
import { OIDC_CALLBACK_PATH, type OidcClient, type OidcTransaction } from './oidc'
import type { AuthService } from './service'
import { startSession } from './session-cookie'
import type { SessionStore } from './sessions'

const TRANSACTION_COOKIE = 'cradle_oidc'
const TRANSACTION_MAX_AGE_S = 600

const TransactionSchema = z.object({ state: z.string(), verifier: z.string(), redirect: z.string() })
const RedirectQuery = z.object({ redirect: z.string().max(2000).optional() })

/**
 * OpenID Connect sign-in: /api/login and /api/signup send the browser to the identity provider,
 * which returns it to the callback; the account is found or created and a session starts exactly as
 * with a password.
 */
export function registerOidcRoutes(
  app: FastifyInstance,
  deps: {
    config: Config
    auth: AuthService
    sessions: SessionStore
    devices: Devices
    oidc: OidcClient
    rateLimit: { rateLimit: { max: number; timeWindow: string } }
    mfaSignIn: Pick<MfaSignIn, 'challenge'>
  },
) {
  const { config, auth, oidc } = deps
  const cookie = {
    // Scoped to the callback; Lax is sent on the provider's top-level redirect back to us.
    path: OIDC_CALLBACK_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL.startsWith('https://'),
  }

  async function begin(
    req: FastifyRequest<{ Querystring: z.infer<typeof RedirectQuery> }>,
    reply: FastifyReply,
  ) {
    const { redirect } = req.query
    let started: Awaited<ReturnType<OidcClient['begin']>>
    try {
      started = await oidc.begin(safeRedirect(redirect))
    } catch (error) {
      req.log.error({ err: error }, 'OIDC discovery failed')
      return reply.code(502).send({ message: 'The sign-in service is unavailable. Please try again later.' })
    }
    const value = Buffer.from(JSON.stringify(started.transaction)).toString('base64url')
    reply.setCookie(TRANSACTION_COOKIE, value, { ...cookie, maxAge: TRANSACTION_MAX_AGE_S })
    return reply.redirect(started.url)
  }

  const opts = { config: deps.rateLimit, schema: { hide: true } }
  // A bad `redirect` (repeated, too long) is a 400 like any bad input, as without OIDC.
  const beginOpts = { config: deps.rateLimit, schema: { hide: true, querystring: RedirectQuery } }
  app.get('/api/login', beginOpts, begin)
  app.get('/api/signup', beginOpts, begin)

  app.get(OIDC_CALLBACK_PATH, opts, async (req, reply) => {
    const transaction = readTransaction(req.cookies[TRANSACTION_COOKIE])
    reply.clearCookie(TRANSACTION_COOKIE, cookie)
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
    const params = new URLSearchParams(search)
    if (!transaction || params.get('state') !== transaction.state) {
      throw new AppError(400, 'This sign-in link is invalid or has expired. Please sign in again.')
    }
    if (params.get('error')) {
      throw new AppError(
        400,
        `Sign-in was not completed: ${params.get('error_description') ?? params.get('error')}`,
      )
    }
    let identity: Awaited<ReturnType<OidcClient['complete']>>
    try {
      identity = await oidc.complete(search, transaction)
    } catch (error) {
      req.log.warn({ err: error }, 'OIDC code exchange failed')
      throw new AppError(400, 'Sign-in could not be completed. Please sign in again.')
    }
    const user = await auth.signInWithOidc(identity)
    if (user.mfaEnabled) {
      // An account that turned on Cradle's second factor is asked its code here too (issue 33).
      deps.mfaSignIn.challenge(reply, user.id)
      return reply.redirect(`/sign-in?step=code&redirect=${encodeURIComponent(transaction.redirect)}`)
    }
    await startSession(deps, req, reply, user.id)
    // Back to the page that sent the person, else to where their role's work is (as the sign-in page does); a new
    // account is first asked the sign-up's age question (issue 33).
    const next = afterSignIn(transaction.redirect, user.role)
    if (user.ageConfirmationNeeded) return reply.redirect(`/confirm-age?redirect=${encodeURIComponent(next)}`)
    return reply.redirect(next)
  })
}

function readTransaction(raw: string | undefined): OidcTransaction | null {
  if (!raw) return null
  try {
    const parsed = TransactionSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
