import type * as React from 'react'
import { useState } from 'react'
import type { User } from '../../../domain/auth'
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
import { Spinner } from './account-parts'
import { usePreferences, useSavePreferences } from './api'
import { type Choices, NotificationChoices } from './notification-choices'

/**
 * The notification preferences form, the one both /notifications and /settings show (spec §2 gives both pages the
 * same three fields): the same loading spinner, buttons (Cancel, Save Changes), toasts and errors (decision S26).
 * `footer` is what a page adds beside the buttons (the legal links on /notifications).
 */
export function PreferencesCard({ user, footer }: { user: User; footer?: React.ReactNode }) {
  const prefs = usePreferences(true)
  const save = useSavePreferences()
  const saved: Choices = {
    emailOptIn: prefs.data?.emailOptIn ?? true,
    smsOptIn: prefs.data?.smsOptIn ?? false,
  }
  // What the person changed; until then (and after Cancel or a save) the form shows what the server holds, so
  // it never paints defaults first and never overwrites a choice made while an answer arrives.
  const [edits, setEdits] = useState<Choices | null>(null)
  const form = edits ?? saved

  if (prefs.isLoading) return <Spinner label="Loading your preferences…" />
  if (prefs.isError) {
    return (
      <div className="mt-6">
        <LoadError message="We could not load your preferences." onRetry={() => void prefs.refetch()} />
      </div>
    )
  }

  const needsPhone = smsNeedsPhone(form.smsOptIn, user.phone)
  const onSave = () =>
    save.mutate(
      { ...form, preferredChannel: preferredChannelFor(form.emailOptIn, form.smsOptIn) },
      {
        onSuccess: () => {
          setEdits(null)
          // Spec §6's words after a save from the settings page; the same form says the same thing everywhere.
          toast({ title: 'Settings updated', description: 'Your notification preferences have been saved.' })
        },
        onError: (e) =>
          toast({
            title: 'Error',
            description:
              e instanceof ApiError ? e.userMessage : 'Failed to save preferences. Please try again.',
            variant: 'destructive',
          }),
      },
    )

  return (
    <Card className="mt-6" data-testid="preferences-card">
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>How Cradle contacts you about your sessions.</CardDescription>
      </CardHeader>
      <CardContent>
        <NotificationChoices value={form} onChange={setEdits} phone={user.phone} />
      </CardContent>
      <CardFooter className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm text-muted-foreground">{footer}</div>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setEdits(null)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={onSave} disabled={save.isPending || needsPhone}>
            {save.isPending ? 'Saving…' : 'Save Changes'}
          </Button>
        </div>
      </CardFooter>
    </Card>
  )
}
