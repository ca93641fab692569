import { useRef } from 'react'
import type { AdminUser } from '../../../domain/admin'
import { type Role, roleLabel } from '../../../domain/roles'
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
import { focusIsLost } from '../../lib/move-focus'
import { displayName, roleChangeQuestion } from './role-change'
import { roleSelectId } from './role-change-focus'

export interface PendingRoleChange {
  user: AdminUser
  to: Role
  /** The admin is changing their own role (always away from admin). */
  own: boolean
}

/** Asks before a role change that grants or removes staff access, or that takes away one's own admin access. */
export function RoleChangeDialog(props: {
  change: PendingRoleChange | null
  onCancel: () => void
  onConfirm: (change: PendingRoleChange) => void
}) {
  // The closing animation still shows the last question (and keeps the dialog titled).
  const last = useRef(props.change)
  if (props.change) last.current = props.change
  const c = last.current
  const question = c
    ? c.own
      ? {
          title: 'Remove your own admin access?',
          description: `You will become ${roleLabel(c.to)} at once and lose the admin pages. Another admin would have to give the role back.`,
          cancel: 'Keep admin access',
          action: 'Change my role',
        }
      : { ...roleChangeQuestion(displayName(c.user), c.user.role, c.to), cancel: 'Cancel' }
    : null
  return (
    <AlertDialog open={props.change !== null} onOpenChange={(open) => !open && props.onCancel()}>
      <AlertDialogContent
        // Opened from a Select whose list is gone by now: focus goes back to that user's role selector. When the
        // change has already taken the row out of a filtered list, the page has moved focus on (focusAfterRowLeaves).
        onCloseAutoFocus={(e) => {
          e.preventDefault()
          const trigger = c && document.getElementById(roleSelectId(c.user.id))
          if (trigger && focusIsLost()) trigger.focus()
        }}
      >
        {c && question && (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{question.title}</AlertDialogTitle>
              <AlertDialogDescription>{question.description}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{question.cancel}</AlertDialogCancel>
              <AlertDialogAction onClick={() => props.onConfirm(c)}>{question.action}</AlertDialogAction>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  )
}
