import { AppError } from '../../errors'

/** A .docx is at most this big before extraction. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
const TEXT_EXTENSIONS = /\.(txt|csv|tsv|md|markdown)$/i

/**
 * Plain text out of a chosen file. Text files are decoded as UTF-8; a .docx is read on the server
 * with mammoth (raw text, no HTML), so the browser never loads a Word parser.
 */
export async function extractText(filename: string, contentBase64: string): Promise<string> {
  const bytes = Buffer.from(contentBase64, 'base64')
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, 'The file is too large: at most 5 MB')
  if (TEXT_EXTENSIONS.test(filename)) return bytes.toString('utf8')
  if (!/\.docx$/i.test(filename)) throw new AppError(415, 'Choose a .txt, .csv, .md or .docx file')
  // A .docx is a ZIP archive: "PK\x03\x04".
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) {
    throw new AppError(415, 'This file is not a valid .docx document')
  }
  const { default: mammoth } = await import('mammoth') // on first use: a Word parser is rarely needed
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes })
    return value.replace(/\n{3,}/g, '\n\n').trim()
  } catch {
    throw new AppError(415, 'This file is not a valid .docx document')
  }
}
