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

const NANP = /^\+1(\d{3})(\d{3})(\d{4})$/

/**
 * A stored number for a spreadsheet (the registrations export): as people write it, and never starting with + (or
 * = - @), which a spreadsheet opening a CSV would take for a formula: "(312) 555-0100" for a North American number,
 * "(+44) 20 7946 0958" otherwise. A value that does not parse is given as stored (the CSV's guard then applies).
 * North American numbers skip the parser: 200 000 of them took 1.8 s through it, on the event loop of an export.
 */
export function spreadsheetPhone(e164: string | null | undefined): string {
  const nanp = e164 ? NANP.exec(e164) : null
  if (nanp) return `(${nanp[1]}) ${nanp[2]}-${nanp[3]}`
  return displayPhone(e164).replace(/^\+(\d+)(?= )/, '(+$1)')
}
