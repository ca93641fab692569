import { z } from 'zod'
import { ROLES } from './roles'
import { listedTimezoneOr } from './timezones'

export const PASSWORD_MIN = 8

export const RoleSchema = z.enum(ROLES, { message: `Role must be one of ${ROLES.join(', ')}` })

export const SignupSchema = z.object({
  email: z
    .email('Enter a valid email address')
    .max(254)
    .transform((e) => e.trim().toLowerCase()),
  password: z
    .string({ message: 'Password is required' })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(200),
  firstName: z.string({ message: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  lastName: z.string({ message: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
  /**
   * Optional (an addition to DESIGN.md's contract): the browser's IANA zone, so a new account shows times as the
   * visitor saw them signed out. Same rule as the profile's zone, but an unlisted one gives the default instead
   * of refusing the sign-up.
   */
  timezone: z
    .string()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((v) => listedTimezoneOr(v)),
})
export type Signup = z.infer<typeof SignupSchema>

export const LoginSchema = z.object({
  email: z
    .email('Enter a valid email address')
    .max(254)
    .transform((e) => e.trim().toLowerCase()),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200),
})
export type Login = z.infer<typeof LoginSchema>

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  phone: z.string().nullable(),
  timezone: z.string(),
  role: RoleSchema,
})
export type User = z.infer<typeof UserSchema>
