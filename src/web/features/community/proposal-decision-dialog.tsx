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
import type { DecisionQuestion } from './proposal-decision'

/** "Approve …?" / "Reject …?" above the proposal dialog; Escape or Cancel returns to the proposal untouched. */
export function DecisionConfirmDialog(props: {
  question: DecisionQuestion | null
  destructive: boolean
  onCancel: () => void
  onConfirm: () => void
  /** Where focus goes when the question closes: the button that asked. */
  returnFocus: () => void
}) {
  // The closing animation still shows the last question (and keeps the dialog titled).
  const last = useRef(props.question)
  if (props.question) last.current = props.question
  const q = last.current
  return (
    <AlertDialog open={!!props.question} onOpenChange={(o) => !o && props.onCancel()}>
      {q && (
        <AlertDialogContent
          onCloseAutoFocus={(e) => {
            e.preventDefault()
            props.returnFocus()
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{q.title}</AlertDialogTitle>
            <AlertDialogDescription>{q.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className={props.destructive ? buttonVariants({ variant: 'destructive' }) : undefined}
              onClick={props.onConfirm}
            >
              {q.action}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  )
}
