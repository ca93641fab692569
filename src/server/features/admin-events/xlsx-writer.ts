import type { Writable } from 'node:stream'
import { createZipWriter } from './zip-writer'

/**
 * A one-sheet XLSX workbook streamed row by row: the smallest package spreadsheet apps open (content types,
 * relationships, workbook, one worksheet), strings inline, no styles. The sheet's XML is deflated as it is
 * written, so memory stays flat whatever the number of rows.
 */
export type Cell = string | number

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships'

const contentTypes = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`
const rootRels = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`
const workbookRels = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`
const workbook = (sheetName: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`

/** Characters XML 1.0 cannot carry at all (controls other than tab, LF, CR; lone surrogates; U+FFFE/F). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function escapeXml(v: string): string {
  return v
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** Column letters for a zero-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(i: number): string {
  let name = ''
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

function cellXml(ref: string, v: Cell): string {
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}"/>`
  if (v === '') return ''
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(v)}</t></is></c>`
}

export async function createXlsxWriter(out: Writable, sheetName: string) {
  const zip = createZipWriter(out)
  await zip.add('[Content_Types].xml', contentTypes)
  await zip.add('_rels/.rels', rootRels)
  await zip.add('xl/workbook.xml', workbook(sheetName))
  await zip.add('xl/_rels/workbook.xml.rels', workbookRels)
  const sheet = await zip.open('xl/worksheets/sheet1.xml')
  await sheet.write(`${XML}<worksheet xmlns="${MAIN}"><sheetData>`)
  const columns: string[] = []
  let rowNumber = 0
  return {
    /** The XML of one row; rows are collected by the caller and written together with `write`. */
    row(cells: Cell[]): string {
      rowNumber++
      let xml = `<row r="${rowNumber}">`
      for (let i = 0; i < cells.length; i++) {
        columns[i] ??= columnName(i)
        xml += cellXml(`${columns[i]}${rowNumber}`, cells[i])
      }
      return `${xml}</row>`
    },
    write: (rowsXml: string) => sheet.write(rowsXml),
    async finish() {
      await sheet.write('</sheetData></worksheet>')
      await sheet.end()
      await zip.finish()
    },
  }
}
