import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { dictionary } from '@zxcvbn-ts/language-common'
import { AppError } from '../errors'

/**
 * scrypt at OWASP's current parameters (N=2^17, r=8, p=1: 128 MiB, issue 33): memory-hard, built into Node, no native
 * build step. Hashes made with a smaller N (2^15 before issue 33) still verify and are upgraded at the next
 * successful sign-in (`needsRehash`).
 */
const N = 1 << 17
const KEYLEN = 32
/** Node refuses scrypt above `maxmem`; 128 * N * r bytes are needed. */
const MAXMEM = 256 * 1024 * 1024

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

/** Whether a stored hash was made with weaker parameters than today's (re-hash it once the password is known). */
export function needsRehash(stored: string): boolean {
  const [algo, n] = stored.split('$')
  return algo === 'scrypt' && Number(n) < N
}

/** Compared against when the account does not exist, so timing does not reveal which emails exist. */
export const DUMMY_HASH = `scrypt$${N}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`

let common: Set<string> | undefined

/**
 * Whether the password is one of the ~49 000 most common ones found in leaks (the list zxcvbn-ts ships, MIT; checked
 * offline, no network call). Compared in lower case: "Password1" is as guessable as "password1".
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'])
  return common.has(password.normalize('NFKC').toLowerCase())
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common: it appears in lists of leaked passwords. Choose another one.'

/** 400 naming the field when a new password is one of the common ones (sign-up, reset, change). */
export function refuseCommonPassword(password: string, path: string) {
  if (isCommonPassword(password))
    throw new AppError(400, COMMON_PASSWORD_MESSAGE, [{ path, message: COMMON_PASSWORD_MESSAGE }])
}
