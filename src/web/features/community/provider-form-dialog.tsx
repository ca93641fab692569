import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, type Path, useForm } from 'react-hook-form'
import {
  type AdminProvider,
  emptyProviderForm,
  ProviderFormSchema,
  type ProviderFormValues,
  providerFormToInput,
  providerToForm,
} from '../../../domain/provider-form'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Switch } from '../../components/ui/switch'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { useSaveProvider } from './api'
import { ProviderPhotoField } from './provider-photo-field'

type FieldName = Exclude<keyof ProviderFormValues, 'featured' | 'profilePhotoUrl'>
const FIELDS: { name: FieldName; label: string; textarea?: boolean; hint?: string }[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'title', label: 'Title' },
  { name: 'credentials', label: 'Credentials', hint: 'Comma-separated' },
  { name: 'bio', label: 'Bio', textarea: true },
  { name: 'aboutText', label: 'About', textarea: true },
  { name: 'carePhilosophy', label: 'Care philosophy', textarea: true },
  { name: 'specialties', label: 'Specialties', hint: 'Comma-separated' },
  { name: 'targetPopulations', label: 'Ideal for (target populations)', hint: 'Comma-separated' },
  { name: 'serviceCategories', label: 'Service categories', hint: 'Comma-separated' },
  { name: 'serviceSubtypes', label: 'Service subtypes', hint: 'Comma-separated' },
  { name: 'languages', label: 'Languages', hint: 'Comma-separated' },
  { name: 'rating', label: 'Rating (0–5, optional)' },
  { name: 'reviewCount', label: 'Review count' },
  { name: 'email', label: 'Email (private)' },
  { name: 'phone', label: 'Phone (private)' },
]

/** Add or edit a provider (admin spec §5 "Provider form"). */
export function ProviderFormDialog(props: {
  provider: AdminProvider | null
  onClose: () => void
  /** Where focus goes as the dialog closes (it has no Trigger for Radix to return it to). */
  returnFocus: () => void
}) {
  const editing = props.provider
  const save = useSaveProvider()
  const form = useForm<ProviderFormValues>({
    resolver: zodResolver(ProviderFormSchema),
    defaultValues: editing ? providerToForm(editing) : emptyProviderForm,
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: editing?.id, values: providerFormToInput(values) })
      toast({ title: editing ? 'Provider updated' : 'Provider created' })
      props.onClose()
    } catch (e) {
      if (e instanceof ApiError) {
        for (const fe of e.body?.errors ?? []) {
          form.setError(fe.path.split('.')[0] as Path<ProviderFormValues>, { message: fe.message })
        }
      }
      toast({
        title: editing ? 'Failed to update provider' : 'Failed to create provider',
        description: e instanceof ApiError ? e.userMessage : String(e),
        variant: 'destructive',
      })
    }
  })

  return (
    <Dialog open onOpenChange={(o) => !o && props.onClose()}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(e) => {
          e.preventDefault()
          props.returnFocus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Provider' : 'Add Provider'}</DialogTitle>
          <DialogDescription>
            Lists are comma-separated. Email and phone are never shown publicly.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {FIELDS.map((f) => {
            const id = `provider-${f.name}`
            const err = errors[f.name]?.message
            const a11y = { id, 'aria-invalid': !!err, 'aria-describedby': err ? `${id}-error` : undefined }
            return (
              <div key={f.name} className={f.textarea ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}>
                <Label htmlFor={id}>
                  {f.label}
                  {f.hint && (
                    <span className="ml-1 text-xs font-normal text-muted-foreground">({f.hint})</span>
                  )}
                </Label>
                {f.textarea ? (
                  <Textarea {...a11y} {...form.register(f.name)} />
                ) : (
                  <Input {...a11y} {...form.register(f.name)} />
                )}
                {err && (
                  <p id={`${id}-error`} className="text-sm text-destructive">
                    {err}
                  </p>
                )}
              </div>
            )
          })}
          <ProviderPhotoField control={form.control} />
          <div className="flex items-center gap-2 sm:col-span-2">
            <Controller
              control={form.control}
              name="featured"
              render={({ field }) => (
                <Switch id="provider-featured" checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
            <Label htmlFor="provider-featured">Featured</Label>
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : editing ? 'Save Changes' : 'Add Provider'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
