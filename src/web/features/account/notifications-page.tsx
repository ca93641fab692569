import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { PREFERRED_CHANNEL_LABELS, preferredChannelFor } from '../../../domain/preferences'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { PhoneNeeded, smsNeedsPhone } from '../../components/phone-needed'
import { Button } from '../../components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card'
import { Label } from '../../components/ui/label'
import { Switch } from '../../components/ui/switch'
import { toast } from '../../components/ui/use-toast'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { LoadError, SignInPrompt, SmsLegalText } from './account-parts'
import { usePreferences, useSavePreferences } from './api'

export default function NotificationsPage() {
  useDocumentTitle('Notification Preferences')
  const { user, isLoading: authLoading } = useAuth()
  const prefs = usePreferences(!!user)
  const save = useSavePreferences()
  const [emailOptIn, setEmail] = useState(true)
  const [smsOptIn, setSms] = useState(false)

  useEffect(() => {
    if (prefs.data) {
      setEmail(prefs.data.emailOptIn)
      setSms(prefs.data.smsOptIn)
    }
  }, [prefs.data])

  if (authLoading) return <PageSkeleton />
  if (!user)
    return (
      <SignInPrompt title="Sign In Required" message="Please sign in to manage notification preferences." />
    )

  const channel = preferredChannelFor(emailOptIn, smsOptIn)
  const needsPhone = smsNeedsPhone(smsOptIn, user.phone)

  const onSave = () =>
    save.mutate(
      { emailOptIn, smsOptIn, preferredChannel: channel },
      {
        onSuccess: () =>
          toast({
            title: 'Preferences saved',
            description: 'Your notification preferences have been saved.',
          }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to save preferences. Please try again.',
            variant: 'destructive',
          }),
      },
    )

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Notification Preferences</h1>
      <p className="mt-2 text-muted-foreground">
        Choose how Cradle keeps you informed about your sessions: confirmations, your join link 24 hours
        before each session, and reminders.
      </p>
      {prefs.isLoading ? (
        <PageSkeleton />
      ) : prefs.isError ? (
        <div className="mt-6">
          <LoadError message="We could not load your preferences." onRetry={() => void prefs.refetch()} />
        </div>
      ) : (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle>How should we reach you?</CardTitle>
            <CardDescription>
              Registration confirmations and join links are always sent by email.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <div className="flex items-start justify-between gap-4">
              <div>
                <Label htmlFor="emailOptIn">Email notifications</Label>
                <p className="text-sm text-muted-foreground">
                  Post-event surveys and news about new sessions. Your confirmations and join links are always
                  emailed.
                </p>
              </div>
              <Switch id="emailOptIn" checked={emailOptIn} onCheckedChange={setEmail} />
            </div>
            <div className="flex items-start justify-between gap-4">
              <div>
                <Label htmlFor="smsOptIn">SMS notifications</Label>
                <p className="text-sm text-muted-foreground">
                  A text reminder about 2 hours before each session.
                </p>
              </div>
              <Switch id="smsOptIn" checked={smsOptIn} onCheckedChange={setSms} />
            </div>
            {needsPhone && <PhoneNeeded />}
            <p className="text-sm" aria-live="polite">
              Preferred channel: <strong>{PREFERRED_CHANNEL_LABELS[channel]}</strong>
            </p>
            <SmsLegalText />
          </CardContent>
          <CardFooter className="flex flex-wrap justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              <Link className="underline" href="/privacy">
                Privacy Policy
              </Link>{' '}
              ·{' '}
              <Link className="underline" href="/terms">
                Terms of Service
              </Link>
            </p>
            <Button onClick={onSave} disabled={save.isPending || needsPhone}>
              {save.isPending ? 'Saving…' : 'Save Preferences'}
            </Button>
          </CardFooter>
        </Card>
      )}
    </div>
  )
}
