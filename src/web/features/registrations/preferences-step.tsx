import { useEffect, useRef, useState } from 'react'
import { preferredChannelFor } from '../../../domain/preferences'
import { SMS_REMINDER_LEAD_HOURS } from '../../../domain/reminder-timing'
import { PhoneNeeded, profileWithPhone, smsNeedsPhone } from '../../components/phone-needed'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { Switch } from '../../components/ui/switch'
import { toast } from '../../components/ui/use-toast'
import { useAuth } from '../../lib/auth'
import { useSaveProfile } from '../../lib/save-profile'
import { fieldMessage, messageOr, usePreferences, useSavePreferences } from './api'
import { SmsPhoneField } from './sms-phone-field'

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
  const saveProfile = useSaveProfile()
  const [phone, setPhone] = useState('')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [checkingPhone, setCheckingPhone] = useState(false)
  const phoneInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (prefs.data) {
      setEmail(prefs.data.emailOptIn)
      setSms(prefs.data.smsOptIn)
    }
  }, [prefs.data])

  // Same rule as /notifications and /settings: the server refuses SMS without a phone number, so the number is
  // asked for here and saved to the profile first (through the profile call and its phone rule).
  const needsPhone = smsNeedsPhone(sms, user?.phone)
  // The phone rule's chunk is fetched once the number is asked for, so saving it does not wait on the network.
  useEffect(() => {
    if (needsPhone) void import('./check-phone').catch(() => undefined)
  }, [needsPhone])

  if (prefs.isLoading) return <Skeleton className="h-32" />
  const phoneHere = !!user && profileWithPhone(user, '') !== null
  const phoneFailed = (message: string) => {
    setPhoneError(message)
    phoneInput.current?.focus()
    return false
  }
  const addPhone = async (): Promise<boolean> => {
    // Without the rule's chunk (a dropped connection), the server's own check answers (shown by fieldMessage).
    setCheckingPhone(true)
    const checked = await import('./check-phone')
      .then(
        (m) => m.checkPhone(phone),
        () => ({ phone: phone.trim() || null }),
      )
      .finally(() => setCheckingPhone(false))
    if ('error' in checked) return phoneFailed(checked.error)
    const body = checked.phone && user ? profileWithPhone(user, checked.phone) : null
    if (!body) return phoneFailed('Enter your mobile number, or turn SMS off to continue.')
    try {
      await saveProfile.mutateAsync(body)
      setPhoneError(null)
      return true
    } catch (e) {
      return phoneFailed(fieldMessage(e, 'phone') ?? messageOr(e, 'Failed to update profile'))
    }
  }
  const submit = async () => {
    if (needsPhone && !(await addPhone())) return
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
  }
  const busy = save.isPending || saveProfile.isPending || checkingPhone
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
            A text reminder {SMS_REMINDER_LEAD_HOURS} hours before each session.
          </p>
        </div>
        <Switch id="pref-sms" checked={sms} onCheckedChange={setSms} aria-describedby="pref-sms-hint" />
      </div>
      {needsPhone &&
        (phoneHere ? (
          <SmsPhoneField value={phone} onChange={setPhone} error={phoneError} inputRef={phoneInput} />
        ) : (
          <PhoneNeeded />
        ))}
      <Button onClick={submit} disabled={busy || (needsPhone && !phoneHere)} className="w-full sm:w-auto">
        {busy ? 'Saving…' : 'Save and Continue'}
      </Button>
    </div>
  )
}
