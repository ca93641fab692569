import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { CircleCheck, MailWarning } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { type ChangeEmail, ChangeEmailSchema } from '../../../domain/account'
import { EMAIL_VERIFICATION_SENT, type User } from '../../../domain/auth'
import { TextInputField } from '../../components/text-input-field'
import { Button } from '../../components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiRequest } from '../../lib/api'

/** Settings → Email address: whether it is confirmed, and the confirmation link again when it is not. */
export function EmailCard({ user }: { user: User }) {
  const resend = useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/verify-email/resend'),
    onSuccess: () => toast({ title: 'Link sent', description: EMAIL_VERIFICATION_SENT }),
    onError: (e) =>
      toast({
        title: 'Error',
        description: e instanceof ApiError ? e.userMessage : 'We could not send the link',
        variant: 'destructive',
      }),
  })
  return (
    <Card className="mt-6" data-testid="email-card">
      <CardHeader>
        <CardTitle>Email Address</CardTitle>
        <CardDescription>{user.email}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 text-sm">
        {user.emailVerified ? (
          <p className="flex items-center gap-2">
            <CircleCheck className="size-4 text-success" aria-hidden="true" />
            Confirmed
          </p>
        ) : (
          <>
            <p className="flex items-start gap-2">
              <MailWarning className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              Not confirmed yet. Open the link we emailed you when you signed up.
            </p>
            <Button variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
              {resend.isPending ? 'Sending…' : 'Send the Link Again'}
            </Button>
          </>
        )}
      </CardContent>
      <ChangeEmailForm />
    </Card>
  )
}

/** Change of address: a link goes to the new one, and the account moves when it is opened (issue 33). */
function ChangeEmailForm() {
  const [open, setOpen] = useState(false)
  const form = useForm<z.input<typeof ChangeEmailSchema>, unknown, ChangeEmail>({
    resolver: zodResolver(ChangeEmailSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await apiRequest('POST', '/api/auth/email', values)
      const { message } = (await res.json()) as { message: string }
      form.reset()
      setOpen(false)
      toast({ title: 'Check your new inbox', description: message })
    } catch (e) {
      const fieldErrors = e instanceof ApiError ? (e.body?.errors ?? []) : []
      for (const fe of fieldErrors)
        if (fe.path === 'email' || fe.path === 'password') form.setError(fe.path, { message: fe.message })
      if (!fieldErrors.length)
        toast({
          title: 'Error',
          description: e instanceof ApiError ? e.userMessage : 'We could not send the link',
          variant: 'destructive',
        })
    }
  })
  if (!open)
    return (
      <CardFooter>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Change Email Address
        </Button>
      </CardFooter>
    )
  return (
    <form onSubmit={onSubmit} noValidate>
      <CardContent className="space-y-4 border-t pt-4">
        <TextInputField
          id="new-email"
          label="New email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextInputField
          id="email-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
      </CardContent>
      <CardFooter className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send Confirmation Link'}
        </Button>
      </CardFooter>
    </form>
  )
}
