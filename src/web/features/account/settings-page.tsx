import { useAuth } from '../../lib/auth'
import { usePublicConfig } from '../../lib/public-config'
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
import { TwoStepCard, useMfaStatus } from './two-step-card'

/** Spec §2: the account's settings: the notification preferences (the same form as /notifications) and the password. */
export default function SettingsPage() {
  useDocumentTitle('Settings')
  const { user, isLoading } = useAuth()
  // The cards below the preferences would jump down when its answer arrives: the page waits for it whole (26.5).
  const prefs = usePreferences(!!user)
  const mfa = useMfaStatus(!!user)
  const adminMfaRequired = usePublicConfig().data?.adminMfaRequired === true
  if (isLoading || prefs.isLoading || mfa.isLoading) return <Spinner label="Loading settings…" />
  if (!user) return <SignInPrompt title="Settings" message="Please sign in to manage your settings." />
  const mfaFirst = adminMfaRequired && user.role === 'admin' && !user.mfaEnabled
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      {/* An administrator who must turn on two-step sign-in (ADMIN_MFA=required) is sent here: it comes first. */}
      {mfaFirst && <TwoStepCard key="two-step" />}
      <PreferencesCard user={user} />
      <FamilyStagesCard />
      <EmailCard user={user} />
      <PasswordCard />
      {!mfaFirst && <TwoStepCard key="two-step" />}
      <SessionsCard />
      <DataCard />
      <DeleteAccountCard />
    </div>
  )
}
