import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Config } from './config'

function secret(config: Config): string {
  // Without SESSION_SECRET (local default) the key is derived from settings every process shares. The prefix is
  // the one unsubscribe links were first signed with, so links already in inboxes keep working.
  return config.SESSION_SECRET ?? `cradle-unsubscribe:${config.DATABASE_URL ?? config.DATA_DIR}`
}

/** An HMAC of `message` with the server's secret; messages start with their purpose ("unsubscribe:…"). */
export const sign = (config: Config, message: string) =>
  createHmac('sha256', secret(config)).update(message).digest('base64url')

/** Whether `mac` is the signature of `message`, in constant time. */
export function signatureMatches(config: Config, message: string, mac: string): boolean {
  const expected = Buffer.from(sign(config, message))
  const given = Buffer.from(mac)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
