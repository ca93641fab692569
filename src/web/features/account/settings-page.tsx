import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { SignInPrompt, Spinner } from './account-parts'
import { usePreferences } from './api'
import { DataCard } from './data-card'
import { DeleteAccountCard } from './delete-account-card'
import { EmailCard } from './email-card'
import { FamilyStagesCard } from './family-stages-card'
import { PasswordCard } from './password-card'
import { PreferencesCard } from './preferences-card'
import { SessionsCard } from './sessions-card'

/** Spec §2: the account's settings: the notification preferences (the same form as /notifications) and the password. */
export default function SettingsPage() {
  useDocumentTitle('Settings')
  const { user, isLoading } = useAuth()
  // The cards below the preferences would jump down when its answer arrives: the page waits for it whole (26.5).
  const prefs = usePreferences(!!user)
  if (isLoading || prefs.isLoading) return <Spinner label="Loading settings…" />
  if (!user) return <SignInPrompt title="Settings" message="Please sign in to manage your settings." />
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <PreferencesCard user={user} />
      <FamilyStagesCard />
      <EmailCard user={user} />
      <PasswordCard />
      <SessionsCard />
      <DataCard />
      <DeleteAccountCard />
    </div>
  )
}
