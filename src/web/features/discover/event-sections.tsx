import { FileText, Link2 } from 'lucide-react'
import { Link } from 'wouter'
import { agendaTimeIn } from '../../../domain/agenda-time'
import type { Event } from '../../../domain/events'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { FallbackImage } from './fallback-image'

interface Facilitator {
  id: string | null
  name: string
  role: string | null
  bio: string | null
  photo: string | null
}

/** Up to 3 providers, in slot order, skipping empty slots. */
export function facilitatorsOf(e: Event): Facilitator[] {
  const slots: Facilitator[] = [
    {
      id: e.providerId,
      name: e.providerName,
      role: e.providerRole,
      bio: e.providerBio,
      photo: e.providerPhotoUrl,
    },
    {
      id: e.provider2Id,
      name: e.provider2Name ?? '',
      role: e.provider2Role,
      bio: e.provider2Bio,
      photo: e.provider2PhotoUrl,
    },
    {
      id: e.provider3Id,
      name: e.provider3Name ?? '',
      role: e.provider3Role,
      bio: e.provider3Bio,
      photo: e.provider3PhotoUrl,
    },
  ]
  return slots.filter((s) => s.name.trim() !== '')
}

export function FacilitatedBy({ event }: { event: Event }) {
  const people = facilitatorsOf(event)
  if (people.length === 0) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>Facilitated By</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {people.map((p) => (
          <div key={`${p.id}-${p.name}`} className="flex gap-3">
            <FallbackImage src={p.photo} alt="" kind="person" className="size-14 shrink-0 rounded-full" />
            <div className="min-w-0">
              <p className="font-semibold">
                {p.id ? (
                  <Link href={`/providers/${p.id}`} className="hover:underline">
                    {p.name}
                  </Link>
                ) : (
                  p.name
                )}
              </p>
              {p.role && <p className="text-sm text-muted-foreground">{p.role}</p>}
              {p.bio && <p className="mt-1 text-sm">{p.bio}</p>}
            </div>
          </div>
        ))}
      </CardContent>
    </Card>
  )
}

export function Agenda({ event, timeZone }: { event: Event; timeZone: string }) {
  if (event.agendaItems.length === 0) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>Agenda</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3">
          {event.agendaItems.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: agenda items have no id and never reorder here
            <li key={i} className="flex gap-3">
              <span className="w-20 shrink-0 text-sm font-medium text-primary">
                {agendaTimeIn(a.time, event, timeZone)}
              </span>
              <div className="min-w-0 break-words">
                <p className="font-medium">{a.title}</p>
                {a.description && <p className="text-sm text-muted-foreground">{a.description}</p>}
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}

export function Materials({ event }: { event: Event }) {
  if (event.eventMaterials.length === 0) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>Materials</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {event.eventMaterials.map((m) => {
            const Icon = m.type === 'pdf' ? FileText : Link2
            return (
              <li key={m.url + m.title} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <a
                    href={m.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium hover:underline"
                  >
                    {m.title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                  {m.description && <p className="text-sm text-muted-foreground">{m.description}</p>}
                </div>
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}
