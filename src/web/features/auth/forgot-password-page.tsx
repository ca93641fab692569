import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { PasswordResetRequestSchema } from '../../../domain/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AuthCard } from './auth-card'
import { AuthForm } from './auth-form'

/** "Forgot password?": asks for the account's email; the answer never says whether the account exists. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Reset Password')
  const [params] = useSearchParams()
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null)
  return (
    <AuthCard
      title="Reset Password"
      description="Enter the email you signed up with and we'll send you a link to choose a new password."
    >
      {/* One polite region from the start, so the news is announced when it fills. */}
      <div role="status">
        {sent && (
          <div className="flex gap-3 rounded-md border bg-muted/40 p-4 text-sm" data-testid="reset-sent">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="space-y-1">
              <p>{sent.message}</p>
              <p className="text-muted-foreground">
                Look in the inbox of {sent.email}, and in its spam folder.
              </p>
            </div>
          </div>
        )}
      </div>
      {!sent && (
        <AuthForm
          schema={PasswordResetRequestSchema}
          endpoint="/api/auth/password-reset"
          submitLabel="Send Reset Link"
          defaultValues={{ email: params.get('email') ?? '' }}
          onDone={(body, values) =>
            setSent({ message: (body as { message: string }).message, email: values.email })
          }
          fields={[{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }]}
        />
      )}
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link className="font-medium text-primary underline" href="/sign-in">
          Sign in
        </Link>
      </p>
    </AuthCard>
  )
}
