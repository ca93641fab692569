import { z } from 'zod'

/** A code from the authenticator app (6 digits) or one of the recovery codes shown at setup. */
export const MFA_CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app, or a recovery code'
export const MFA_CODE_WRONG = 'That code is not right. Check the time on your phone, or use a recovery code'
export const MFA_SETUP_REQUIRED =
  'Administrators must turn on two-step sign-in before using admin tools. Go to Settings → Two-Step Sign-In.'
/** The `code` of the 403 answered to an administrator without a second factor while ADMIN_MFA=required. */
export const MFA_SETUP_REQUIRED_CODE = 'mfa_setup_required'

/** How many recovery codes are made at once (each works once). */
export const RECOVERY_CODE_COUNT = 10

const CodeField = z
  .string({ message: MFA_CODE_REQUIRED })
  .trim()
  .min(1, MFA_CODE_REQUIRED)
  .max(40, MFA_CODE_REQUIRED)

/** A 6-digit authenticator code, spaces allowed ("123 456"). */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''))

/** Sign-in's second step: the code, after the password was accepted. */
export const MfaLoginSchema = z.object({ code: CodeField })
export type MfaLogin = z.infer<typeof MfaLoginSchema>

/** The answer of POST /api/auth/login for an account with a second factor: the code is asked next. */
export const MfaChallengeSchema = z.object({ mfaRequired: z.literal(true) })

/** Setup's confirmation: a first code from the app proves it holds the secret. */
export const MfaEnableSchema = z.object({ code: CodeField })

/** Turning it off (or making new recovery codes): the password, or a current code / recovery code. */
export const MfaProofSchema = z
  .object({
    password: z.string().max(200).optional(),
    code: z.string().trim().max(40).optional(),
  })
  .refine((v) => !!v.password || !!v.code, {
    message: 'Enter your password or a code from your authenticator app',
    path: ['password'],
  })
export type MfaProof = z.infer<typeof MfaProofSchema>

export const MfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** ADMIN_MFA=required applies to this account and it has no second factor yet. */
  setupRequired: z.boolean(),
  /** The account has a Cradle password (else turning the factor off needs a code). */
  hasPassword: z.boolean(),
})
export type MfaStatus = z.infer<typeof MfaStatusSchema>

/** What setup shows once: the secret as text, the otpauth:// address, and its QR code drawn on the server. */
export const MfaSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrCodeDataUrl: z.string(),
})
export type MfaSetup = z.infer<typeof MfaSetupSchema>

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>
