import {
  formatMegabytes,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  PDF_MAX_BYTES,
  PDF_MIME_TYPE,
  type UploadPurpose,
} from '../../../domain/uploads'
import { AppError } from '../../errors'

// file-type and sharp are imported on first use, as are the other libraries only some requests need (mammoth,
// Stripe, the S3 client, nodemailer, openid-client): loaded at start they held 33–57 MB of every process at rest.

const isImage = (mime: string) => (IMAGE_MIME_TYPES as readonly string[]).includes(mime)

/** The file's real type from its first bytes (never its name or declared type): 415 when not allowed, 413 when too large. */
export async function checkFile(
  body: Buffer,
  purpose: UploadPurpose | 'any',
): Promise<{ mime: string; kind: 'image' | 'pdf' }> {
  const { fileTypeFromBuffer } = await import('file-type')
  const detected = await fileTypeFromBuffer(body)
  const mime = detected?.mime ?? 'unknown'
  const wantsImage = purpose === 'banner' || purpose === 'photo'
  if (wantsImage && !isImage(mime)) throw new AppError(415, 'Only JPEG, PNG or WebP images are allowed')
  if (purpose === 'pdf' && mime !== PDF_MIME_TYPE) throw new AppError(415, 'Only PDF files are allowed')
  if (!isImage(mime) && mime !== PDF_MIME_TYPE) {
    throw new AppError(415, 'Only JPEG, PNG or WebP images and PDF files are allowed')
  }
  const kind = isImage(mime) ? 'image' : 'pdf'
  const max = kind === 'image' ? IMAGE_MAX_BYTES : PDF_MAX_BYTES
  if (body.length > max) {
    throw new AppError(
      413,
      `${kind === 'image' ? 'Images' : 'PDF files'} must be at most ${formatMegabytes(max)} (${max} bytes)`,
    )
  }
  return { mime, kind }
}

/**
 * Images are re-encoded (which also drops EXIF, e.g. GPS positions) so a 2 MB phone photo is not sent to
 * every visitor: banners cropped to 1200x675, photos fitted within 1200 px, plus a 400 px-wide thumbnail.
 */
export async function renderImage(body: Buffer, purpose: UploadPurpose | 'any') {
  const { default: sharp } = await import('sharp')
  const base = sharp(body, { failOn: 'error' }).rotate()
  const main =
    purpose === 'banner'
      ? base.clone().resize(1200, 675, { fit: 'cover' })
      : base.clone().resize(1200, 1200, { fit: 'inside', withoutEnlargement: true })
  try {
    const [full, thumb] = await Promise.all([
      main.webp({ quality: 80 }).toBuffer(),
      base.clone().resize({ width: 400, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
    ])
    return { full, thumb }
  } catch {
    throw new AppError(415, 'The image could not be read; please upload a valid JPEG, PNG or WebP file')
  }
}
