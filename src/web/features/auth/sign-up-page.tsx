import { Link, useSearchParams } from 'wouter'
import { SignupSchema, safeRedirect } from '../../../domain/auth'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AuthForm } from './auth-form'

export default function SignUpPage() {
  useDocumentTitle('Create Account')
  const [params] = useSearchParams()
  const redirect = safeRedirect(params.get('redirect'))
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1>Create Account</h1>
          </CardTitle>
          <CardDescription>
            Join Cradle to register for classes, vote on new ones and follow providers.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <AuthForm
            schema={SignupSchema}
            endpoint="/api/auth/signup"
            submitLabel="Create Account"
            redirect={redirect}
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
          </p>
        </CardContent>
      </Card>
    </div>
  )
}
