import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { PASSWORD_RESET_EXPIRED, PasswordResetSchema } from '../../../domain/auth'
import { homeOf } from '../../../domain/roles'
import { Alert, AlertDescription } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { apiJson } from '../../lib/api'
import { authKeys, useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AuthCard } from './auth-card'
import { AuthForm } from './auth-form'

/** The typed part of the form: the token comes from the emailed link. */
const NewPasswordSchema = PasswordResetSchema.pick({ password: true })

/** The emailed link's page: a new password, then the family is signed in (and signed out everywhere else). */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [done, setDone] = useState(false)
  const qc = useQueryClient()
  const { role } = useAuth()
  // A used or expired link says so at once, before anyone types a new password for nothing.
  const status = useQuery({
    queryKey: ['/api/auth/password-reset/status', token],
    queryFn: () =>
      apiJson<{ usable: boolean }>(
        'GET',
        `/api/auth/password-reset/status?token=${encodeURIComponent(token)}`,
      ),
    enabled: !!token,
  })
  const spent = status.data?.usable === false
  return (
    <AuthCard
      title="Choose a New Password"
      description="Your new password signs you in here and signs you out on every other device."
    >
      <div role="status">
        {done && (
          <div
            className="flex gap-3 rounded-md border bg-muted/40 p-4 text-sm"
            data-testid="password-changed"
          >
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            <p>Your password is changed and you're signed in.</p>
          </div>
        )}
      </div>
      {done ? (
        // A full navigation: every cached read is fetched again as the signed-in family.
        <Button className="w-full" onClick={() => window.location.assign(homeOf(role))}>
          Continue to Cradle
        </Button>
      ) : spent ? (
        <Alert variant="destructive" data-testid="reset-link-spent">
          <AlertDescription>{PASSWORD_RESET_EXPIRED}</AlertDescription>
        </Alert>
      ) : token ? (
        <AuthForm
          schema={NewPasswordSchema}
          endpoint="/api/auth/password-reset/confirm"
          submitLabel="Save New Password"
          extraBody={() => ({ token })}
          onDone={(body) => {
            // Two-step sign-in is on: the new password is saved; the code is asked on the sign-in page (issue 33).
            if ((body as { mfaRequired?: boolean }).mfaRequired) {
              window.location.assign('/sign-in?step=code')
              return
            }
            setDone(true)
            // The header and menus learn at once that this browser is signed in now.
            void qc.invalidateQueries({ queryKey: authKeys.user })
          }}
          fields={[
            {
              name: 'password',
              label: 'New password (at least 8 characters)',
              type: 'password',
              autoComplete: 'new-password',
            },
          ]}
        />
      ) : (
        <Alert variant="destructive">
          <AlertDescription>
            This link is incomplete. Open it again from the email, or ask for a new one.
          </AlertDescription>
        </Alert>
      )}
      {!done && (
        <p className="text-center text-sm text-muted-foreground">
          Link not working?{' '}
          <Link className="font-medium text-primary underline" href="/forgot-password">
            Ask for a new one
          </Link>
        </p>
      )}
    </AuthCard>
  )
}
