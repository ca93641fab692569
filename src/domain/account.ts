import { z } from 'zod'

/** How long a "Download my data" copy can be downloaded (then it is deleted). */
export const DATA_EXPORT_TTL_HOURS = 24

/** The latest copy of the person's data: being made, ready (with its signed links) or failed. */
export const DataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'ready', 'failed']),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Signed, expiring links for this account's own session: the JSON file and the readable summary. */
  jsonUrl: z.string().nullable(),
  summaryUrl: z.string().nullable(),
})
export type DataExport = z.infer<typeof DataExportSchema>

export const DATA_EXPORT_PENDING =
  'We are preparing your data. We will email you when it is ready, and it will appear here.'

/**
 * Delete my account: the password proves it is the holder, not a borrowed session. An account without a Cradle
 * password (it signs in through an organization) leaves it empty and must have signed in within the last minutes.
 */
export const DeleteAccountSchema = z.object({
  password: z.string().max(200).default(''),
})
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>

export const LAST_ADMIN_REFUSAL =
  'You are the only admin. Make another account an admin before deleting yours, so someone can still run Cradle.'
export const DELETE_NEEDS_FRESH_SIGN_IN =
  'For your safety, sign out and sign in again, then delete your account within 10 minutes.'

/** Change of email: the new address gets a link; the account moves to it only when the link is opened. */
export const ChangeEmailSchema = z.object({
  email: z
    .email('Enter a valid email address')
    .max(254)
    .transform((e) => e.trim().toLowerCase()),
  password: z.string().max(200).default(''),
})
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>

export const EMAIL_CHANGE_SENT = (email: string) =>
  `We sent a link to ${email}. Open it while signed in to move your account to that address; until then your current address stays.`

/** One signed-in session of the account, as Settings lists it. */
export const SessionInfoSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
})
export type SessionInfo = z.infer<typeof SessionInfoSchema>

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** "Chrome on Windows" from a User-Agent header: enough for a person to recognise their own device. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device'
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1]
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? 'Unknown device'
}

/** Paying and text messages wait for a proven address (issue 33): the messages say how to get there. */
export const VERIFY_BEFORE_PAYING =
  'Please confirm your email address before paying: open the link we emailed you, or send a new one from Settings → Email Address.'
export const VERIFY_BEFORE_SMS =
  'Please confirm your email address before turning on text messages: open the link we emailed you, or send a new one from Settings → Email Address.'
