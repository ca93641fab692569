import { Loader2 } from 'lucide-react'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { loginHref } from '../../lib/auth'

/** The signed-out state of every account page: a sentence and a Sign In button to the login endpoint. */
export function SignInPrompt({ title, message }: { title: string; message: string }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight">{title}</h1>
          <CardDescription>{message}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <a href={loginHref()}>Sign In</a>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-2 py-16 text-muted-foreground" role="status">
      <Loader2 className="size-6 motion-safe:animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

/** The legal statement about SMS (static pages: about 2–3 messages per event, STOP/HELP). */
export function SmsLegalText() {
  return (
    <p className="text-xs text-muted-foreground">
      By turning on SMS notifications you agree to receive event reminders from Cradle by text message, about
      2-3 messages per event. Message and data rates may apply. Reply STOP to opt out at any time, or HELP for
      help. See our{' '}
      <Link className="underline" href="/privacy">
        Privacy Policy
      </Link>{' '}
      and{' '}
      <Link className="underline" href="/terms">
        Terms of Service
      </Link>
      .
    </p>
  )
}
