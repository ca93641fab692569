import { PHONE_INVALID_MESSAGE } from '../../../domain/phone'
import { PhoneFieldSchema } from '../../../domain/profile'

/**
 * The profile's phone rule (E.164, decision R19), in a module of its own: the preferences step loads it only when a
 * number is saved, so the phone library stays off the wizard's first load (as S20 keeps it off the sign-in pages).
 */
export function checkPhone(typed: string): { phone: string | null } | { error: string } {
  const parsed = PhoneFieldSchema.safeParse(typed)
  return parsed.success
    ? { phone: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? PHONE_INVALID_MESSAGE }
}
