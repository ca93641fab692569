import type { Config } from '../config'
import { sign, signatureMatches } from '../signing'

/**
 * Signed, non-expiring token naming a user: `<userId>.<hmac>`. It can only turn email off, so a
 * leaked token costs little; it must keep working from old mails, hence no expiry.
 */
export function unsubscribeToken(config: Config, userId: string): string {
  return `${userId}.${sign(config, `unsubscribe:${userId}`)}`
}

/** The user id when the token is genuine, else null. */
export function verifyUnsubscribeToken(config: Config, token: string): string | null {
  const [userId, mac] = token.split('.')
  if (!userId || !mac || !/^[0-9a-f-]{36}$/i.test(userId)) return null
  return signatureMatches(config, `unsubscribe:${userId}`, mac) ? userId : null
}

export const unsubscribeUrl = (config: Config, userId: string) =>
  `${config.PUBLIC_URL}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(config, userId))}`
