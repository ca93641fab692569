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

/**
 * A stored number as people write it: "(212) 555-0147" for a US number, "+44 20 7946 0958" otherwise; a value
 * that does not parse is shown as stored.
 */
export function displayPhone(e164: string | null | undefined): string {
  if (!e164) return ''
  const parsed = parsePhoneNumberFromString(e164)
  if (!parsed) return e164
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational()
}
