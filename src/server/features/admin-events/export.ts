import type { Writable } from 'node:stream'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import {
  type AccommodationKind,
  type AccommodationStatus,
  accommodationStatusLine,
} from '../../../domain/accommodations'
import { centsToPrice } from '../../../domain/money'
import { spreadsheetPhone } from '../../../domain/phone'
import type { Db } from '../../db/client'
import { accommodationRequests, type events, registrations, users } from '../../db/schema'
import { drained } from './drained'
import { wallClockFormatter, wallClockSerial } from './wall-clock'
import { createXlsxWriter, type XlsxColumn } from './xlsx-writer'

type EventRow = typeof events.$inferSelect
/**
 * Rows per query. Small on purpose: each page is read and formatted in one go on the event loop (on PGlite the
 * query itself runs on it too), so 1 000-row pages doubled to quintupled the catalogue's p99 while an export
 * ran; 100-row pages keep it within 1.4-1.8x, for an export of 200 000 rows taking 8-12 s instead of 3-7 s.
 */
const PAGE = 100

/**
 * A CSV field beginning with = + - @ (or tab/CR) would run as a formula when a spreadsheet opens the file: prefix
 * it with '. Only for CSV: an XLSX inline string is never read as a formula, and there the ' would simply show.
 * Phone numbers are written so they never need it ("(312) 555-0100", "(+44) 20 7946 0958"), decision AE6.
 */
export function neutralizeCell(v: string): string {
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v
}

const csvField = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)

/**
 * What an export holds beyond the registration itself. Phone numbers are left out unless the admin asks for them
 * ("Include phone numbers"): an export is personal data leaving the system, so it carries no more than needed
 * (issue 33, decision P5).
 */
export interface ExportOptions {
  phone: boolean
}

/** The sheet's columns: header, width (characters) and, for numbers, how the XLSX shows them. */
export function exportColumns(timezone: string, opts: ExportOptions): (XlsxColumn & { header: string })[] {
  return [
    { header: 'Attendee Name', width: 26 },
    { header: 'Email', width: 32 },
    ...(opts.phone ? [{ header: 'Phone', width: 20 }] : []),
    { header: 'Role', width: 11 },
    { header: 'Registration Status', width: 20 },
    { header: 'Payment Status', width: 16 },
    { header: 'Amount (USD)', width: 14, format: 'money' },
    { header: 'Payment Intent ID', width: 30 },
    { header: 'UTM Source', width: 14 },
    { header: 'UTM Medium', width: 14 },
    { header: 'UTM Campaign', width: 16 },
    { header: 'Referrer', width: 30 },
    { header: 'Accommodation', width: 30 },
    { header: `Registered At (${timezone})`, width: 32, format: 'date' },
    { header: `Cancelled At (${timezone})`, width: 32, format: 'date' },
    { header: `Attended At (${timezone})`, width: 32, format: 'date' },
  ]
}
export const exportHeaders = (timezone: string, opts: ExportOptions) =>
  exportColumns(timezone, opts).map((c) => c.header)

/** One registration as the sheet needs it: only the columns it shows (never the password hash). */
interface ExportRow
  extends Pick<
      typeof registrations.$inferSelect,
      | 'id'
      | 'status'
      | 'paymentStatus'
      | 'amountCents'
      | 'paymentIntentId'
      | 'utmSource'
      | 'utmMedium'
      | 'utmCampaign'
      | 'referrer'
    >,
    Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'email' | 'phone' | 'role'> {
  /** Timestamps as JSON prints them (ISO 8601 with an offset). */
  createdAt: string
  cancelledAt: string | null
  attendedAt: string | null
  /** The family's accommodation request, if any (issue 29.3). */
  accKind: AccommodationKind | null
  accLanguage: string | null
  accNote: string | null
  accStatus: AccommodationStatus | null
  /**
   * The page cursor as the database prints it: a JS Date keeps milliseconds, the column keeps microseconds, and a
   * truncated cursor would repeat the page's last row on the next page.
   */
  cursorAt: string
}
type Cursor = { at: string; id: string }

/**
 * One page of the event's registrations in (created_at, id) order, after `cursor`, read as a single JSON value.
 * The embedded database hands each field over on its own (a copy out of its memory, then a decode), so 100 rows of
 * 17 columns cost more than the query itself; one field per page takes ~35% less CPU there (decision AE6).
 */
