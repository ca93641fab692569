import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

// scrypt (N=2^15, r=8, p=1): memory-hard, built into Node, no native build step.
const N = 1 << 15
const KEYLEN = 32
const MAXMEM = 64 * 1024 * 1024

function derive(password: string, salt: Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r: 8, p: 1, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N)
  return `scrypt$${N}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, salt, key] = stored.split('$')
  if (algo !== 'scrypt' || !n || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** Compared against when the account does not exist, so timing does not reveal which emails exist. */
export const DUMMY_HASH = 'scrypt$32768$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
