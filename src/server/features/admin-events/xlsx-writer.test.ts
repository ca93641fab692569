import { PassThrough } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { columnName, createXlsxWriter, escapeXml, type XlsxColumn } from './xlsx-writer'

const COLUMNS = [{ width: 20 }, { width: 12, format: 'money' as const }]

async function workbookOf(rows: (string | number)[][], columns: XlsxColumn[] = COLUMNS) {
  const out = new PassThrough()
  const bytes = buffer(out)
  const sheet = await createXlsxWriter(out, 'Registrations', columns)
  for (const r of rows) await sheet.write(sheet.row(r))
  await sheet.finish()
  const wb = new ExcelJS.Workbook()
  const b = await bytes
  await wb.xlsx.load(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer)
  return wb
}

describe('streamed XLSX workbook', () => {
  it('opens in an independent reader with every value as written', async () => {
    const tricky = [
      'Zoë & Ana <Café>',
      '"quoted" \'single\'',
      '  leading and trailing  ',
      'line one\nline two',
      '日本語 👶🏽 emoji',
      '',
      'a]]>b',
    ]
    const wb = await workbookOf([['Name', 'Amount'], ...tricky.map((s, i) => [s, i + 0.5])])
    const sheet = wb.getWorksheet('Registrations')
    expect(sheet?.rowCount).toBe(tricky.length + 1)
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Amount'])
    tricky.forEach((s, i) => {
      const row = sheet?.getRow(i + 2)
      expect(row?.getCell(1).value ?? '').toBe(s)
      expect(row?.getCell(2).value).toBe(i + 0.5)
    })
  })

  it('opens as a list should: a bold frozen header that filters, column widths, dates and amounts formatted', async () => {
    const out = new PassThrough()
    const bytes = buffer(out)
    const columns: XlsxColumn[] = [
      { width: 26 },
      { width: 14, format: 'money' },
      { width: 30, format: 'date' },
    ]
    const sheet = await createXlsxWriter(out, "Bea's list", columns)
    await sheet.write(sheet.header(['Name', 'Amount', 'Registered At']))
    // 2030-01-15 10:00:00 as a spreadsheet serial.
    await sheet.write(sheet.row(['Ana', 25, 47_498 + 10 / 24]) + sheet.row(['Ben', 0, '']))
    await sheet.finish()
    const wb = new ExcelJS.Workbook()
    const b = await bytes
    await wb.xlsx.load(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws.name).toBe("Bea's list")
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' })
    expect(ws.autoFilter).toBe('A1:C3')
    expect([1, 2, 3].map((i) => ws.getColumn(i).width)).toEqual([26, 14, 30])
    expect(ws.getCell('A1').font?.bold).toBe(true)
    // A date cell: exceljs reads a date-formatted serial back as a Date (the wall clock, in UTC fields).
    expect(ws.getCell('C2').value).toEqual(new Date('2030-01-15T10:00:00Z'))
    expect(ws.getCell('C2').numFmt).toBe('yyyy-mm-dd hh:mm:ss')
    expect(ws.getCell('B2').value).toBe(25)
    expect(ws.getCell('B2').numFmt).toBe('0.00')
    expect(ws.getCell('A2').numFmt).toBeUndefined()
  })

  it('drops characters XML cannot carry instead of writing a file that will not open', async () => {
    const wb = await workbookOf([['bell\u0007 null\u0000 lone\uD800 ok']])
    expect(wb.worksheets[0].getCell('A1').value).toBe('bell null lone ok')
  })

  it('writes many rows and columns past Z', async () => {
    const wide = Array.from({ length: 29 }, (_, i) => `c${i}`)
    const rows = Array.from({ length: 5000 }, (_, r) => [...wide, r])
    const wb = await workbookOf(rows)
    const sheet = wb.worksheets[0]
    expect(sheet.rowCount).toBe(5000)
    expect(sheet.getCell('AD5000').value).toBe(4999)
    expect(sheet.getCell('AB1').value).toBe('c27')
  })

  it('stops with an error when the download is closed, instead of waiting for ever', async () => {
    const out = new PassThrough({ highWaterMark: 1024 })
    const sheet = await createXlsxWriter(out, 'Registrations', COLUMNS)
    const big = 'x'.repeat(200)
    const writing = (async () => {
      for (let i = 0; i < 100_000; i++) await sheet.write(sheet.row([`${big}${i}`, Math.random()]))
    })()
    setTimeout(() => out.destroy(), 50)
    await expect(writing).rejects.toThrow()
  })
})

describe('xml and column helpers', () => {
  it('escapes markup and names columns like a spreadsheet', () => {
    expect(escapeXml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;')
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ])
  })
})
