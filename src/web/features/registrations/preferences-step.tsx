import { useEffect, useState } from 'react'
import { preferredChannelFor } from '../../../domain/preferences'
import { PhoneNeeded, smsNeedsPhone } from '../../components/phone-needed'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { Switch } from '../../components/ui/switch'
import { toast } from '../../components/ui/use-toast'
import { useAuth } from '../../lib/auth'
import { messageOr, usePreferences, useSavePreferences } from './api'

/**
 * Which optional messages the family gets (saved to their account). The confirmation and the join link are
 * always emailed (docs/decisions/notify.md "Essential and non-essential mail"), so the text does not offer them.
 */
export function PreferencesStep({ onSaved }: { onSaved(): void }) {
  const { user } = useAuth()
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
  // Same rule as /notifications and /settings: the server refuses SMS without a phone number.
  const needsPhone = smsNeedsPhone(sms, user?.phone)
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
        Your confirmation and the join link (24 hours before the start) are always sent by email. Choose what
        else we send you.
      </p>
      <div className="flex items-start justify-between gap-4">
        <div>
          <Label htmlFor="pref-email">Email Notifications</Label>
          <p id="pref-email-hint" className="text-sm text-muted-foreground">
            Post-event surveys and news about new sessions.
          </p>
        </div>
        <Switch
          id="pref-email"
          checked={email}
          onCheckedChange={setEmail}
          aria-describedby="pref-email-hint"
        />
      </div>
      <div className="flex items-start justify-between gap-4">
        <div>
          <Label htmlFor="pref-sms">SMS Notifications</Label>
          <p id="pref-sms-hint" className="text-sm text-muted-foreground">
            A text reminder about 2 hours before each session.
          </p>
        </div>
        <Switch id="pref-sms" checked={sms} onCheckedChange={setSms} aria-describedby="pref-sms-hint" />
      </div>
      {needsPhone && <PhoneNeeded />}
      <Button onClick={submit} disabled={save.isPending || needsPhone} className="w-full sm:w-auto">
        {save.isPending ? 'Saving…' : 'Save and Continue'}
      </Button>
    </div>
  )
}
