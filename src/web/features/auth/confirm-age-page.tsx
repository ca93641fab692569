import { Redirect, useSearchParams } from 'wouter'
import { AGE_CONFIRMATION_LABEL, AgeConfirmationSchema, type User } from '../../../domain/auth'
import { safeRedirect } from '../../../domain/safe-redirect'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AuthCard } from './auth-card'
import { AuthForm } from './auth-form'

/**
 * An account made through the organization's sign-in (OpenID Connect) is asked the sign-up's age question before
 * anything else; the answer and its time are stored (issue 33). The account gate (account-gate.tsx) shows this page
 * for every address until it is answered.
 */
export default function ConfirmAgePage() {
  useDocumentTitle('Before You Continue')
  const [params] = useSearchParams()
  const redirect = safeRedirect(params.get('redirect'))
  const { user, isLoading } = useAuth()
  if (!isLoading && user && !user.ageConfirmationNeeded) return <Redirect to={redirect} replace />
  return (
    <AuthCard
      title="Before You Continue"
      description="Cradle is for parents and families. As our Privacy Policy says, people under 16 need the consent of a parent or guardian."
    >
      <AuthForm
        schema={AgeConfirmationSchema}
        endpoint="/api/auth/age-confirmation"
        submitLabel="Continue"
        // A full navigation: every query is fetched again now that the account may use everything.
        onDone={(u) => window.location.assign((u as User).ageConfirmationNeeded ? '/' : redirect)}
        fields={[{ name: 'ageConfirmed', label: AGE_CONFIRMATION_LABEL, type: 'checkbox' }]}
      />
    </AuthCard>
  )
}
