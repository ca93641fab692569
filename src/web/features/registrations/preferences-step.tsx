import { useEffect, useState } from 'react'
import { preferredChannelFor } from '../../../domain/preferences'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { Switch } from '../../components/ui/switch'
import { toast } from '../../components/ui/use-toast'
import { messageOr, usePreferences, useSavePreferences } from './api'

/** How the family wants the confirmation, join link and reminders (saved to their account). */
export function PreferencesStep({ onSaved }: { onSaved(): void }) {
  const prefs = usePreferences()
  const save = useSavePreferences()
  const [email, setEmail] = useState(true)
  const [sms, setSms] = useState(false)
  useEffect(() => {
    if (prefs.data) {
      setEmail(prefs.data.emailOptIn)
      setSms(prefs.data.smsOptIn)
    }
  }, [prefs.data])

  if (prefs.isLoading) return <Skeleton className="h-32" />
  const submit = () =>
    save.mutate(
      { emailOptIn: email, smsOptIn: sms, preferredChannel: preferredChannelFor(email, sms) },
      {
        onSuccess: onSaved,
        onError: (e) =>
          toast({
            title: 'Error',
            description: messageOr(e, 'Failed to save preferences'),
            variant: 'destructive',
          }),
      },
    )
  return (
    <div className="space-y-5">
      <p className="text-sm text-muted-foreground">
        Choose how we reach you about this event: your confirmation, the join link 24 hours before the start,
        and reminders.
      </p>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="pref-email">Email Notifications</Label>
        <Switch id="pref-email" checked={email} onCheckedChange={setEmail} />
      </div>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="pref-sms">SMS Notifications</Label>
        <Switch id="pref-sms" checked={sms} onCheckedChange={setSms} />
      </div>
      <Button onClick={submit} disabled={save.isPending} className="w-full sm:w-auto">
        {save.isPending ? 'Saving…' : 'Save and Continue'}
      </Button>
    </div>
  )
}
