import { moveFocusWhen } from '../../lib/move-focus'

/** The id of a user's role selector on Manage Users. */
export const roleSelectId = (userId: string) => `role-of-${userId}`
/** The "N users" line above the list, and the empty list's title. */
export const USERS_COUNT_ID = 'users-count'
export const USERS_EMPTY_ID = 'users-empty'

/**
 * The users whose role selectors take focus when `userId`'s row leaves the list, in order: the next row, else the
 * previous one.
 */
export function neighboursOf(userId: string, shownIds: readonly string[]): string[] {
  const i = shownIds.indexOf(userId)
  if (i < 0) return []
  return [shownIds[i + 1], shownIds[i - 1]].filter((id): id is string => !!id)
}

/**
 * Taken before a role change is sent: under a role filter the user's row leaves the list once it is refetched, and
 * the focus it had with it. The returned function (called once the change succeeded) then moves focus to the next
 * row's role selector, else the previous one's, else the results count or the empty list's title.
 */
export function focusAfterRowLeaves(userId: string, shownIds: readonly string[]): () => void {
  const row = document.getElementById(roleSelectId(userId))?.closest('li')
  if (!row) return () => {}
  const byId = (id: string) => document.getElementById(id)
  return () => {
    moveFocusWhen(
      // A confirmation still closing holds focus and would hand it back to the vanished selector: wait for it.
      () => !row.isConnected && !document.querySelector('[role="alertdialog"]'),
      () => [
        ...neighboursOf(userId, shownIds).map((id) => byId(roleSelectId(id))),
        byId(USERS_COUNT_ID),
        byId(USERS_EMPTY_ID),
      ],
    )
  }
}
