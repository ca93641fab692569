import { Link, Redirect, useSearchParams } from 'wouter'
import { LoginSchema, type User } from '../../../domain/auth'
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
  // Already signed in (a second tab, the back button): on to where the form would have led.
  if (isAuthenticated) return <Redirect to={afterSignIn(asked, role)} replace />
  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to register for sessions and manage your events."
    >
      <AuthForm
        schema={LoginSchema}
        endpoint="/api/auth/login"
        submitLabel="Sign In"
        // Back to the page that sent the visitor here, else to where their role's work is (decision S24). A full
        // navigation, so every cached query is fetched again as this user.
        onDone={(user) => window.location.assign(afterSignIn(asked, (user as User).role))}
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
