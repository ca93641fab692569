import { ArrowLeft } from 'lucide-react'
import type * as React from 'react'
import { useState } from 'react'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'

/**
 * The view of the list at `listPath` a visitor came from (path and query: tab, search, filters, month), or null when
 * the previous page was anything else (home, My Events, another site, none).
 */
export function listToReturnTo(
  previousUrl: string | null | undefined,
  origin: string,
  listPath: string,
): string | null {
  if (!previousUrl) return null
  let url: URL
  try {
    url = new URL(previousUrl)
  } catch {
    return null
  }
  if (url.origin !== origin || url.pathname !== listPath) return null
  return `${url.pathname}${url.search}`
}

/** The calendar view a visitor came from, or null. */
export const calendarToReturnTo = (previousUrl: string | null | undefined, origin: string) =>
  listToReturnTo(previousUrl, origin, '/events')

type ClickKeys = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>

/** A plain left click: any other (new tab, new window, download, middle button) is the browser's to handle. */
export const isPlainClick = (e: ClickKeys) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/** The subset of the Navigation API read here (not in every browser yet: without it, Back goes to /events). */
interface HistoryEntries {
  currentEntry: { index: number } | null
  entries(): { url: string | null }[]
}

function previousEntryUrl(): string | null {
  const nav = (window as { navigation?: HistoryEntries }).navigation
  const index = nav?.currentEntry?.index ?? -1
  if (!nav || index < 1) return null
  return nav.entries()[index - 1]?.url ?? null
}

/**
 * "Back to Events" returns to the calendar as the visitor left it (List tab, search, filters), by going back in
 * history so the scroll position comes back too; from anywhere else it opens /events.
 */
export function BackToEvents() {
  return <BackToList listPath="/events">Back to Events</BackToList>
}

/** The same for any list that keeps its search and filters in the address (the provider directory). */
export function BackToList({ listPath, children }: { listPath: string; children: React.ReactNode }) {
  const [previous] = useState(() => listToReturnTo(previousEntryUrl(), window.location.origin, listPath))
  return (
    <Button asChild variant="ghost" size="sm">
      <Link
        href={previous ?? listPath}
        onClick={(e) => {
          if (!previous || !isPlainClick(e)) return
          e.preventDefault()
          window.history.back()
        }}
      >
        <ArrowLeft aria-hidden="true" /> {children}
      </Link>
    </Button>
  )
}
