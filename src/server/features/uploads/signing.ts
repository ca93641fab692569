import { createHmac, timingSafeEqual } from 'node:crypto'

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
