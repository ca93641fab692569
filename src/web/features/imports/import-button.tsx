import { useId } from 'react'
import { Button } from '../../components/ui/button'
import { cn } from '../../lib/utils'
import { importButtonLabel, importHint, type Selection } from './selection'

/**
 * Import, counting only the selected rows that can go. When none can, it is disabled and the reason is the text
 * next to it (a disabled button cannot be focused, so the reason is not hidden in a tooltip).
 */
export function ImportButton(props: {
  selection: Selection
  pending: boolean
  /** A reason that blocks the import whatever the rows (e.g. too many selected). */
  blockedBy?: string | null
  onImport: () => void
}) {
  const hintId = useId()
  const hint = props.blockedBy ? { text: props.blockedBy, blocks: true } : importHint(props.selection)
  const disabled = props.pending || !!hint?.blocks
  // Red only for something to fix; "select a row" is plain guidance.
  const urgent = !!props.blockedBy || (!!hint?.blocks && props.selection.selected > 0)
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button
        type="button"
        onClick={props.onImport}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
      >
        {props.pending ? 'Importing…' : importButtonLabel(props.selection)}
      </Button>
      {hint ? (
        <p id={hintId} className={cn('text-sm', urgent ? 'text-destructive' : 'text-muted-foreground')}>
          {hint.text}
        </p>
      ) : null}
    </div>
  )
}
