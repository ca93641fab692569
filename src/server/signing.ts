import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Config } from './config'
import type { Db } from './db/client'
import { serverSecrets } from './db/schema'

const SIGNING_SECRET = 'signing'

/**
 * The deployment's signing secret: SESSION_SECRET when set, else a random one made at first start and kept in the
 * database, so every process of one deployment agrees and no key is ever derived from settings that are not secret
 * (decision A12). Concurrent first starts race on one insert; the loser reads the winner's.
 */
export async function loadSigningSecret(db: Db, config: Config): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET
  await db
    .insert(serverSecrets)
    .values({ name: SIGNING_SECRET, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SIGNING_SECRET))
  return row.value
}

/** The configuration with the deployment's signing secret filled in: what buildApp hands to every feature. */
export async function withSigningSecret(db: Db, config: Config): Promise<Config> {
  if (config.SESSION_SECRET) return config
  return Object.freeze({ ...config, SESSION_SECRET: await loadSigningSecret(db, config) })
}

function secret(config: Config): string {
  if (!config.SESSION_SECRET)
    throw new Error('No signing secret: build the app with withSigningSecret(db, config) first')
  return config.SESSION_SECRET
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

/** A key of its own for one purpose (upload URLs), from the same secret. */
export const purposeKey = (config: Config, purpose: string): Buffer =>
  createHmac('sha256', secret(config)).update(`key:${purpose}`).digest()

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A link's token naming one row: `<id>.<hmac of purpose:id>`. The table keeps only the id, so neither a leaked table
 * nor an outbox row holds a usable link (reset and confirmation links).
 */
export const rowToken = (config: Config, purpose: string, id: string) =>
  `${id}.${sign(config, `${purpose}:${id}`)}`

/** The row id of a genuine token for this purpose, else null. */
export function rowIdOf(config: Config, purpose: string, token: string): string | null {
  const [id, mac, ...rest] = token.split('.')
  if (rest.length || !id || !mac || !UUID.test(id)) return null
  return signatureMatches(config, `${purpose}:${id}`, mac) ? id : null
}
