import { formatDateIn, formatTimeIn, zoneAbbreviation } from '../../../domain/datetime'
import type { OutboxItem } from '../../../domain/outbox'
import { Badge } from '../../components/ui/badge'

export function StatusBadge({ item }: { item: Pick<OutboxItem, 'status' | 'skipped'> }) {
  if (item.skipped) return <Badge variant="secondary">Skipped</Badge>
  const variant =
    item.status === 'failed'
      ? 'destructive'
      : item.status === 'sent'
        ? 'success'
        : item.status === 'sending'
          ? 'warning'
          : 'outline'
  return <Badge variant={variant}>{item.status[0].toUpperCase() + item.status.slice(1)}</Badge>
}

/** "Nov 26, 2026, 2:31 AM CST" in the viewer's zone, as every other time in the admin area. */
export const formatStamp = (iso: string | null, timeZone: string) =>
  iso
    ? `${formatDateIn(iso, timeZone)}, ${formatTimeIn(iso, timeZone)} ${zoneAbbreviation(iso, timeZone)}`
    : '—'
