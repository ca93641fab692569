import { z } from 'zod'

export const PREFERRED_CHANNELS = ['email', 'sms', 'both'] as const
export type PreferredChannel = (typeof PREFERRED_CHANNELS)[number]
export const PREFERRED_CHANNEL_LABELS: Record<PreferredChannel, string> = {
  email: 'Email Only',
  sms: 'SMS Only',
  both: 'Both Email and SMS',
}

/** Spec §5: both when both are on, sms when only SMS is on, otherwise email. */
export function preferredChannelFor(emailOptIn: boolean, smsOptIn: boolean): PreferredChannel {
  if (emailOptIn && smsOptIn) return 'both'
  if (smsOptIn) return 'sms'
  return 'email'
}

export const PreferencesInputSchema = z.object({
  emailOptIn: z.boolean({ message: 'emailOptIn must be true or false' }),
  smsOptIn: z.boolean({ message: 'smsOptIn must be true or false' }),
  preferredChannel: z.enum(PREFERRED_CHANNELS, { message: 'Preferred channel must be email, sms or both' }),
})
export type PreferencesInput = z.infer<typeof PreferencesInputSchema>

export const PreferencesSchema = PreferencesInputSchema.extend({ consentUpdatedAt: z.string().nullable() })
export type Preferences = z.infer<typeof PreferencesSchema>

export const DEFAULT_PREFERENCES: PreferencesInput = {
  emailOptIn: true,
  smsOptIn: false,
  preferredChannel: 'email',
}
