import { useState } from 'react'
import { Link } from 'wouter'
import { preferredChannelFor } from '../../../domain/preferences'
import { PageSkeleton } from '../../components/layout/page-skeleton'
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
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { SignInPrompt } from './account-parts'
import { usePreferences, useSavePreferences } from './api'
import { type Choices, NotificationChoices } from './notification-choices'

/** Spec §2: the same three fields as /settings, in the same words (NotificationChoices), with the legal links. */
export default function NotificationsPage() {
  useDocumentTitle('Notification Preferences')
  const { user, isLoading: authLoading } = useAuth()
  const prefs = usePreferences(!!user)
  const save = useSavePreferences()
  // What the person changed; until then the choices the server holds (as on /settings).
  const [edits, setEdits] = useState<Choices | null>(null)
  const choices: Choices = edits ?? {
    emailOptIn: prefs.data?.emailOptIn ?? true,
    smsOptIn: prefs.data?.smsOptIn ?? false,
  }

  if (authLoading) return <PageSkeleton />
  if (!user)
    return (
      <SignInPrompt title="Sign In Required" message="Please sign in to manage notification preferences." />
    )

  const needsPhone = smsNeedsPhone(choices.smsOptIn, user.phone)
  const onSave = () =>
    save.mutate(
      { ...choices, preferredChannel: preferredChannelFor(choices.emailOptIn, choices.smsOptIn) },
      {
        onSuccess: () => {
          setEdits(null)
          toast({
            title: 'Preferences saved',
            description: 'Your notification preferences have been saved.',
          })
        },
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
      {prefs.isLoading ? (
        <PageSkeleton />
      ) : prefs.isError ? (
        <div className="mt-6">
          <LoadError message="We could not load your preferences." onRetry={() => void prefs.refetch()} />
        </div>
      ) : (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle>Notifications</CardTitle>
            <CardDescription>How Cradle contacts you about your sessions.</CardDescription>
          </CardHeader>
          <CardContent>
            <NotificationChoices value={choices} onChange={setEdits} phone={user.phone} />
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
