import { useState } from 'react'
import { preferredChannelFor } from '../../../domain/preferences'
import { LoadError } from '../../components/load-error'
import { smsNeedsPhone } from '../../components/phone-needed'
import { Button } from '../../components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { SignInPrompt, Spinner } from './account-parts'
import { usePreferences, useSavePreferences } from './api'
import { EmailCard } from './email-card'
import { type Choices, NotificationChoices } from './notification-choices'
import { PasswordCard } from './password-card'

export default function SettingsPage() {
  useDocumentTitle('Settings')
  const { user, isLoading: authLoading } = useAuth()
  const prefs = usePreferences(!!user)
  const save = useSavePreferences()
  const saved: Choices = {
    emailOptIn: prefs.data?.emailOptIn ?? true,
    smsOptIn: prefs.data?.smsOptIn ?? false,
  }
  // What the person changed; until then (and after Cancel or a save) the form shows what the server holds, so
  // it never paints defaults first and never overwrites a choice made while an answer arrives.
  const [edits, setEdits] = useState<Choices | null>(null)
  const form = edits ?? saved

  if (authLoading || (user && prefs.isLoading)) return <Spinner label="Loading settings…" />
  if (!user) return <SignInPrompt title="Settings" message="Please sign in to manage your settings." />

  const channel = preferredChannelFor(form.emailOptIn, form.smsOptIn)
  const needsPhone = smsNeedsPhone(form.smsOptIn, user.phone)
  const onSave = () =>
    save.mutate(
      { ...form, preferredChannel: channel },
      {
        onSuccess: () => {
          setEdits(null)
          toast({ title: 'Settings updated', description: 'Your notification preferences have been saved.' })
        },
        onError: (e) =>
          toast({
            title: 'Error',
            description: e instanceof ApiError ? e.userMessage : 'Failed to update settings',
            variant: 'destructive',
          }),
      },
    )

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      {prefs.isError ? (
        <div className="mt-6">
          <LoadError message="We could not load your settings." onRetry={() => void prefs.refetch()} />
        </div>
      ) : (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle>Notifications</CardTitle>
            <CardDescription>How Cradle contacts you about your sessions.</CardDescription>
          </CardHeader>
          <CardContent>
            <NotificationChoices value={form} onChange={setEdits} phone={user.phone} />
          </CardContent>
          <CardFooter className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => setEdits(null)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button onClick={onSave} disabled={save.isPending || needsPhone}>
              {save.isPending ? 'Saving…' : 'Save Changes'}
            </Button>
          </CardFooter>
        </Card>
      )}
      <EmailCard user={user} />
      <PasswordCard />
    </div>
  )
}
