import { useMutation } from '@tanstack/react-query'
import { CircleCheck, MailWarning } from 'lucide-react'
import { EMAIL_VERIFICATION_SENT, type User } from '../../../domain/auth'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
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
    </Card>
  )
}
