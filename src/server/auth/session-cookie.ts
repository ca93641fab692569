import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config'
import type { Devices } from './devices'
import type { SessionStore } from './sessions'

export const sessionCookieName = (config: Config) =>
  config.PUBLIC_URL.startsWith('https://') ? '__Host-cradle_session' : 'cradle_session'

const cookieOptions = (config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.PUBLIC_URL.startsWith('https://'),
})

/**
 * Every way of signing in (password or OpenID Connect) ends here: the old session is dropped
 * and a fresh random id is issued, so a planted cookie never survives sign-in. The browser is remembered as one
 * the account signs in from (devices.ts).
 */
export async function startSession(
  deps: { config: Config; sessions: SessionStore; devices: Devices },
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const name = sessionCookieName(deps.config)
  const old = req.cookies[name]
  if (old) await deps.sessions.destroy(old)
  const { token, expiresAt } = await deps.sessions.create(userId, {
    userAgent: req.headers['user-agent'],
    ip: req.ip,
  })
  reply.setCookie(name, token, { ...cookieOptions(deps.config), expires: expiresAt })
  await deps.devices.remember(req, reply, userId)
}

/**
 * The signed-in user of a request. A session marked by a role change is swapped for a fresh id here,
 * so the new privileges never ride on the old credential and no new sign-in is needed.
 */
export async function resumeSession(
  deps: { config: Config; sessions: SessionStore },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const name = sessionCookieName(deps.config)
  const token = req.cookies[name]
  if (!token) return null
  const read = req.routeOptions.config.sessionRead
  const found = read ? await deps.sessions.resumeWith(read, req, token) : await deps.sessions.lookup(token)
  if (!found) return null
  await deps.sessions.touch(token)
  if (found.rotate) {
    const fresh = await deps.sessions.rotate(token, { userAgent: req.headers['user-agent'], ip: req.ip })
    if (fresh) reply.setCookie(name, fresh.token, { ...cookieOptions(deps.config), expires: fresh.expiresAt })
  }
  return found.user
}

export async function endSession(
  deps: { config: Config; sessions: SessionStore },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const name = sessionCookieName(deps.config)
  const token = req.cookies[name]
  if (token) await deps.sessions.destroy(token)
  reply.clearCookie(name, cookieOptions(deps.config))
}
