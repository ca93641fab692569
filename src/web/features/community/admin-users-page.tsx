import { SearchIcon, UsersIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { pageCount } from '../../../domain/admin'
import { ROLES, type Role, roleLabel } from '../../../domain/roles'
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
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useChangeRole, useUsers } from './api'
import { AccessDenied, EmptyState, ErrorState, ListSkeleton } from './page-states'

const PAGE_SIZE = 20

export default function AdminUsersPage() {
  useDocumentTitle('User Management')
  const { role, isLoading, user } = useAuth()
  // Taking away one's own admin role ends one's own admin session: asked first, then the app starts afresh.
  const [ownChange, setOwnChange] = useState<Role | null>(null)
  const [search, setSearch] = useState('')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  // The search runs on the server: wait for a pause in typing before asking.
  useEffect(() => {
    const id = setTimeout(() => {
      setQ(search)
      setPage(1)
    }, 300)
    return () => clearTimeout(id)
  }, [search])
  const users = useUsers({ q, page, pageSize: PAGE_SIZE })
  const changeRole = useChangeRole()
  if (isLoading) return <ListSkeleton />
  if (role !== 'admin') return <AccessDenied />

  async function setRole(id: string, next: Role) {
    if (id === user?.id && next !== 'admin' && ownChange === null) {
      setOwnChange(next)
      return
    }
    try {
      await changeRole.mutateAsync({ id, role: next })
      if (id === user?.id) {
        window.location.assign('/')
        return
      }
      toast({ title: 'Role updated', description: `The new role applies on the user's next page load.` })
    } catch (e) {
      setOwnChange(null)
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
      <div className="relative max-w-md">
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
      {users.isLoading ? (
        <ListSkeleton />
      ) : users.error ? (
        <ErrorState error={users.error} onRetry={() => users.refetch()} />
      ) : !data?.users.length ? (
        <EmptyState
          icon={<UsersIcon className="size-8 text-muted-foreground" aria-hidden />}
          title="No users found"
        >
          <p className="text-muted-foreground">Try another name or email.</p>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.total} user{data.total === 1 ? '' : 's'}
          </p>
          <ul className="space-y-2">
            {data.users.map((u) => {
              const name = [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email
              return (
                <li key={u.id}>
                  <Card>
                    <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                      <div className="min-w-0">
                        <p className="font-medium">{name}</p>
                        <p className="truncate text-sm text-muted-foreground">{u.email}</p>
                      </div>
                      <Select value={u.role} onValueChange={(r) => setRole(u.id, r as Role)}>
                        <SelectTrigger className="sm:w-48" aria-label={`Role of ${name}`}>
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
          <nav className="flex items-center justify-between gap-2" aria-label="Pagination">
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
      <AlertDialog open={ownChange !== null} onOpenChange={(open) => !open && setOwnChange(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove your own admin access?</AlertDialogTitle>
            <AlertDialogDescription>
              You will become {ownChange ? roleLabel(ownChange) : ''} at once and lose the admin pages.
              Another admin would have to give the role back.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep admin access</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (ownChange && user) void setRole(user.id, ownChange)
              }}
            >
              Change my role
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  )
}
