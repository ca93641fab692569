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

export const formatStamp = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—'
