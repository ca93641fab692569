import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { UserSchema } from '../../domain/auth'
import {
  MFA_CODE_WRONG,
  MfaEnableSchema,
  MfaLoginSchema,
  MfaProofSchema,
  MfaSetupSchema,
  MfaStatusSchema,
  RecoveryCodesSchema,
} from '../../domain/mfa'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { AppError } from '../errors'
import type { Devices } from './devices'
import { currentUser, requireUser } from './guard'
import { createMfa, MFA_TICKET_TTL_MS, mfaTicket, mfaTicketUser } from './mfa'
import type { AuthService, SignInClient } from './service'
import { startSession } from './session-cookie'
import type { SessionStore } from './sessions'

/** The password step's ticket: scoped to the code step's path, gone once it is used or after five minutes. */
const TICKET_COOKIE = 'cradle_mfa'
const TICKET_PATH = '/api/auth/login/mfa'

export interface MfaRouteDeps {
  config: Config
  db: Db
  clock: Clock
  auth: AuthService
  sessions: SessionStore
  devices: Devices
  clientOf: (req: FastifyRequest) => SignInClient
  perClient: (max: number) => { rateLimit: { max: number; timeWindow: string } }
}

export function createMfaSignIn(deps: MfaRouteDeps) {
  const cookie = {
    path: TICKET_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: deps.config.PUBLIC_URL.startsWith('https://'),
  }
  return {
    mfa: createMfa(deps),
    /** After a right password for an account with a second factor: no session yet, a ticket for the code step. */
    challenge(reply: FastifyReply, userId: string) {
      reply.setCookie(TICKET_COOKIE, mfaTicket(deps.config, userId, deps.clock.now()), {
        ...cookie,
        maxAge: MFA_TICKET_TTL_MS / 1000,
      })
      return { mfaRequired: true as const }
    },
    cookie,
  }
}

export type MfaSignIn = ReturnType<typeof createMfaSignIn>

/** Two-step sign-in (issue 33): the code step of sign-in, and Settings' setup, status and turning it off. */
export const mfaRoutes: FastifyPluginAsyncZod<
  MfaRouteDeps & { signIn: ReturnType<typeof createMfaSignIn> }
> = async (app, deps) => {
  const { config, auth, signIn, clientOf, perClient } = deps
  const { mfa } = signIn
  const tags = ['auth']
  const adminMfaRequired = config.ADMIN_MFA === 'required'

  app.post(
    TICKET_PATH,
    { config: perClient(20), schema: { tags, body: MfaLoginSchema, response: { 200: UserSchema } } },
    async (req, reply) => {
      const userId = mfaTicketUser(config, req.cookies[TICKET_COOKIE], deps.clock.now())
      if (!userId) {
        reply.clearCookie(TICKET_COOKIE, signIn.cookie)
        throw new AppError(401, 'Your sign-in has expired. Please enter your email and password again.')
      }
      // Wrong codes count toward the same pause as wrong passwords (5 in 15 minutes per account).
      const user = await auth.secondStep(
        userId,
        clientOf(req),
        (code) => mfa.check(userId, code),
        req.body.code,
      )
      if (!user) throw new AppError(401, MFA_CODE_WRONG, [{ path: 'code', message: MFA_CODE_WRONG }])
      reply.clearCookie(TICKET_COOKIE, signIn.cookie)
      await startSession(deps, req, reply, user.id)
      return user
    },
  )

  app.get(
    '/api/auth/mfa',
    { onRequest: requireUser, schema: { tags, response: { 200: MfaStatusSchema } } },
    async (req) => mfa.status(currentUser(req).id, adminMfaRequired),
  )

  app.post(
    '/api/auth/mfa/setup',
    { onRequest: requireUser, config: perClient(10), schema: { tags, response: { 200: MfaSetupSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return mfa.beginSetup(currentUser(req).id)
    },
  )

  app.post(
    '/api/auth/mfa/enable',
    {
      onRequest: requireUser,
      config: perClient(10),
      schema: { tags, body: MfaEnableSchema, response: { 200: RecoveryCodesSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return { recoveryCodes: await mfa.enable(currentUser(req).id, req.body.code) }
    },
  )

  const prove = (req: FastifyRequest, body: z.infer<typeof MfaProofSchema>) => {
    const user = currentUser(req)
    return mfa.prove(user.id, body, (password) => auth.confirmPassword(user.id, password, clientOf(req)))
  }

  app.post(
    '/api/auth/mfa/disable',
    { onRequest: requireUser, config: perClient(10), schema: { tags, body: MfaProofSchema } },
    async (req, reply) => {
      const user = currentUser(req)
      if (!user.mfaEnabled) throw new AppError(409, 'Two-step sign-in is already off for this account')
      await prove(req, req.body)
      await mfa.disable(user.id)
      return reply.code(204).send()
    },
  )

  app.post(
    '/api/auth/mfa/recovery-codes',
    {
      onRequest: requireUser,
      config: perClient(10),
      schema: { tags, body: MfaProofSchema, response: { 200: RecoveryCodesSchema } },
    },
    async (req, reply) => {
      const user = currentUser(req)
      if (!user.mfaEnabled) throw new AppError(409, 'Turn on two-step sign-in first')
      await prove(req, req.body)
      reply.header('cache-control', 'no-store')
      return { recoveryCodes: await mfa.newRecoveryCodes(user.id) }
    },
  )
}

export const MfaLoginAnswerSchema = z.union([UserSchema, z.object({ mfaRequired: z.literal(true) })])
