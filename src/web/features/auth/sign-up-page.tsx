import { Link, Redirect, useSearchParams } from 'wouter'
import { AGE_CONFIRMATION_LABEL, SignupSchema, type User } from '../../../domain/auth'
import { afterSignIn, safeRedirect } from '../../../domain/safe-redirect'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AuthCard } from './auth-card'
import { AuthForm } from './auth-form'
import { browserTimeZone } from './browser-time-zone'

export default function SignUpPage() {
  useDocumentTitle('Create Account')
  const [params] = useSearchParams()
  const asked = params.get('redirect')
  const redirect = safeRedirect(asked)
  const { isAuthenticated, role } = useAuth()
  // Already signed in (a second tab, the back button): on to where the form would have led.
  if (isAuthenticated) return <Redirect to={afterSignIn(asked, role)} replace />
  return (
    <AuthCard
      title="Create Account"
      description="Join Cradle to register for classes, vote on new ones and follow providers."
    >
      <AuthForm
        schema={SignupSchema}
        endpoint="/api/auth/signup"
        submitLabel="Create Account"
        onDone={(user) => window.location.assign(afterSignIn(asked, (user as User).role))}
        // The account starts in the zone the visitor saw times in (the server keeps it if listed).
        extraBody={() => ({ timezone: browserTimeZone() })}
        fields={[
          { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
          { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
          {
            name: 'password',
            label: 'Password (at least 8 characters)',
            type: 'password',
            autoComplete: 'new-password',
          },
          { name: 'ageConfirmed', label: AGE_CONFIRMATION_LABEL, type: 'checkbox' },
        ]}
      />
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link
          className="font-medium text-primary underline"
          href={`/sign-in?redirect=${encodeURIComponent(redirect)}`}
        >
          Sign in
        </Link>
        {' · '}
        <Link className="font-medium text-primary underline" href="/forgot-password">
          Forgot password?
        </Link>
      </p>
    </AuthCard>
  )
}
