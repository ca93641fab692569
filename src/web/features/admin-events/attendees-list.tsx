import type { Attendee } from '../../../domain/admin-registrations'
import { formatIn, zoneAbbreviation } from '../../../domain/datetime'
import { AccommodationBadge } from '../../components/accommodation-badge'
import { AttendanceButton } from '../../components/attendance-button'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { attendeeName, cancelButtonName, paymentText } from './attendee-labels'

/** Both layouts give each status an id; the one on screen takes focus after a cancellation. */
const statusId = (layout: 'row' | 'card', registrationId: string) =>
  `attendee-status-${layout}-${registrationId}`

/** The status of a registration as shown now (the table on a wide page, the cards on a narrow one). */
export function visibleStatusOf(registrationId: string): HTMLElement | null {
  for (const layout of ['row', 'card'] as const) {
    const el = document.getElementById(statusId(layout, registrationId))
    if (el && el.getClientRects().length > 0) return el
  }
  return null
}

interface ListProps {
  rows: Attendee[]
  timeZone: string
  onCancel: (a: Attendee) => void
  /** Opens the answer to a family's accommodation request. */
  onAccommodation?: (a: Attendee) => void
  /** Attendance may be set by hand (from 15 minutes before the start); the query the list refetches after. */
  attendance?: { canMark: boolean; invalidate: readonly unknown[] }
}

const attendedText = (a: Attendee, timeZone: string) =>
  a.attendedAt ? `Attended ${formatIn(a.attendedAt, timeZone, 'MMM d, h:mm a')}` : 'Not attended'

function Attendance({
  a,
  timeZone,
  attendance,
}: { a: Attendee; timeZone: string } & Pick<ListProps, 'attendance'>) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{attendedText(a, timeZone)}</span>
      {attendance?.canMark && a.status === 'confirmed' && (
        <AttendanceButton
          registrationId={a.id}
          name={attendeeName(a) ?? a.email}
          attended={!!a.attendedAt}
          invalidate={attendance.invalidate}
        />
      )}
    </span>
  )
}

const registeredAt = (a: Attendee, timeZone: string) =>
  `${formatIn(a.registeredAt, timeZone, 'MMM d, yyyy h:mm a')} ${zoneAbbreviation(a.registeredAt, timeZone)}`

function StatusBadge({ a }: { a: Attendee }) {
  return <Badge variant={a.status === 'confirmed' ? 'default' : 'secondary'}>{a.status}</Badge>
}

/** The request's badge and, for admins, the button that answers it. */
function Accommodation({ a, onAccommodation }: { a: Attendee } & Pick<ListProps, 'onAccommodation'>) {
  if (!a.accommodation) return null
  return (
    <span className="flex flex-wrap items-center gap-2">
      <AccommodationBadge label={a.accommodation.label} status={a.accommodation.status} />
      {onAccommodation && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Answer ${a.accommodation.label} for ${attendeeName(a) ?? a.email}`}
          onClick={() => onAccommodation(a)}
        >
          Answer
        </Button>
      )}
    </span>
  )
}

function CancelButton({ a, onCancel }: { a: Attendee; onCancel: (a: Attendee) => void }) {
  if (a.status !== 'confirmed') return null
  return (
    <Button size="sm" variant="outline" aria-label={cancelButtonName(a)} onClick={() => onCancel(a)}>
      Cancel registration
    </Button>
  )
}

/**
 * Registrations as a table where the list has room (48rem, measured on the list itself since the sidebar and
 * the management card take their share), else as cards: a phone shows every field and button without the
 * page scrolling sideways. The hidden layout is `display: none`, so screen readers meet only one.
 */
export function AttendeesList({ rows, timeZone, onCancel, onAccommodation, attendance }: ListProps) {
  return (
    <div className="@container">
      <ul className="divide-y rounded-md border @3xl:hidden" aria-label="Registrations">
        {rows.map((a) => (
          <li key={a.id} className="space-y-2 p-3 text-sm">
            <div>
              <p className="font-medium">{attendeeName(a) ?? '—'}</p>
              {/* Only a string longer than the card breaks, and only where it must. */}
              <p className="text-muted-foreground [overflow-wrap:anywhere]">{a.email}</p>
            </div>
            <Accommodation a={a} onAccommodation={onAccommodation} />
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">Status</dt>
              <dd id={statusId('card', a.id)} tabIndex={-1}>
                <StatusBadge a={a} />
              </dd>
              <dt className="text-muted-foreground">Payment</dt>
              <dd>{paymentText(a)}</dd>
              <dt className="text-muted-foreground">Registered</dt>
              <dd>{registeredAt(a, timeZone)}</dd>
              <dt className="text-muted-foreground">Attendance</dt>
              <dd>
                <Attendance a={a} timeZone={timeZone} attendance={attendance} />
              </dd>
            </dl>
            <CancelButton a={a} onCancel={onCancel} />
          </li>
        ))}
      </ul>
      {/* Its own scroll container, in case the longest email still does not fit. */}
      <div className="hidden overflow-x-auto rounded-md border @3xl:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/50">
            <tr>
              <th className="p-2">Name</th>
              <th className="p-2">Email</th>
              <th className="p-2">Status</th>
              <th className="p-2">Payment</th>
              <th className="p-2">Registered</th>
              <th className="p-2">Attendance</th>
              <th className="p-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.id} className="border-t">
                <td className="space-y-1 p-2">
                  <span className="block">{attendeeName(a) ?? '—'}</span>
                  <Accommodation a={a} onAccommodation={onAccommodation} />
                </td>
                <td className="p-2">{a.email}</td>
                <td id={statusId('row', a.id)} tabIndex={-1} className="p-2">
                  <StatusBadge a={a} />
                </td>
                <td className="p-2">{paymentText(a)}</td>
                <td className="p-2">{registeredAt(a, timeZone)}</td>
                <td className="p-2">
                  <Attendance a={a} timeZone={timeZone} attendance={attendance} />
                </td>
                <td className="p-2">
                  <CancelButton a={a} onCancel={onCancel} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
