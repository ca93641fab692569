import { Link } from 'wouter'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { SignInPrompt, Spinner } from './account-parts'
import { PreferencesCard } from './preferences-card'

/**
 * Spec §2: the notification preferences and the legal links; the form is the one Settings shows (PreferencesCard),
 * this page being where the header's account menu and the footer's "Get Notifications" lead.
 */
export default function NotificationsPage() {
  useDocumentTitle('Notification Preferences')
  const { user, isLoading } = useAuth()
  if (isLoading) return <Spinner label="Loading your preferences…" />
  if (!user)
    return (
      <SignInPrompt title="Sign In Required" message="Please sign in to manage notification preferences." />
    )
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Notification Preferences</h1>
      <PreferencesCard
        user={user}
        footer={
          <>
            <Link className="underline" href="/privacy">
              Privacy Policy
            </Link>{' '}
            ·{' '}
            <Link className="underline" href="/terms">
              Terms of Service
            </Link>
          </>
        }
      />
    </div>
  )
}
