import { scrypt, timingSafeEqual } from 'node:crypto'
import { type Algorithm, hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'
import { AppError } from '../errors'
import { hashQueue } from './hash-queue'

/**
 * Argon2id at OWASP's first recommended setting (m=19 MiB, t=2, p=1; issue 33, decision P6), from @node-rs/argon2
 * (a prebuilt binary shipped in the npm package, no build step). Scrypt hashes from before (N=2^15) still verify
 * and are replaced at the next successful sign-in (`needsRehash`).
 */
// Algorithm.Argon2id is 2 (a const enum, which isolated modules cannot read).
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`

const normalize = (password: string) => password.normalize('NFKC')

/** The pre-issue-33 scheme: scrypt with the N the hash names, r=8, p=1. */
function scryptDerive(password: string, salt: Buffer, n: number): Promise<Buffer> {
  return hashQueue(
    () =>
      new Promise((resolve, reject) =>
        scrypt(normalize(password), salt, 32, { N: n, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  )
}

export function hashPassword(password: string): Promise<string> {
  return hashQueue(() => argon2Hash(normalize(password), ARGON2))
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) {
    try {
      return await hashQueue(() => argon2Verify(stored, normalize(password)))
    } catch {
      return false
    }
  }
  const [algo, n, salt, key] = stored.split('$')
  if (algo !== 'scrypt' || !n || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await scryptDerive(password, Buffer.from(salt, 'base64url'), Number(n))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** Whether a stored hash was made with another scheme or weaker settings than today's (re-hash it once known). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX)
}

/** Compared against when the account does not exist, so timing does not reveal which emails exist. */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$9nfZGyprjjYbCkXQlfQp6g$G4rWKPjQ7P+JZfgFVqk+OxK18NqTe2rG6Bz9pqNL+Sc'

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
