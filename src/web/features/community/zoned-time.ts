import { DATE_FORMAT, formatIn, TIME_FORMAT, zoneAbbreviation } from '../../../domain/datetime'

/** Spec §9's date and time formats, with the weekday staff read schedules by. */
export const DATE_TIME_FORMAT = `EEE, ${DATE_FORMAT} ${TIME_FORMAT}`

/**
 * A moment as the viewer's clock shows it, followed by the zone's abbreviation
 * ("Mon, Mar 9, 2026 3:30 PM CDT"): decision "Times shown in the viewer's timezone" (docs/decisions/discover.md).
 */
export const formatMomentIn = (when: string | Date, timeZone: string, pattern = DATE_TIME_FORMAT) =>
  `${formatIn(when, timeZone, pattern)} ${zoneAbbreviation(when, timeZone)}`

/** The provider-delete 409 lists "{title} ({ISO start})" (decision C3): the start in the viewer's zone. */
export function blockerText(message: string, timeZone: string): string {
  const m = message.match(/^(.*) \((\d{4}-\d{2}-\d{2}T[^)]+)\)$/)
  if (!m || Number.isNaN(Date.parse(m[2]))) return message
  return `${m[1]} · ${formatMomentIn(m[2], timeZone)}`
}
