import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { dismiss, toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { importFailureMessage } from './commit-outcome'
import type { ImportOutcome } from './import-summary'

type Preview = { source: string; warning?: string; unread: string[] }

/**
 * What both import screens share: the pasted text, the parse call with the spec's messages
 * (admin.md §8 "Input required", "Parsing failed"), and the state after a commit.
 */
export function usePasteImport<P extends Preview>(
  preview: (text: string) => Promise<P>,
  load: (p: P) => void,
) {
  const [text, setText] = useState('')
  // Bumped on every parse so the preview tables remount with the new rows.
  const [generation, setGeneration] = useState(0)
  const [source, setSource] = useState<Preview | null>(null)
  const [summary, setSummary] = useState<ImportOutcome | null>(null)

  const parse = useMutation({
    mutationFn: () => preview(text),
    onSuccess: (p) => {
      // An earlier "Input required", "Parsing failed" or "Import failed" no longer applies once the text is read
      // (issue 27): it would sit over the new preview.
      dismissImportToasts()
      load(p)
      setSource({ source: p.source, warning: p.warning, unread: p.unread })
      setSummary(null)
      setGeneration((g) => g + 1)
    },
    onError: (e) =>
      importToast({
        title: 'Parsing failed',
        description: e instanceof ApiError && e.status === 413 ? e.userMessage : 'Failed to parse data',
        variant: 'destructive',
      }),
  })

  function onParse() {
    if (!text.trim()) {
      importToast({
        title: 'Input required',
        description: 'Please paste some text to parse',
        variant: 'destructive',
      })
      return
    }
    parse.mutate()
  }

  return {
    text,
    setText,
    generation,
    source,
    summary,
    setSummary,
    parse,
    onParse,
    /** A preview is on screen (parsed, and not yet replaced by a commit summary). */
    parsed: source !== null && !summary,
  }
}

/** admin.md §8 "Import failed", with the server's reason when it refused the import (e.g. too many rows). */
export const importFailedToast = (e: unknown) =>
  importToast({ title: 'Import failed', description: importFailureMessage(e), variant: 'destructive' })

/** Error toasts the import pages raised, so a later successful parse can close them. */
const raised = new Set<string>()
function importToast(opts: Parameters<typeof toast>[0]) {
  const { id } = toast(opts)
  raised.add(id)
}
export function dismissImportToasts() {
  for (const id of raised) dismiss(id)
  raised.clear()
}

const MAX_UNREAD_SHOWN = 20

/**
 * The parse error, the parser's warning (e.g. the AI service was unavailable), and the lines it could not read, so
 * nothing pasted is dropped without the admin seeing it.
 */
export function ParseAlerts(props: { failed: boolean; warning?: string; unread?: string[] }) {
  const unread = props.unread ?? []
  return (
    <>
      {props.failed ? (
        <Alert variant="destructive">
          <AlertDescription>Failed to parse data. Check the text and try again.</AlertDescription>
        </Alert>
      ) : null}
      {props.warning ? (
        <Alert variant="warning">
          <AlertDescription>{props.warning}</AlertDescription>
        </Alert>
      ) : null}
      {unread.length ? (
        <Alert variant="warning" role="status">
          <AlertTitle>
            {unread.length === 1 ? '1 line was not understood' : `${unread.length} lines were not understood`}
          </AlertTitle>
          <AlertDescription className="space-y-1">
            <p>
              {unread.length === 1 ? 'It is' : 'They are'} not in the preview: correct{' '}
              {unread.length === 1 ? 'it' : 'them'} in the text and parse again, or leave{' '}
              {unread.length === 1 ? 'it' : 'them'} out.
            </p>
            <ul className="list-disc pl-5">
              {unread.slice(0, MAX_UNREAD_SHOWN).map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same line may be pasted twice
                <li key={i} className="break-words">
                  “{line}”
                </li>
              ))}
            </ul>
            {unread.length > MAX_UNREAD_SHOWN ? <p>and {unread.length - MAX_UNREAD_SHOWN} more.</p> : null}
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  )
}
