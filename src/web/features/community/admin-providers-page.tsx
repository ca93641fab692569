import { PencilIcon, PlusIcon, StarIcon, Trash2Icon, UsersIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { type AdminProvider, visibleSpecialties } from '../../../domain/provider-form'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useAdminProviders, useDeleteProvider } from './api'
import { AccessDenied, EmptyState, ErrorState, ListSkeleton } from './page-states'
import { ProviderFormDialog } from './provider-form-dialog'
import { blockerText } from './zoned-time'

function ProviderCard(props: { p: AdminProvider; onEdit: () => void; onDelete: () => void }) {
  const { p } = props
  const { shown, more } = visibleSpecialties(p.specialties)
  const name = `${p.firstName} ${p.lastName}`
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-start gap-3">
          {p.profilePhotoUrl ? (
            <img src={p.profilePhotoUrl} alt="" className="size-12 rounded-full object-cover" />
          ) : (
            <div
              className="flex size-12 items-center justify-center rounded-full bg-muted font-semibold"
              aria-hidden
            >
              {p.firstName[0]}
              {p.lastName[0]}
            </div>
          )}
          <div className="min-w-0">
            <CardTitle className="flex flex-wrap items-center gap-1 [overflow-wrap:anywhere]">
              {name}
              {p.featured && <StarIcon className="size-4 fill-current text-warning" aria-label="Featured" />}
            </CardTitle>
            <p className="text-sm text-muted-foreground">{p.title}</p>
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-2 text-sm">
        <p className="line-clamp-2">{p.bio}</p>
        <div className="flex flex-wrap gap-1">
          {shown.map((s) => (
            <Badge key={s} variant="secondary">
              {s}
            </Badge>
          ))}
          {more > 0 && <Badge variant="outline">+{more} more</Badge>}
        </div>
        {p.email && <p className="break-all text-muted-foreground">{p.email}</p>}
      </CardContent>
      <CardFooter className="gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={props.onEdit}
          aria-label={`Edit ${name}`}
          data-edit-provider={p.id}
        >
          <PencilIcon aria-hidden /> Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={props.onDelete} aria-label={`Delete ${name}`}>
          <Trash2Icon aria-hidden /> Delete
        </Button>
      </CardFooter>
    </Card>
  )
}

export default function AdminProvidersPage() {
  useDocumentTitle('Manage Providers')
  const { role, isLoading } = useAuth()
  const providers = useAdminProviders()
  const remove = useDeleteProvider()
  const [editing, setEditing] = useState<AdminProvider | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AdminProvider | null>(null)
  const [blockers, setBlockers] = useState<{ path: string; message: string }[] | null>(null)
  const timeZone = useViewerTimeZone()
  // As it closes, the dialog still names the provider it asked about, not "Delete ?".
  const lastDeleting = useRef<AdminProvider | null>(null)
  if (deleting) lastDeleting.current = deleting
  const shown = lastDeleting.current
  const deletingName = shown ? `${shown.firstName} ${shown.lastName}` : ''
  if (isLoading) return <ListSkeleton />
  if (role !== 'admin') return <AccessDenied />

  // The blockers stay until the next provider is asked about: the closing dialog keeps its text too.
  const askDelete = (p: AdminProvider) => {
    setBlockers(null)
    setDeleting(p)
  }
  const closeDelete = () => setDeleting(null)
  async function confirmDelete(force: boolean) {
    if (!deleting) return
    try {
      await remove.mutateAsync({ id: deleting.id, force })
      toast({ title: 'Provider deleted', description: `${deletingName} was removed from the directory.` })
      closeDelete()
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && e.body?.errors?.length) {
        setBlockers(e.body.errors)
        return
      }
      toast({
        title: 'Failed to delete provider',
        description: e instanceof ApiError ? e.userMessage : String(e),
        variant: 'destructive',
      })
    }
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Manage Providers</h1>
          <p className="text-muted-foreground">Add, edit and remove providers in the directory.</p>
        </div>
        <Button id="add-provider" onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden /> Add Provider
        </Button>
      </div>
      {providers.isLoading ? (
        <ListSkeleton />
      ) : providers.error ? (
        <ErrorState error={providers.error} onRetry={() => providers.refetch()} />
      ) : !providers.data?.length ? (
        <EmptyState
          icon={<UsersIcon className="size-8 text-muted-foreground" aria-hidden />}
          title="No providers yet"
        >
          <p className="text-muted-foreground">Add the first provider to the directory.</p>
        </EmptyState>
      ) : (
        <div className="card-grid gap-4">
          {providers.data.map((p) => (
            <ProviderCard key={p.id} p={p} onEdit={() => setEditing(p)} onDelete={() => askDelete(p)} />
          ))}
        </div>
      )}
      {editing && (
        <ProviderFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          provider={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          returnFocus={() => {
            // Opened by Add Provider or a card's Edit, not a Trigger. The card is found by id: a save may rename it.
            const edit =
              editing === 'new'
                ? null
                : document.querySelector<HTMLElement>(`[data-edit-provider="${CSS.escape(editing.id)}"]`)
            const target = edit ?? document.getElementById('add-provider')
            target?.focus()
          }}
        />
      )}
      <AlertDialog open={!!deleting} onOpenChange={(o) => !o && closeDelete()}>
        <AlertDialogContent
          // Opened by a card's Delete, not a Trigger: focus goes back to it, or to Add Provider once the card is gone.
          onCloseAutoFocus={(e) => {
            e.preventDefault()
            const again = deletingName
            const button =
              document.querySelector<HTMLElement>(`button[aria-label="${CSS.escape(`Delete ${again}`)}"]`) ??
              document.getElementById('add-provider')
            button?.focus()
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {deletingName}?</AlertDialogTitle>
            <AlertDialogDescription>
              {/* The spec's sentence stays word for word; the title names who "this provider" is. */}
              {blockers
                ? `${deletingName} facilitates upcoming events. Deleting keeps those events and the names shown on them.`
                : 'Are you sure you want to delete this provider?'}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {blockers && (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {blockers.map((b) => (
                <li key={b.path}>{blockerText(b.message, timeZone)}</li>
              ))}
            </ul>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => confirmDelete(!!blockers)}
            >
              {blockers ? 'Delete anyway' : 'Delete'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  )
}
