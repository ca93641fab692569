import { useRef } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog'
import { buttonVariants } from '../../components/ui/button'

/**
 * Asked when the proposal dialog would close (or leave for View Event) with notes typed and not saved: notes are
 * saved only with a decision, so closing used to drop them without a word. Escape or Keep editing goes back to them.
 */
export function DiscardNotesDialog(props: {
  open: boolean
  onKeep: () => void
  onDiscard: () => void
  /** Where focus goes when Keep editing closes the question: where it was when asked. */
  returnFocus: () => void
}) {
  // After Discard the proposal dialog closes too and gives focus back to its card; this must not take it.
  const discarded = useRef(false)
  if (props.open) discarded.current = false
  return (
    <AlertDialog open={props.open} onOpenChange={(o) => !o && props.onKeep()}>
      <AlertDialogContent
        onCloseAutoFocus={(e) => {
          e.preventDefault()
          if (!discarded.current) props.returnFocus()
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Discard your notes?</AlertDialogTitle>
          <AlertDialogDescription>
            The review and internal notes you typed are saved only with a decision (such as Start Review).
            Closing now loses them.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep editing</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => {
              discarded.current = true
              props.onDiscard()
            }}
          >
            Discard
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
