import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { type Certificate, hoursText } from '../../../domain/certificates'
import { formatIn } from '../../../domain/datetime'

const require = createRequire(import.meta.url)
// Inter ships as TrueType in an npm package: embedded (subset) in every PDF, so no reader fetches or substitutes it.
const fontBytes = (weight: '400Regular' | '700Bold') =>
  readFile(require.resolve(`@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`))
let fonts: Promise<[Buffer, Buffer]> | undefined
// Loaded on the first certificate, not at start: the two libraries take ~0.5 s of a start's CPU (issue 34.6).
type Fontkit = typeof import('@pdf-lib/fontkit')
// The package is CommonJS: imported at run time, its exports are the namespace's default.
const commonJsExports = (m: Fontkit) => (m as Fontkit & { default?: Fontkit }).default ?? m
let pdfLib: Promise<[typeof import('pdf-lib'), Fontkit]> | undefined

/** A one-page landscape certificate saying what `c` says, with its code and where to check it. */
export async function renderCertificatePdf(c: Certificate, verifyUrl: string): Promise<Uint8Array> {
  fonts ??= Promise.all([fontBytes('400Regular'), fontBytes('700Bold')])
  const [regularBytes, boldBytes] = await fonts
  pdfLib ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit').then(commonJsExports)])
  const [{ PDFDocument, rgb }, fontkit] = await pdfLib
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const regular = await doc.embedFont(regularBytes, { subset: true })
  const bold = await doc.embedFont(boldBytes, { subset: true })
  const heading = c.kind === 'attendance' ? 'Certificate of Attendance' : 'Certificate of Facilitation'
  doc.setTitle(`${heading}: ${c.title}`)
  doc.setSubject(`Cradle certificate ${c.code}`)
  doc.setAuthor('Cradle')
  doc.setCreator('Cradle')

  const page = doc.addPage([842, 595]) // A4 landscape, points
  const { width } = page.getSize()
  const teal = rgb(0, 0.42, 0.38)
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: 547, borderColor: teal, borderWidth: 3 })
  const centred = (text: string, y: number, size: number, font = regular, color = rgb(0.07, 0.09, 0.15)) =>
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color })
  centred('Cradle', 500, 20, bold, teal)
  centred(heading, 450, 34, bold)
  centred('This certifies that', 405, 14)
  centred(c.holderName, 365, 28, bold)
  centred(c.kind === 'attendance' ? 'attended the session' : 'facilitated the session', 330, 14)
  centred(c.title, 295, 20, bold)
  const when = formatIn(c.date, c.timezone, 'EEEE, MMMM d, yyyy')
  centred(`${when} · ${hoursText(c.hours)}`, 260, 14)
  if (c.facilitators.length) centred(`Facilitated by ${c.facilitators.join(', ')}`, 230, 14)
  centred(`Certificate code ${c.code}`, 110, 12, bold)
  centred(`Check it at ${verifyUrl}`, 90, 11)
  // Plain objects (no object streams): every reader opens it, and the embedded font is visible to a check.
  return doc.save({ useObjectStreams: false })
}
