import {
  type BulkImportPreview,
  BulkImportPreviewSchema,
  type ClassDraft,
  type ClassImportPreview,
  ClassImportPreviewSchema,
  type CommitRequest,
  type CommitResult,
  CommitResultSchema,
  type ImportType,
} from '../../../domain/imports'
import { apiJson } from '../../lib/api'

export const previewBulk = (text: string, type: ImportType): Promise<BulkImportPreview> =>
  apiJson('POST', '/api/admin/ai-bulk-import', { text, type }, BulkImportPreviewSchema)

export const previewClasses = (text: string): Promise<ClassImportPreview> =>
  apiJson('POST', '/api/admin/ai-import-classes', { text }, ClassImportPreviewSchema)

export const commitImport = (body: CommitRequest): Promise<CommitResult> =>
  apiJson('POST', '/api/admin/import/commit', body, CommitResultSchema)

/** One class per call (admin.md §7); it waits in the inbox unless `publish` (issue 27). */
export const createComingSoon = (row: ClassDraft, publish = false): Promise<unknown> =>
  apiJson('POST', '/api/admin/event-proposals/coming-soon', { ...row, publish })

/** Text files are read in the browser; a .docx goes to the server, which extracts its text with mammoth. */
export async function readImportFile(file: File): Promise<string> {
  if (/\.(txt|csv|tsv|md|markdown)$/i.test(file.name)) return file.text()
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  const { text } = await apiJson<{ text: string }>('POST', '/api/admin/import/extract-text', {
    filename: file.name,
    contentBase64: btoa(binary),
  })
  return text
}
