import type { Writable } from 'node:stream'
import { createZipWriter } from './zip-writer'

/**
 * A one-sheet XLSX workbook streamed row by row: the smallest package spreadsheet apps open (content types,
 * relationships, workbook, styles, one worksheet), strings inline. The sheet's XML is deflated as it is written,
 * so memory stays flat whatever the number of rows. The sheet opens as people expect a list to (decision AE6):
 * a bold header row that stays in view and filters its columns, columns wide enough to read, dates as dates.
 */
export type Cell = string | number

export interface XlsxColumn {
  /** In characters of the default font, as spreadsheet apps measure it. */
  width: number
  /** How its numbers show: `date` for spreadsheet date serials (`yyyy-mm-dd hh:mm:ss`), `money` with 2 decimals. */
  format?: 'date' | 'money'
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships'

const contentTypes = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`
const rootRels = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`
const workbookRels = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`
/** The filter's range is named as Excel names it (`_xlnm._FilterDatabase`), which LibreOffice also reads. */
const workbook = (sheetName: string, filterRange: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${escapeXml(sheetName.replaceAll("'", "''"))}'!${filterRange}</definedName></definedNames></workbook>`

/** Cell styles by index: 0 plain, 1 header (bold), 2 date, 3 money. */
const STYLE = { header: 1, date: 2, money: 3 } as const
const styles = `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`

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

function cellXml(ref: string, v: Cell, style: number): string {
  const s = style ? ` s="${style}"` : ''
  if (typeof v === 'number')
    return Number.isFinite(v) ? `<c r="${ref}"${s}><v>${v}</v></c>` : `<c r="${ref}"/>`
  if (v === '') return ''
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(v)}</t></is></c>`
}

export async function createXlsxWriter(out: Writable, sheetName: string, columns: XlsxColumn[]) {
  const zip = createZipWriter(out)
  await zip.add('[Content_Types].xml', contentTypes)
  await zip.add('_rels/.rels', rootRels)
  await zip.add('xl/_rels/workbook.xml.rels', workbookRels)
  await zip.add('xl/styles.xml', styles)
  const sheet = await zip.open('xl/worksheets/sheet1.xml')
  const names = columns.map((_, i) => columnName(i))
  const numberStyles = columns.map((c) => (c.format ? STYLE[c.format] : 0))
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('')
  // The first row stays in view while the rest scrolls under it.
  const frozenHeader =
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>'
  await sheet.write(`${XML}<worksheet xmlns="${MAIN}">${frozenHeader}<cols>${cols}</cols><sheetData>`)
  let rowNumber = 0
  const rowXml = (cells: Cell[], style: (i: number, v: Cell) => number) => {
    rowNumber++
    let xml = `<row r="${rowNumber}">`
    for (let i = 0; i < cells.length; i++) {
      const name = names[i] ?? columnName(i)
      xml += cellXml(`${name}${rowNumber}`, cells[i], style(i, cells[i]))
    }
    return `${xml}</row>`
  }
  return {
    /** The header row's XML: bold, and the row the filter buttons sit on. */
    header: (cells: string[]) => rowXml(cells, () => STYLE.header),
    /** The XML of one row (numbers styled by their column's format); the caller writes rows together. */
    row: (cells: Cell[]) => rowXml(cells, (i, v) => (typeof v === 'number' ? (numberStyles[i] ?? 0) : 0)),
    write: (rowsXml: string) => sheet.write(rowsXml),
    async finish() {
      const last = columnName(Math.max(columns.length, 1) - 1)
      const range = `A1:${last}${Math.max(rowNumber, 1)}`
      await sheet.write(`</sheetData><autoFilter ref="${range}"/></worksheet>`)
      await sheet.end()
      // Written last, once the filter's range is known (the order of a package's parts does not matter).
      await zip.add('xl/workbook.xml', workbook(sheetName, `$A$1:$${last}$${Math.max(rowNumber, 1)}`))
      await zip.finish()
    },
  }
}
