import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'

/** The journeys' server keeps each mail it sends as an .eml file (the local mailbox adapter). */
const mailDir = () => path.join(`.data-e2e-${Number(process.env.E2E_PORT ?? 3100)}`, 'mail')

/** Undoes quoted-printable: soft line breaks and =XX escapes (long links are wrapped that way). */
const unquote = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/** Waits for a mail to `to` whose text matches `pattern`, as the outbox worker delivers it; returns the match. */
export async function waitForMail(to: string, pattern: RegExp): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null
  await expect
    .poll(
      async () => {
        const files = await readdir(mailDir()).catch(() => [] as string[])
        for (const f of files) {
          const mail = unquote(await readFile(path.join(mailDir(), f), 'utf8'))
          if (!mail.includes(`To: ${to}`)) continue
          found = mail.match(pattern) ?? found
        }
        return found !== null
      },
      { timeout: 30_000, message: `a mail to ${to} matching ${pattern}` },
    )
    .toBe(true)
  return found as unknown as RegExpMatchArray
}
