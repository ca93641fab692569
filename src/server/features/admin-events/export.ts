import type { Writable } from 'node:stream'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { and, asc, eq, sql } from 'drizzle-orm'
import { centsToPrice } from '../../../domain/money'
import type { Db } from '../../db/client'
import { type events, registrations, users } from '../../db/schema'
import { drained } from './drained'
import { wallClockFormatter } from './wall-clock'
import { createXlsxWriter } from './xlsx-writer'

type EventRow = typeof events.$inferSelect
/**
 * Rows per query. Small on purpose: each page is read and formatted in one go on the event loop (on PGlite the
 * query itself runs on it too), so 1 000-row pages doubled to quintupled the catalogue's p99 while an export
 * ran; 100-row pages keep it within 1.4-1.8x, for an export of 200 000 rows taking 8-12 s instead of 3-7 s.
 */
const PAGE = 100

/** A cell beginning with = + - @ (or tab/CR) would run as a formula in a spreadsheet: prefix it with '. */
export function neutralizeCell(v: string): string {
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v
}

const csvField = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)

export function exportHeaders(timezone: string) {
  return [
    'Attendee Name',
    'Email',
    'Phone',
    'Role',
    'Registration Status',
    'Payment Status',
    'Amount (USD)',
    'Payment Intent ID',
    'UTM Source',
    'UTM Medium',
    'UTM Campaign',
    'Referrer',
    `Registered At (${timezone})`,
    `Cancelled At (${timezone})`,
  ]
}

/** Only the columns the sheet shows (never the password hash, and less to hold per page). */
const exportColumns = {
  r: {
    id: registrations.id,
    status: registrations.status,
    paymentStatus: registrations.paymentStatus,
    amountCents: registrations.amountCents,
    paymentIntentId: registrations.paymentIntentId,
    utmSource: registrations.utmSource,
    utmMedium: registrations.utmMedium,
    utmCampaign: registrations.utmCampaign,
    referrer: registrations.referrer,
    createdAt: registrations.createdAt,
    cancelledAt: registrations.cancelledAt,
    // The page cursor as the database prints it: a JS Date keeps milliseconds, the column keeps microseconds,
    // and a truncated cursor would repeat the page's last row on the next page.
    cursorAt: sql<string>`${registrations.createdAt}::text`,
  },
  u: {
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phone: users.phone,
    role: users.role,
  },
}
type Cursor = { at: string; id: string }

/** One page of the event's registrations in (created_at, id) order, after `cursor`. */
const pageAfter = (db: Db, eventId: string, cursor: Cursor | null) =>
  db
    .select(exportColumns)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        eq(registrations.eventId, eventId),
        // A row comparison is an index range on (event_id, created_at, id): each page starts where the last
        // ended. The equivalent OR form is only a filter, and rescans every earlier row on every page.
        cursor
          ? sql`(${registrations.createdAt}, ${registrations.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(registrations.createdAt), asc(registrations.id))
    .limit(PAGE)
type ExportRow = Awaited<ReturnType<typeof pageAfter>>[number]

/** Pages through the registrations by (created_at, id) so 200 000 rows never sit in memory together. */
async function* registrationPages(db: Db, eventId: string): AsyncGenerator<ExportRow[]> {
  let after: Cursor | null = null
  for (;;) {
    const rows: ExportRow[] = await pageAfter(db, eventId, after)
    if (!rows.length) return
    yield rows
    // Let other requests in between pages: an export must not starve the catalogue.
    await yieldToEventLoop()
    const last = rows[rows.length - 1].r
    after = { at: last.cursorAt, id: last.id }
    if (rows.length < PAGE) return
  }
}

function rowValues(row: ExportRow, wallClock: (d: Date) => string) {
  const when = (d: Date | null) => (d ? wallClock(d) : '')
  const { r, u } = row
  const text = [
    [u.firstName, u.lastName].filter(Boolean).join(' '),
    u.email,
    u.phone ?? '',
    u.role,
    r.status,
    r.paymentStatus,
  ].map(neutralizeCell)
  const tail = [
    r.paymentIntentId ?? '',
    r.utmSource ?? '',
    r.utmMedium ?? '',
    r.utmCampaign ?? '',
    r.referrer ?? '',
  ]
  return {
    text,
    amountCents: r.amountCents,
    tail: tail.map(neutralizeCell),
    registered: when(r.createdAt),
    cancelled: when(r.cancelledAt),
  }
}

/** Writes the XLSX workbook to `out`, one page of rows at a time (./xlsx-writer.ts). */
export async function writeXlsx(db: Db, event: EventRow, out: Writable) {
  const sheet = await createXlsxWriter(out, 'Registrations')
  await sheet.write(sheet.row(exportHeaders(event.timezone)))
  const wallClock = wallClockFormatter(event.timezone)
  for await (const page of registrationPages(db, event.id)) {
    let xml = ''
    for (const row of page) {
      const v = rowValues(row, wallClock)
      xml += sheet.row([...v.text, v.amountCents / 100, ...v.tail, v.registered, v.cancelled])
    }
    await sheet.write(xml)
  }
  await sheet.finish()
}

/** The same rows as CSV (UTF-8 with a byte-order mark so spreadsheet apps read accents right). */
export async function writeCsv(db: Db, event: EventRow, out: Writable) {
  const line = (cells: string[]) => `${cells.map(csvField).join(',')}\r\n`
  out.write(`\uFEFF${line(exportHeaders(event.timezone))}`)
  const wallClock = wallClockFormatter(event.timezone)
  for await (const page of registrationPages(db, event.id)) {
    const chunk = page
      .map((row) => {
        const v = rowValues(row, wallClock)
        return line([...v.text, centsToPrice(v.amountCents), ...v.tail, v.registered, v.cancelled])
      })
      .join('')
    if (!out.write(chunk)) await drained(out)
  }
  out.end()
}
