import { Link, useSearchParams } from 'wouter'
import { LoginSchema, safeRedirect } from '../../../domain/auth'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AuthForm } from './auth-form'

export default function SignInPage() {
  useDocumentTitle('Sign In')
  const [params] = useSearchParams()
  const redirect = safeRedirect(params.get('redirect'))
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1>Sign In</h1>
          </CardTitle>
          <CardDescription>
            Welcome back. Sign in to register for sessions and manage your events.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <AuthForm
            schema={LoginSchema}
            endpoint="/api/auth/login"
            submitLabel="Sign In"
            redirect={redirect}
            fields={[
              { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
              { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
            ]}
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
        </CardContent>
      </Card>
    </div>
  )
}
