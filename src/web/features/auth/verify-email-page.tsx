import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'wouter'
import { EMAIL_VERIFIED, type User } from '../../../domain/auth'
import { Alert, AlertDescription } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { ApiError, apiJson } from '../../lib/api'
import { authKeys, useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AuthCard } from './auth-card'

/**
 * The emailed "confirm your address" link. It proves the address only for the account it was sent for, so the page
 * asks to sign in first (then returns here); signed in, it confirms at once: a mail scanner is never signed in.
 */
export default function VerifyEmailPage() {
  useDocumentTitle('Confirm Your Email')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const { user, isLoading } = useAuth()
  const qc = useQueryClient()
  const confirm = useMutation({
    mutationFn: () => apiJson<User>('POST', '/api/auth/verify-email', { token }),
    // The header, menus and Settings learn the new state (and role) at once.
    onSuccess: (u) => qc.setQueryData(authKeys.user, u),
  })
  const { mutate, isIdle } = confirm
  const signedIn = !!user
  useEffect(() => {
    if (signedIn && token && isIdle) mutate()
  }, [signedIn, token, isIdle, mutate])

  const here = `/verify-email?token=${encodeURIComponent(token)}`
  return (
    <AuthCard title="Confirm Your Email" description="One step to make sure this address is yours.">
      <div role="status">
        {confirm.isSuccess && (
          <div className="flex gap-3 rounded-md border bg-muted/40 p-4 text-sm" data-testid="email-confirmed">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            <p>{EMAIL_VERIFIED}</p>
          </div>
        )}
        {confirm.isPending && <p className="text-sm text-muted-foreground">Confirming…</p>}
      </div>
      {!token ? (
        <Alert variant="destructive">
          <AlertDescription>
            This link is incomplete. Open it again from the email, or send yourself a new one from Settings.
          </AlertDescription>
        </Alert>
      ) : confirm.isError ? (
        <Alert variant="destructive" data-testid="verify-email-error">
          <AlertDescription>
            {confirm.error instanceof ApiError
              ? confirm.error.userMessage
              : 'We could not confirm your email.'}
          </AlertDescription>
        </Alert>
      ) : !isLoading && !signedIn ? (
        <>
          <p className="text-sm">
            Sign in to the account you created, and we will confirm its email address.
          </p>
          <Button asChild className="w-full">
            <Link href={`/sign-in?redirect=${encodeURIComponent(here)}`}>Sign In to Confirm</Link>
          </Button>
        </>
      ) : null}
      {(confirm.isSuccess || confirm.isError) && (
        <Button asChild variant={confirm.isSuccess ? 'default' : 'outline'} className="w-full">
          <Link href={confirm.isSuccess ? '/' : '/settings'}>
            {confirm.isSuccess ? 'Continue to Cradle' : 'Go to Settings'}
          </Link>
        </Button>
      )}
    </AuthCard>
  )
}
