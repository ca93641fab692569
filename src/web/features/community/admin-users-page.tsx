import { SearchIcon, UsersIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { type AdminUser, pageCount } from '../../../domain/admin'
import { ROLES, type Role, roleLabel } from '../../../domain/roles'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useUrlState } from '../../lib/use-url-state'
import { useChangeRole, useUsers } from './api'
import { AccessDenied, EmptyState, ErrorState, ListSkeleton } from './page-states'
import { displayName, roleChangeNeedsConfirmation, roleUpdatedText } from './role-change'
import { type PendingRoleChange, RoleChangeDialog } from './role-change-dialog'
import { focusAfterRowLeaves, roleSelectId, USERS_COUNT_ID, USERS_EMPTY_ID } from './role-change-focus'

const PAGE_SIZE = 20
const ALL_ROLES = 'all'

export default function AdminUsersPage() {
  useDocumentTitle('User Management')
  const { role, isLoading, user } = useAuth()
  // Granting or removing staff access, or giving up one's own admin role, is asked about first.
  const [pending, setPending] = useState<PendingRoleChange | null>(null)
  // Search, role and page are in the address: a reload, a shared link or Back keeps the list as it was.
  const [url, setUrl] = useUrlState({ q: '', role: ALL_ROLES as string, page: '1' })
  const roleFilter: Role | typeof ALL_ROLES = ROLES.find((r) => r === url.role) ?? ALL_ROLES
  const page = Math.max(1, Number.parseInt(url.page, 10) || 1)
  const q = url.q
  const setPage = (next: (p: number) => number) => setUrl({ page: String(next(page)) })
  const [search, setSearch] = useState(q)
  // The search runs on the server: wait for a pause in typing before asking.
  useEffect(() => {
    if (search === q) return
    const id = setTimeout(() => setUrl({ q: search, page: '1' }), 300)
    return () => clearTimeout(id)
  }, [search, q, setUrl])
  const users = useUsers({
    q,
    role: roleFilter === ALL_ROLES ? undefined : roleFilter,
    page,
    pageSize: PAGE_SIZE,
  })
  const changeRole = useChangeRole()
  if (isLoading) return <ListSkeleton />
  if (role !== 'admin') return <AccessDenied />

  function chooseRole(target: AdminUser, next: Role) {
    if (next === target.role) return
    const own = target.id === user?.id
    if (own || roleChangeNeedsConfirmation(target.role, next)) setPending({ user: target, to: next, own })
    else void setRole(target, next)
  }

  async function setRole(target: AdminUser, next: Role) {
    const afterRowLeaves = focusAfterRowLeaves(
      target.id,
      (users.data?.users ?? []).map((u) => u.id),
    )
    try {
      await changeRole.mutateAsync({ id: target.id, role: next })
      // Taking away one's own admin role ends one's own admin session: the app starts afresh.
      if (target.id === user?.id) {
        window.location.assign('/')
        return
      }
      toast({ title: 'Role updated', description: roleUpdatedText(displayName(target), next) })
      afterRowLeaves()
    } catch (e) {
      toast({
        title: 'Failed to update role',
        description: e instanceof ApiError ? e.userMessage : String(e),
        variant: 'destructive',
      })
    }
  }

  const data = users.data
  const pages = data ? pageCount(data.total, data.pageSize) : 1
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">User Management</h1>
        <p className="text-muted-foreground">Find people and change their roles.</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative w-full max-w-md">
          <SearchIcon className="absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            aria-label="Search by name or email"
            placeholder="Search by name or email"
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Select
          value={roleFilter}
          onValueChange={(v) => {
            setUrl({ role: v, page: '1' })
          }}
        >
          <SelectTrigger className="sm:w-48" aria-label="Filter by role">
            {/* "Role: Admin", so the filter does not read like one user's role selector. */}
            <SelectValue>
              {roleFilter === ALL_ROLES ? 'All roles' : `Role: ${roleLabel(roleFilter)}`}
            </SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_ROLES}>All roles</SelectItem>
            {ROLES.map((r) => (
              <SelectItem key={r} value={r}>
                {roleLabel(r)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {users.isLoading ? (
        <ListSkeleton />
      ) : users.error ? (
        <ErrorState error={users.error} onRetry={() => users.refetch()} />
      ) : !data?.users.length ? (
        <EmptyState
          icon={<UsersIcon className="size-8 text-muted-foreground" aria-hidden />}
          title="No users found"
          titleId={USERS_EMPTY_ID}
        >
          <p className="text-muted-foreground">
            {roleFilter === ALL_ROLES ? 'Try another name or email.' : 'Try another name, email or role.'}
          </p>
        </EmptyState>
      ) : (
        <>
          <p id={USERS_COUNT_ID} className="text-sm text-muted-foreground" aria-live="polite">
            {data.total} user{data.total === 1 ? '' : 's'}
          </p>
          <ul className="space-y-2">
            {data.users.map((u) => {
              const name = displayName(u)
              return (
                <li key={u.id}>
                  <Card>
                    <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                      <div className="min-w-0">
                        <p className="font-medium">{name}</p>
                        <p className="break-all text-sm text-muted-foreground">{u.email}</p>
                      </div>
                      <Select value={u.role} onValueChange={(r) => chooseRole(u, r as Role)}>
                        <SelectTrigger
                          id={roleSelectId(u.id)}
                          className="sm:w-48"
                          aria-label={`Role of ${name}`}
                        >
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {ROLES.map((r) => (
                            <SelectItem key={r} value={r}>
                              {roleLabel(r)}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    </CardContent>
                  </Card>
                </li>
              )
            })}
          </ul>
          <nav className="flex flex-wrap items-center justify-between gap-2" aria-label="Pagination">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span className="text-sm">
              Page {data.page} of {pages}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
            </Button>
          </nav>
        </>
      )}
      <RoleChangeDialog
        change={pending}
        onCancel={() => setPending(null)}
        onConfirm={(c) => {
          setPending(null)
          void setRole(c.user, c.to)
        }}
      />
    </div>
  )
}
