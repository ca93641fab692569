import { FileUp, Loader2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { readImportFile } from './api'

const ACCEPT = '.txt,.csv,.tsv,.md,.docx'

/** The paste box with a file drop zone: the file's text lands in the box, where it can still be edited. */
export function PastePanel(props: {
  text: string
  onText: (t: string) => void
  onParse: () => void
  parsing: boolean
  placeholder: string
  children?: React.ReactNode
}) {
  const id = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [reading, setReading] = useState(false)

  async function load(file: File | undefined) {
    if (!file) return
    setReading(true)
    try {
      props.onText(await readImportFile(file))
    } catch (e) {
      toast({
        title: 'Could not read the file',
        description: e instanceof ApiError ? e.userMessage : 'Choose a .txt, .csv, .md or .docx file',
        variant: 'destructive',
      })
    } finally {
      setReading(false)
    }
  }

  return (
    <div className="space-y-3">
      {props.children}
      <div className="space-y-2">
        <Label htmlFor={id}>Text to import</Label>
        <section
          aria-label="Drop a file here"
          className={`rounded-md border-2 border-dashed p-1 ${dragging ? 'border-primary bg-primary/5' : 'border-transparent'}`}
          onDragOver={(e) => {
            e.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault()
            setDragging(false)
            void load(e.dataTransfer.files[0])
          }}
        >
          <Textarea
            id={id}
            value={props.text}
            onChange={(e) => props.onText(e.target.value)}
            placeholder={props.placeholder}
            className="min-h-48 font-mono text-sm"
            spellCheck={false}
          />
        </section>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" onClick={props.onParse} disabled={props.parsing || reading}>
          {props.parsing ? <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" /> : null}
          Parse
        </Button>
        <Button type="button" variant="outline" onClick={() => fileInput.current?.click()} disabled={reading}>
          <FileUp className="size-4" aria-hidden="true" />
          {reading ? 'Reading file…' : 'Choose a file'}
        </Button>
        <span className="text-xs text-muted-foreground">
          or drop a .txt, .csv, .md or .docx file on the box
        </span>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose a file to import"
          onChange={(e) => {
            void load(e.target.files?.[0])
            e.target.value = ''
          }}
        />
      </div>
    </div>
  )
}
