import { PassThrough } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { columnName, createXlsxWriter, escapeXml } from './xlsx-writer'

async function workbookOf(rows: (string | number)[][]) {
  const out = new PassThrough()
  const bytes = buffer(out)
  const sheet = await createXlsxWriter(out, 'Registrations')
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
    const sheet = await createXlsxWriter(out, 'Registrations')
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
