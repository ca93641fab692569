import {
  PREFERRED_CHANNEL_LABELS,
  PREFERRED_CHANNELS,
  type PreferredChannel,
  preferredChannelFor,
} from '../../../domain/preferences'
import { JOIN_LINK_LEAD_HOURS, SMS_REMINDER_LEAD_HOURS } from '../../../domain/reminder-timing'
import { PhoneNeeded, smsNeedsPhone } from '../../components/phone-needed'
import { Label } from '../../components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select'
import { Switch } from '../../components/ui/switch'
import { SmsLegalText } from './account-parts'

export type Choices = { emailOptIn: boolean; smsOptIn: boolean }

/** The select and the switches say the same thing (spec §5 rule), so choosing one sets the other. */
export const choicesFor = (c: PreferredChannel): Choices => ({
  emailOptIn: c !== 'sms',
  smsOptIn: c !== 'email',
})

/**
 * What the switches really control (docs/decisions/notify.md, "Essential and non-essential mail", and the reminder
 * scheduler): the essential mail goes out whatever they say, so the page says so rather than let "Email Only" or
 * "SMS Only" suggest otherwise.
 */
export const NOTIFICATION_TEXTS = {
  always: `Registration confirmations, your join link (${JOIN_LINK_LEAD_HOURS} hours before each session) and any change to a session you booked are always sent by email.`,
  email: 'Post-event surveys and news about new sessions.',
  sms: `A text reminder ${SMS_REMINDER_LEAD_HOURS} hours before each session; your join link comes by email.`,
  bothOff: 'With both off, we only email what you need for the sessions you book.',
} as const

/**
 * The notification choices of /settings and /notifications (spec §2: the two switches and the Preferred Contact
 * Method select), in the same words on both pages.
 */
export function NotificationChoices({
  value,
  onChange,
  phone,
}: {
  value: Choices
  onChange: (next: Choices) => void
  phone: string | null | undefined
}) {
  const channel = preferredChannelFor(value.emailOptIn, value.smsOptIn)
  return (
    <div className="space-y-6">
      <SwitchRow
        id="email-notifications"
        label="Email Notifications"
        hint={NOTIFICATION_TEXTS.email}
        checked={value.emailOptIn}
        onChange={(v) => onChange({ ...value, emailOptIn: v })}
      />
      <SwitchRow
        id="sms-notifications"
        label="SMS Notifications"
        hint={NOTIFICATION_TEXTS.sms}
        checked={value.smsOptIn}
        onChange={(v) => onChange({ ...value, smsOptIn: v })}
      />
      {smsNeedsPhone(value.smsOptIn, phone) && <PhoneNeeded />}
      <div className="space-y-1.5">
        <Label htmlFor="preferred-contact">Preferred Contact Method</Label>
        <Select value={channel} onValueChange={(v) => onChange(choicesFor(v as PreferredChannel))}>
          <SelectTrigger
            id="preferred-contact"
            aria-label="Preferred Contact Method"
            aria-describedby="preferred-contact-hint"
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PREFERRED_CHANNELS.map((c) => (
              <SelectItem key={c} value={c}>
                {PREFERRED_CHANNEL_LABELS[c]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p id="preferred-contact-hint" className="text-sm text-muted-foreground" aria-live="polite">
          {NOTIFICATION_TEXTS.always}
          {!value.emailOptIn && !value.smsOptIn && (
            <span className="mt-1 block font-medium text-foreground" data-testid="both-off-note">
              {NOTIFICATION_TEXTS.bothOff}
            </span>
          )}
        </p>
      </div>
      <SmsLegalText />
    </div>
  )
}

/** A labelled switch with the sentence saying what it controls. */
function SwitchRow(props: {
  id: string
  label: string
  hint: string
  checked: boolean
  onChange: (v: boolean) => void
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <Label htmlFor={props.id}>{props.label}</Label>
        <p id={`${props.id}-hint`} className="text-sm text-muted-foreground">
          {props.hint}
        </p>
      </div>
      <Switch
        id={props.id}
        aria-describedby={`${props.id}-hint`}
        checked={props.checked}
        onCheckedChange={props.onChange}
      />
    </div>
  )
}
