import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ChangeEmailSchema, EMAIL_CHANGE_SENT } from '../../domain/account'
import {
  AgeConfirmationSchema,
  ChangePasswordSchema,
  EMAIL_VERIFICATION_SENT,
  LoginSchema,
  PASSWORD_RESET_SENT,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  SignupSchema,
  UserSchema,
  VerifyEmailSchema,
} from '../../domain/auth'
import { safeRedirect } from '../../domain/safe-redirect'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { AppError } from '../errors'
import type { Devices } from './devices'
import type { EmailVerifications } from './email-verification'
import { refuseForeignTrigger } from './fetch-metadata'
import { currentUser, requireUser } from './guard'
import { createMfaSignIn, MfaLoginAnswerSchema, mfaRoutes } from './mfa-routes'
import { createOidcClient } from './oidc'
import { registerOidcRoutes } from './oidc-routes'
import type { PasswordResets } from './password-reset'
import type { AuthService, SignInClient } from './service'
import { endSession, startSession } from './session-cookie'
import type { SessionStore } from './sessions'

export { sessionCookieName } from './session-cookie'

export const authRoutes: FastifyPluginAsyncZod<{
  config: Config
  db: Db
  clock: Clock
  auth: AuthService
  sessions: SessionStore
  resets: PasswordResets
  verifications: EmailVerifications
  devices: Devices
}> = async (app, { config, db, clock, auth, sessions, resets, verifications, devices }) => {
  const session = { config, sessions, devices }
  const clientOf = (req: FastifyRequest): SignInClient => ({ ip: req.ip, deviceId: devices.read(req) })
  const perClient = (max: number) => ({
    rateLimit: { max: Math.ceil(max * config.RATE_LIMIT_FACTOR), timeWindow: '1 minute' },
  })
  const mfaSignIn = createMfaSignIn({ config, db, clock, auth, sessions, devices, clientOf, perClient })

  app.post(
    '/api/auth/signup',
    { config: perClient(10), schema: { tags: ['auth'], body: SignupSchema, response: { 201: UserSchema } } },
    async (req, reply) => {
      const user = await auth.signup(req.body)
      await startSession(session, req, reply, user.id)
      return reply.code(201).send(user)
    },
  )

  app.post(
    '/api/auth/login',
    {
      config: perClient(20),
      schema: { tags: ['auth'], body: LoginSchema, response: { 200: MfaLoginAnswerSchema } },
    },
    async (req, reply) => {
      const user = await auth.login(req.body, clientOf(req))
      // A second factor: no session until its code is given (POST /api/auth/login/mfa, issue 33).
      if (user.mfaEnabled) return mfaSignIn.challenge(reply, user.id)
      await startSession(session, req, reply, user.id)
      return user
    },
  )
  await app.register(mfaRoutes, {
    config,
    db,
    clock,
    auth,
    sessions,
    devices,
    clientOf,
    perClient,
    signIn: mfaSignIn,
  })

  app.post(
    '/api/auth/password-reset',
    {
      config: perClient(5),
      schema: {
        tags: ['auth'],
        body: PasswordResetRequestSchema,
        response: { 202: z.object({ message: z.string() }) },
      },
    },
    async (req, reply) => {
      await resets.request(req.body.email)
      return reply.code(202).send({ message: PASSWORD_RESET_SENT })
    },
  )

  app.get(
    '/api/auth/password-reset/status',
    {
      config: perClient(30),
      schema: {
        tags: ['auth'],
        querystring: z.object({ token: z.string().max(200).default('') }),
        response: { 200: z.object({ usable: z.boolean() }) },
      },
    },
    async (req) => ({ usable: await resets.isUsable(req.query.token) }),
  )

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: perClient(10),
      schema: { tags: ['auth'], body: PasswordResetSchema, response: { 200: MfaLoginAnswerSchema } },
    },
    async (req, reply) => {
      const user = await resets.reset(req.body)
      // An emailed link proves the mailbox, not the second factor: its code is still asked (issue 33).
      if (user.mfaEnabled) return mfaSignIn.challenge(reply, user.id)
      // Every other session of the account has just ended; this browser starts a fresh one.
      await startSession(session, req, reply, user.id)
      return user
    },
  )

  app.post(
    '/api/auth/password',
    { onRequest: requireUser, config: perClient(10), schema: { tags: ['auth'], body: ChangePasswordSchema } },
    async (req, reply) => {
      const user = currentUser(req)
      await auth.changePassword(user.id, req.body, clientOf(req))
      // Every session of the account has ended; this browser stays signed in with a fresh one.
      await startSession(session, req, reply, user.id)
      return reply.code(204).send()
    },
  )

  app.post(
    '/api/auth/verify-email',
    {
      onRequest: requireUser,
      config: perClient(10),
      schema: { tags: ['auth'], body: VerifyEmailSchema, response: { 200: UserSchema } },
    },
    async (req) => verifications.verify(currentUser(req), req.body.token),
  )

  app.post(
    '/api/auth/verify-email/resend',
    {
      onRequest: requireUser,
      config: perClient(5),
      schema: { tags: ['auth'], response: { 202: z.object({ message: z.string() }) } },
    },
    async (req, reply) => {
      await verifications.resend(currentUser(req).id)
      return reply.code(202).send({ message: EMAIL_VERIFICATION_SENT })
    },
  )

  app.post(
    '/api/auth/email',
    {
      onRequest: requireUser,
      config: perClient(5),
      schema: {
        tags: ['auth'],
        body: ChangeEmailSchema,
        response: { 202: z.object({ message: z.string() }) },
      },
    },
    async (req, reply) => {
      const user = currentUser(req)
      await auth.confirmPassword(user.id, req.body.password, clientOf(req))
      await verifications.requestChange(user.id, req.body.email)
      return reply.code(202).send({ message: EMAIL_CHANGE_SENT(req.body.email) })
    },
  )

  app.post(
    '/api/auth/age-confirmation',
    {
      onRequest: requireUser,
      config: perClient(10),
      schema: { tags: ['auth'], body: AgeConfirmationSchema, response: { 200: UserSchema } },
    },
    async (req) => auth.confirmAge(currentUser(req).id),
  )

  app.post('/api/auth/logout', { schema: { tags: ['auth'] } }, async (req, reply) => {
    await endSession(session, req, reply)
    return reply.code(204).send()
  })

  app.get('/api/auth/user', { schema: { tags: ['auth'], response: { 200: UserSchema } } }, async (req) => {
    if (!req.user) throw new AppError(401, 'Unauthorized')
    return req.user
  })

  const RedirectQuery = z.object({ redirect: z.string().max(2000).optional() })

  // Browser navigations: the SPA renders the forms; OIDC (when OIDC_* is set) replaces them.
  const oidc = createOidcClient(config)
  if (oidc) {
    registerOidcRoutes(app, { config, auth, sessions, devices, oidc, rateLimit: perClient(20), mfaSignIn })
  } else {
    app.get('/api/login', { schema: { hide: true, querystring: RedirectQuery } }, async (req, reply) => {
      const redirect = safeRedirect(req.query.redirect)
      return reply.redirect(`/sign-in?redirect=${encodeURIComponent(redirect)}`)
    })
    app.get('/api/signup', { schema: { hide: true, querystring: RedirectQuery } }, async (req, reply) => {
      const redirect = safeRedirect(req.query.redirect)
      return reply.redirect(`/sign-up?redirect=${encodeURIComponent(redirect)}`)
    })
  }
  // The spec's Sign Out is a navigation: the menu's link or the typed address signs out; another site's link, or a
  // picture on any page, does not (issue 32).
  app.get('/api/logout', { schema: { hide: true } }, async (req, reply) => {
    refuseForeignTrigger(req, 'This sign-out did not come from Cradle. Use Sign Out in the account menu.', {
      navigationOnly: true,
    })
    await endSession(session, req, reply)
    return reply.redirect('/')
  })
}
