import { z } from 'zod'
import { DEFAULT_TIMEZONE } from './event-rules'
import { normalizePhone, PHONE_INVALID_MESSAGE } from './phone'
import { TIMEZONE_VALUES } from './timezones'

/** Empty means "no phone"; anything else must be a real number and is stored in E.164. */
export const PhoneFieldSchema = z
  .string()
  .max(40, PHONE_INVALID_MESSAGE)
  .nullish()
  .transform((v, ctx) => {
    if (v == null || v.trim() === '') return null
    const e164 = normalizePhone(v)
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE })
      return z.NEVER
    }
    return e164
  })

/**
 * PATCH /api/user/profile. Email and role are read-only: sending them is a 400 with a clear message,
 * not a silent drop, so a client that thinks it changed them learns it did not.
 */
export const ProfileInputSchema = z.strictObject({
  firstName: z.string({ message: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  lastName: z.string({ message: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
  phone: PhoneFieldSchema,
  timezone: z
    .enum(TIMEZONE_VALUES, { message: 'Choose one of the listed timezones' })
    .optional()
    .default(DEFAULT_TIMEZONE),
  email: z.never({ message: 'Email cannot be changed' }).optional(),
  role: z.never({ message: 'Role cannot be changed' }).optional(),
})
export type ProfileInput = z.input<typeof ProfileInputSchema>
export type Profile = z.output<typeof ProfileInputSchema>
