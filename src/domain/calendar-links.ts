/** "Add to Google Calendar" and "Outlook" links for one event (no join link: calendars get shared). */
export interface CalendarLinkInput {
  title: string
  description: string
  start: Date
  durationMinutes: number
  url: string
}

const compact = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export function googleCalendarUrl(e: CalendarLinkInput): string {
  const end = new Date(e.start.getTime() + e.durationMinutes * 60_000)
  const p = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${compact(e.start)}/${compact(end)}`,
    details: `${e.description}\n\n${e.url}`,
    location: e.url,
  })
  return `https://calendar.google.com/calendar/render?${p.toString()}`
}

export function outlookCalendarUrl(e: CalendarLinkInput): string {
  const end = new Date(e.start.getTime() + e.durationMinutes * 60_000)
  const p = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: e.title,
    startdt: e.start.toISOString(),
    enddt: end.toISOString(),
    body: `${e.description}\n\n${e.url}`,
    location: e.url,
  })
  return `https://outlook.live.com/calendar/0/deeplink/compose?${p.toString()}`
}
