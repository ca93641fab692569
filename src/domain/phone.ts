import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

export const PHONE_INVALID_MESSAGE = 'Enter a valid phone number, e.g. (312) 555-0100 or +44 20 7946 0958'

/**
 * A phone number as typed (national US format or international) in E.164 (`+13125550100`),
 * or null when it is not a possible number. One rule for the profile form, the server and SMS.
 */
export function normalizePhone(input: string, defaultCountry: 'US' = 'US'): string | null {
  const trimmed = input.trim()
  if (!trimmed) return null
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry)
  if (!parsed?.isValid()) return null
  return parsed.number
}
