import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Config } from '../config'

/**
 * Signed, non-expiring token naming a user: `<userId>.<hmac>`. It can only turn email off, so a
 * leaked token costs little; it must keep working from old mails, hence no expiry.
 */
function secret(config: Config): string {
  // Without SESSION_SECRET (local default) the key is derived from settings every process shares.
  return config.SESSION_SECRET ?? `cradle-unsubscribe:${config.DATABASE_URL ?? config.DATA_DIR}`
}

const sign = (config: Config, userId: string) =>
  createHmac('sha256', secret(config)).update(`unsubscribe:${userId}`).digest('base64url')

export function unsubscribeToken(config: Config, userId: string): string {
  return `${userId}.${sign(config, userId)}`
}

/** The user id when the token is genuine, else null. */
export function verifyUnsubscribeToken(config: Config, token: string): string | null {
  const [userId, mac] = token.split('.')
  if (!userId || !mac || !/^[0-9a-f-]{36}$/i.test(userId)) return null
  const expected = Buffer.from(sign(config, userId))
  const given = Buffer.from(mac)
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null
}

export const unsubscribeUrl = (config: Config, userId: string) =>
  `${config.PUBLIC_URL.replace(/\/$/, '')}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(config, userId))}`