async function pageAfter(db: Db, eventId: string, cursor: Cursor | null): Promise<ExportRow[]> {
  const r = registrations
  const u = users
  const a = accommodationRequests
  // A row comparison is an index range on (event_id, created_at, id): each page starts where the last ended. The
  // equivalent OR form is only a filter, and rescans every earlier row on every page.
  const after = cursor
    ? sql`and (${r.createdAt}, ${r.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``
  const [one] = await db
    .select({ page: sql<string>`coalesce(json_agg(p order by p."createdAt", p.id), '[]')::text` })
    .from(sql`(
      select ${r.id} as id, ${r.status} as status, ${r.paymentStatus} as "paymentStatus",
             ${r.amountCents} as "amountCents", ${r.paymentIntentId} as "paymentIntentId",
             ${r.utmSource} as "utmSource", ${r.utmMedium} as "utmMedium", ${r.utmCampaign} as "utmCampaign",
             ${r.referrer} as referrer, ${r.createdAt} as "createdAt", ${r.cancelledAt} as "cancelledAt",
             ${r.attendedAt} as "attendedAt",
             ${r.createdAt}::text as "cursorAt", ${u.firstName} as "firstName", ${u.lastName} as "lastName",
             ${u.email} as email, ${u.phone} as phone, ${u.role} as role,
             ${a.kind} as "accKind", ${a.language} as "accLanguage", ${a.note} as "accNote", ${a.status} as "accStatus"
      from ${r} join ${u} on ${u.id} = ${r.userId}
      left join ${a} on ${a.registrationId} = ${r.id}
      where ${r.eventId} = ${eventId} ${after}
      order by ${r.createdAt}, ${r.id}
      limit ${PAGE}) p`)
  return JSON.parse(one?.page ?? '[]') as ExportRow[]
}

/** Pages through the registrations by (created_at, id) so 200 000 rows never sit in memory together. */
async function* registrationPages(db: Db, eventId: string): AsyncGenerator<ExportRow[]> {
  let after: Cursor | null = null
  for (;;) {
    const rows = await pageAfter(db, eventId, after)
    if (!rows.length) return
    yield rows
    // Let other requests in between pages: an export must not starve the catalogue.
    await yieldToEventLoop()
    const last = rows[rows.length - 1]
    after = { at: last.cursorAt, id: last.id }
    if (rows.length < PAGE) return
  }
}

/** "Captions: arranged", "Something else: requested (a quiet seat near the door)". */
function accommodationCell(row: ExportRow): string {
  if (!row.accKind || !row.accStatus) return ''
  const line = accommodationStatusLine({
    kind: row.accKind,
    language: row.accLanguage,
    status: row.accStatus,
  })
  return row.accNote ? `${line} (${row.accNote})` : line
}

/** One row's values; `when` turns a timestamp into what the format shows (text for CSV, a date serial for XLSX). */
function rowValues<T>(row: ExportRow, when: (d: Date) => T, opts: ExportOptions) {
  const at = (d: string | null) => (d ? when(new Date(d)) : '')
  const text = [
    [row.firstName, row.lastName].filter(Boolean).join(' '),
    row.email,
    ...(opts.phone ? [spreadsheetPhone(row.phone)] : []),
    row.role,
    row.status,
    row.paymentStatus,
  ]
  const tail = [
    row.paymentIntentId ?? '',
    row.utmSource ?? '',
    row.utmMedium ?? '',
    row.utmCampaign ?? '',
    row.referrer ?? '',
    accommodationCell(row),
  ]
  return {
    text,
    amountCents: row.amountCents,
    tail,
    registered: at(row.createdAt),
    cancelled: at(row.cancelledAt),
    attended: at(row.attendedAt),
  }
}

/**
 * Writes the XLSX workbook to `out`, one page of rows at a time (./xlsx-writer.ts): text cells as they are, the
 * amount as a number with 2 decimals, the times as date cells on the event's wall clock.
 */
export async function writeXlsx(db: Db, event: EventRow, out: Writable, opts: ExportOptions) {
  const columns = exportColumns(event.timezone, opts)
  const sheet = await createXlsxWriter(out, 'Registrations', columns)
  await sheet.write(sheet.header(columns.map((c) => c.header)))
  const serial = wallClockSerial(event.timezone)
  for await (const page of registrationPages(db, event.id)) {
    let xml = ''
    for (const row of page) {
      const v = rowValues(row, serial, opts)
      xml += sheet.row([...v.text, v.amountCents / 100, ...v.tail, v.registered, v.cancelled, v.attended])
    }
    await sheet.write(xml)
  }
  await sheet.finish()
}

/** The same rows as CSV (UTF-8 with a byte-order mark so spreadsheet apps read accents right). */
export async function writeCsv(db: Db, event: EventRow, out: Writable, opts: ExportOptions) {
  const line = (cells: string[]) => `${cells.map(csvField).join(',')}\r\n`
  out.write(`\uFEFF${line(exportHeaders(event.timezone, opts))}`)
  const wallClock = wallClockFormatter(event.timezone)
  for await (const page of registrationPages(db, event.id)) {
    const chunk = page
      .map((row) => {
        const v = rowValues(row, wallClock, opts)
        const text = [
          ...v.text,
          centsToPrice(v.amountCents),
          ...v.tail,
          v.registered,
          v.cancelled,
          v.attended,
        ]
        return line(text.map(neutralizeCell))
      })
      .join('')
    if (!out.write(chunk)) await drained(out)
  }
  out.end()
}
