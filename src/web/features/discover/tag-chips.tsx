import { Link } from 'wouter'

/** The calendar filtered by one tag (the filter lives in the address like the others). */
export const tagHref = (tag: string) => `/events?tab=list&tag=${encodeURIComponent(tag)}`

/**
 * An event's tags as small links to every event with the same tag (issue 25.6): what the event form promises,
 * that tags "help families find this event". `max` keeps a card to a line or two; the event page shows them all.
 */
export function TagChips({ tags, max }: { tags: string[]; max?: number }) {
  if (!tags.length) return null
  const shown = max ? tags.slice(0, max) : tags
  const more = tags.length - shown.length
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags" data-testid="tag-chips">
      {shown.map((t) => (
        <li key={t}>
          <Link
            href={tagHref(t)}
            className="inline-flex min-h-6 items-center rounded-full border px-2.5 text-xs text-muted-foreground hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
            aria-label={`Events tagged ${t}`}
          >
            {t}
          </Link>
        </li>
      ))}
      {more > 0 && (
        <li className="inline-flex min-h-6 items-center px-1 text-xs text-muted-foreground">+{more} more</li>
      )}
    </ul>
  )
}
