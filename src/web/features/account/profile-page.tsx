import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef } from 'react'
import { Controller, type Path, useForm } from 'react-hook-form'
import type { User } from '../../../domain/auth'
import { displayPhone } from '../../../domain/phone'
import { type Profile, type ProfileInput, ProfileInputSchema } from '../../../domain/profile'
import { roleLabel } from '../../../domain/roles'
import { listedTimezoneOr, TIMEZONES } from '../../../domain/timezones'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { SignInPrompt } from './account-parts'
import { useUpdateProfile } from './api'

const valuesOf = (u: User): ProfileInput => ({
  firstName: u.firstName ?? '',
  lastName: u.lastName ?? '',
  // Stored in E.164; shown as people write it (saving normalizes it again).
  phone: displayPhone(u.phone),
  timezone: listedTimezoneOr(u.timezone),
})

export default function ProfilePage() {
  useDocumentTitle('My Profile')
  const { user, isLoading } = useAuth()
  if (isLoading) return <PageSkeleton />
  if (!user) return <SignInPrompt title="My Profile" message="Please sign in to view your profile." />
  return <ProfileForm user={user} />
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null
}

function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile()
  const form = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(ProfileInputSchema),
    defaultValues: valuesOf(user),
  })
  const { errors } = form.formState
  // After a save the saved values become what Cancel returns to. Not on the first render: the form starts with
  // them, and a reset after the first paint would undo what a quick hand (or a test) already typed.
  const shownUser = useRef(user)
  useEffect(() => {
    if (shownUser.current === user) return
    shownUser.current = user
    form.reset(valuesOf(user))
  }, [user, form])

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => toast({ title: 'Profile updated', description: 'Your profile has been updated successfully.' }),
      (e: unknown) => {
        // The first refused field takes focus, as after a failed check in the browser.
        if (e instanceof ApiError)
          for (const [i, fe] of (e.body?.errors ?? []).entries())
            form.setError(fe.path as Path<ProfileInput>, { message: fe.message }, { shouldFocus: i === 0 })
        toast({
          title: 'Error',
          description: e instanceof ApiError ? e.userMessage : 'Failed to update profile',
          variant: 'destructive',
        })
      },
    ),
  )

  const text = (
    name: 'firstName' | 'lastName' | 'phone',
    label: string,
    extra: React.ComponentProps<'input'> = {},
  ) => (
    <div className="space-y-1.5">
      <Label htmlFor={name}>{label}</Label>
      <Input
        id={name}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        {...extra}
        {...form.register(name)}
      />
      <FieldError id={`${name}-error`} message={errors[name]?.message} />
    </div>
  )

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">My Profile</h1>
      <form onSubmit={onSubmit} noValidate>
        <Card className="mt-6">
          <CardHeader>
            <CardTitle>Personal information</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {text('firstName', 'First Name', { autoComplete: 'given-name' })}
              {text('lastName', 'Last Name', { autoComplete: 'family-name' })}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="email">Email</Label>
              <Input id="email" value={user.email} readOnly disabled aria-describedby="email-hint" />
              <p id="email-hint" className="text-sm text-muted-foreground">
                Email cannot be changed
              </p>
            </div>
            {text('phone', 'Phone Number (optional)', {
              type: 'tel',
              autoComplete: 'tel',
              placeholder: '(312) 555-0100',
            })}
            <div className="space-y-1.5">
              <Label htmlFor="timezone">Timezone</Label>
              <Controller
                control={form.control}
                name="timezone"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger
                      ref={field.ref}
                      id="timezone"
                      aria-label="Timezone"
                      aria-invalid={!!errors.timezone}
                      aria-describedby={errors.timezone ? 'timezone-error' : undefined}
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {TIMEZONES.map((t) => (
                        <SelectItem key={t.value} value={t.value}>
                          {t.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
              <FieldError id="timezone-error" message={errors.timezone?.message} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="role">Account Role</Label>
              <Input id="role" value={roleLabel(user.role)} readOnly disabled />
            </div>
          </CardContent>
          <CardFooter className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => form.reset(valuesOf(user))} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save Changes'}
            </Button>
          </CardFooter>
        </Card>
      </form>
    </div>
  )
}
