import { z } from 'zod'
import { ROLES } from './roles'
import { listedTimezoneOr } from './timezones'

export const PASSWORD_MIN = 8

export const RoleSchema = z.enum(ROLES, { message: `Role must be one of ${ROLES.join(', ')}` })

const EmailField = z
  .email('Enter a valid email address')
  .max(254)
  .transform((e) => e.trim().toLowerCase())

/** A new password, at sign-up or from a reset link. */
const NewPasswordField = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(200)

export const AGE_CONFIRMATION_LABEL = 'I am 16 or older, or a parent or guardian consents to my using Cradle.'
export const AGE_CONFIRMATION_REQUIRED =
  'Please confirm that you are 16 or older, or that a parent or guardian consents'

export const SignupSchema = z.object({
  email: EmailField,
  password: NewPasswordField,
  firstName: z.string({ message: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  lastName: z.string({ message: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
  /** The privacy page's promise (children under 16 need consent): asked at sign-up, stored with its time (issue 33). */
  ageConfirmed: z.literal(true, { message: AGE_CONFIRMATION_REQUIRED }),
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

/**
 * The same question for an account made through OpenID Connect, asked at its first sign-in before anything else
 * (issue 33); until answered, changes outside the account's own settings answer 403 with this code.
 */
export const AgeConfirmationSchema = z.object({
  ageConfirmed: z.literal(true, { message: AGE_CONFIRMATION_REQUIRED }),
})
export const AGE_CONFIRMATION_NEEDED_CODE = 'age_confirmation_required'
export const AGE_CONFIRMATION_NEEDED =
  'Please confirm that you are 16 or older, or that a parent or guardian consents, before you continue.'

export const LoginSchema = z.object({
  email: EmailField,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200),
})
export type Login = z.infer<typeof LoginSchema>

/** "Forgot password?": the account's email. The answer is the same whether it exists or not. */
export const PasswordResetRequestSchema = z.object({ email: EmailField })
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>

/** The emailed link's token and the new password. */
export const PasswordResetSchema = z.object({
  token: z
    .string({ message: 'The reset link is incomplete' })
    .min(1, 'The reset link is incomplete')
    .max(200),
  password: NewPasswordField,
})
export type PasswordReset = z.infer<typeof PasswordResetSchema>

/** Settings → Password: the current password proves it is the account holder, not a borrowed session. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ message: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(200),
    newPassword: NewPasswordField,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from your current one',
  })
export type ChangePassword = z.infer<typeof ChangePasswordSchema>

/** How long an emailed reset link works (once). */
export const PASSWORD_RESET_TTL_MINUTES = 60

export const PASSWORD_RESET_SENT =
  "If an account exists for that email, we've sent it a link to choose a new password. It works for one hour."
export const PASSWORD_RESET_EXPIRED = 'This link has expired or was already used. Ask for a new one below.'

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  phone: z.string().nullable(),
  timezone: z.string(),
  role: RoleSchema,
  /** Whether the address was proven (a mailed link, or the identity provider): roles and provider links need it. */
  emailVerified: z.boolean(),
  /** Whether the account signs in with a second factor (TOTP) after its password (issue 33). */
  mfaEnabled: z.boolean(),
  /**
   * An account made through OpenID Connect that has not yet answered the sign-up's age question (16 or older, or a
   * guardian consents): the app asks it before anything else (issue 33).
   */
  ageConfirmationNeeded: z.boolean(),
})
export type User = z.infer<typeof UserSchema>

/** How long a link that confirms an email address works (once). */
export const EMAIL_VERIFICATION_TTL_HOURS = 48

/** The confirm page's request: the link's token (the signed-in account must be the one it was sent for). */
export const VerifyEmailSchema = z.object({
  token: z
    .string({ message: 'The confirmation link is incomplete' })
    .min(1, 'The confirmation link is incomplete')
    .max(200),
})
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>

export const EMAIL_VERIFIED = 'Your email address is confirmed.'
export const EMAIL_VERIFICATION_SENT =
  'We sent a new confirmation link to your email address. It works for 48 hours.'
export const EMAIL_VERIFICATION_EXPIRED =
  'This confirmation link has expired or was already used. Send yourself a new one from Settings.'
export const EMAIL_VERIFICATION_OTHER_ACCOUNT =
  'This confirmation link was sent for another account. Sign out, then sign in with the account it was sent to.'
