import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { trustedDevices } from '../db/schema'
import { sign, signatureMatches } from '../signing'

/** Chrome's cap on a cookie's life: the browser stays known for as long as a cookie may last. */
const DEVICE_COOKIE_DAYS = 400

export const deviceCookieName = (config: Config) =>
  config.PUBLIC_URL.startsWith('https://') ? '__Host-cradle_device' : 'cradle_device'

const deviceMac = (config: Config, id: string) => sign(config, `device:${id}`)

/**
 * A browser's own id, in a signed cookie set at every sign-in. Failed sign-ins from a browser the account has signed
 * in from before count apart from everyone else's, so a stranger's wrong passwords never lock the owner's own
 * devices out (decision A11). Only the id is trusted, never the cookie's claim of an account.
 */
export function createDevices(deps: { db: Db; clock: Clock; config: Config }) {
  const { db, clock, config } = deps
  const name = deviceCookieName(config)

  /** The request's device id when its cookie is genuine, else null (a forged one counts as a stranger). */
  function read(req: FastifyRequest): string | null {
    const value = req.cookies[name]
    if (!value) return null
    const [id, mac, ...rest] = value.split('.')
    if (rest.length || !id || !mac || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null
    return signatureMatches(config, `device:${id}`, mac) ? id : null
  }

  return {
    read,

    /** After a sign-in: the browser keeps (or gets) its id, and the account knows it from now on. */
    async remember(req: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
      let id = read(req)
      if (!id) {
        id = randomBytes(16).toString('base64url')
        reply.setCookie(name, `${id}.${deviceMac(config, id)}`, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.PUBLIC_URL.startsWith('https://'),
          maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
        })
      }
      const now = clock.now()
      await db
        .insert(trustedDevices)
        .values({ userId, deviceId: id, createdAt: now, lastSeenAt: now })
        .onConflictDoUpdate({
          target: [trustedDevices.userId, trustedDevices.deviceId],
          set: { lastSeenAt: sql`excluded.last_seen_at` },
        })
    },
  }
}
export type Devices = ReturnType<typeof createDevices>
