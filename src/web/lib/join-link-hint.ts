import { formatDateIn, formatTimeIn, zoneAbbreviation } from '../../domain/datetime'

/**
 * What a registered family reads while its join link is not shown: when it will be (in the viewer's zone), or, once
 * that time has passed and there is still no link, that the host has not opened the online room yet. One sentence
 * for the event page, the wizard's last step and My Events.
 */
export function joinLinkHint(joinAvailableAt: string, timeZone: string, now: Date = new Date()): string {
  const at = new Date(joinAvailableAt)
  if (Number.isNaN(at.getTime())) return 'Your join link will be emailed 24 hours before the event.'
  if (at <= now) return 'Your join link will appear here as soon as the host opens the online room.'
  return `Your join link will be available on ${formatDateIn(at, timeZone)} at ${formatTimeIn(at, timeZone)} ${zoneAbbreviation(at, timeZone)}.`
}
