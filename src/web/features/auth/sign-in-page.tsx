import { useState } from 'react'
import { Link, Redirect, useSearchParams } from 'wouter'
import { LoginSchema, type User } from '../../../domain/auth'
import { MfaLoginSchema } from '../../../domain/mfa'
import { afterSignIn, safeRedirect } from '../../../domain/safe-redirect'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AuthCard } from './auth-card'
import { AuthForm } from './auth-form'

export default function SignInPage() {
  useDocumentTitle('Sign In')
  const [params] = useSearchParams()
  const asked = params.get('redirect')
  const redirect = safeRedirect(asked)
  const { isAuthenticated, role } = useAuth()
  // The password was right and the account has a second factor: its code is asked next (issue 33).
  // `?step=code`: the server already took the first step (an organization sign-in, a password reset) and set the
  // ticket; only the code is left.
  const [codeStep, setCodeStep] = useState(params.get('step') === 'code')
  // Back to the page that sent the visitor here, else to where their role's work is (decision S24). A full
  // navigation, so every cached query is fetched again as this user.
  const signedIn = (user: User) => window.location.assign(afterSignIn(asked, user.role))
  // Already signed in (a second tab, the back button): on to where the form would have led.
  if (isAuthenticated) return <Redirect to={afterSignIn(asked, role)} replace />
  if (codeStep)
    return (
      <AuthCard
        title="Two-Step Sign-In"
        description="Open the authenticator app on your phone and enter the 6-digit code it shows for Cradle."
      >
        <AuthForm
          schema={MfaLoginSchema}
          endpoint="/api/auth/login/mfa"
          submitLabel="Verify and Sign In"
          onDone={(user) => signedIn(user as User)}
          fields={[
            {
              name: 'code',
              label: 'Authentication code',
              autoComplete: 'one-time-code',
              autoFocus: true,
              hint: 'No phone with you? Enter one of your recovery codes instead (each works once).',
            },
          ]}
        />
        <p className="text-center text-sm">
          <button
            type="button"
            className="font-medium text-primary underline"
            onClick={() => setCodeStep(false)}
          >
            Start again with your email and password
          </button>
        </p>
      </AuthCard>
    )
  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to register for sessions and manage your events."
    >
      <AuthForm
        schema={LoginSchema}
        endpoint="/api/auth/login"
        submitLabel="Sign In"
        onDone={(body) => {
          if ((body as { mfaRequired?: boolean }).mfaRequired) setCodeStep(true)
          else signedIn(body as User)
        }}
        fields={[
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
          { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
        ]}
        footer={({ email }) => (
          <p className="text-center text-sm">
            {/* The address already typed comes along, so it is not typed twice. */}
            <Link
              className="font-medium text-primary underline"
              href={email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password'}
            >
              Forgot password?
            </Link>
          </p>
        )}
      />
      <p className="text-center text-sm text-muted-foreground">
        New to Cradle?{' '}
        <Link
          className="font-medium text-primary underline"
          href={`/sign-up?redirect=${encodeURIComponent(redirect)}`}
        >
          Create an account
        </Link>
      </p>
    </AuthCard>
  )
}
