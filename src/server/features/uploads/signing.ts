import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '../../config'

/**
 * The key that signs upload URLs. Every process must agree on it: derived from SESSION_SECRET when set,
 * else a random key kept in DATA_DIR (created once). See docs/decisions/admin-events.md.
 */
export function loadUploadSecret(config: Config): Buffer {
  if (config.SESSION_SECRET)
    return createHash('sha256').update(`cradle-uploads:${config.SESSION_SECRET}`).digest()
  const file = path.resolve(config.DATA_DIR, 'upload-signing.key')
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
  } catch {
    mkdirSync(path.dirname(file), { recursive: true })
    const key = randomBytes(32)
    try {
      // 'wx': if another process wrote it first, read theirs instead.
      writeFileSync(file, key.toString('hex'), { flag: 'wx', mode: 0o600 })
      return key
    } catch {
      return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
    }
  }
}

const payload = (key: string, purpose: string, expires: number) => `${key}\n${purpose}\n${expires}`

export function signUpload(secret: Buffer, key: string, purpose: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(payload(key, purpose, expires))
    .digest('base64url')
}

export function verifyUpload(
  secret: Buffer,
  key: string,
  purpose: string,
  expires: number,
  sig: string,
): boolean {
  const want = Buffer.from(signUpload(secret, key, purpose, expires))
  const got = Buffer.from(sig)
  return want.length === got.length && timingSafeEqual(want, got)
}
