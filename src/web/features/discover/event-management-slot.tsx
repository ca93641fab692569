import type { Event } from '../../../domain/events'

/**
 * >>> STAFF "EVENT MANAGEMENT" CARD GOES HERE (spec §6) <<<
 * Another area builds that card; features may not import each other, so the lead wires it at merge time
 * by rendering it from this slot (or by passing it in). Until then staff see nothing extra.
 */
export function EventManagementSlot(_props: { event: Event }) {
  return null
}
