import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Copy, Download, KeyRound, ShieldCheck } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import {
  type MfaSetup,
  MfaSetupSchema,
  type MfaStatus,
  RECOVERY_CODE_COUNT,
  RecoveryCodesSchema,
} from '../../../domain/mfa'
import { TextInputField } from '../../components/text-input-field'
import { Alert, AlertDescription } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiJson, apiRequest } from '../../lib/api'
import { authKeys } from '../../lib/auth'

const statusKey = ['/api/auth/mfa'] as const

/** The account's two-step state; Settings waits for it with the rest, so the cards below do not jump (26.5). */
export const useMfaStatus = (enabled = true) => useQuery<MfaStatus>({ queryKey: statusKey, enabled })
const day = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso))
/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

function fieldError(e: unknown, path: string): string | null {
  if (!(e instanceof ApiError)) return e ? 'Something went wrong. Please try again.' : null
  return (
    e.body?.errors?.find((fe) => fe.path === path)?.message ?? e.body?.errors?.[0]?.message ?? e.userMessage
  )
}

/** Settings → Two-Step Sign-In: a code from an authenticator app after the password, with recovery codes (issue 33). */
export function TwoStepCard() {
  const qc = useQueryClient()
  const status = useMfaStatus()
  const [setup, setSetup] = useState<MfaSetup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const refresh = () => {
    qc.invalidateQueries({ queryKey: statusKey })
    qc.invalidateQueries({ queryKey: authKeys.user })
  }

  const begin = useMutation({
    mutationFn: () => apiJson('POST', '/api/auth/mfa/setup', {}, MfaSetupSchema),
    onSuccess: setSetup,
    onError: (e) =>
      toast({
        title: 'Error',
        description: e instanceof ApiError ? e.userMessage : 'We could not start the setup',
        variant: 'destructive',
      }),
  })

  const s = status.data
  return (
    <Card className="mt-6" id="two-step" data-testid="two-step-card">
      <CardHeader>
        <CardTitle>Two-Step Sign-In</CardTitle>
        <CardDescription>
          After your password, Cradle asks for a 6-digit code from an authenticator app on your phone (such as
          Google Authenticator, Microsoft Authenticator or 1Password), so a stolen password alone does not
          open your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {s?.setupRequired && !setup && !codes && (
          <Alert variant="destructive">
            <AlertDescription>
              Administrator accounts must use two-step sign-in. Turn it on to use the admin tools.
            </AlertDescription>
          </Alert>
        )}
        {status.isLoading && <p role="status">Loading…</p>}
        {codes ? (
          <RecoveryCodesPanel
            codes={codes}
            onDone={() => {
              setCodes(null)
              // Only now: the account's new state may move this card on the page (ADMIN_MFA=required).
              qc.invalidateQueries({ queryKey: authKeys.user })
            }}
          />
        ) : setup ? (
          <SetupPanel
            setup={setup}
            onCancel={() => setSetup(null)}
            onEnabled={(recovery) => {
              setSetup(null)
              setCodes(recovery)
              qc.invalidateQueries({ queryKey: statusKey })
            }}
          />
        ) : s?.enabled ? (
          <EnabledPanel
            status={s}
            onChanged={refresh}
            onNewCodes={(recovery) => {
              qc.invalidateQueries({ queryKey: statusKey })
              setCodes(recovery)
            }}
          />
        ) : s ? (
          <div className="space-y-3">
            <p>
              <span className="font-medium">Off.</span> You sign in with your password only.
            </p>
            <Button onClick={() => begin.mutate()} disabled={begin.isPending}>
              <ShieldCheck aria-hidden="true" />
              {begin.isPending ? 'Starting…' : 'Turn On Two-Step Sign-In'}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}

function SetupPanel(props: { setup: MfaSetup; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const [code, setCode] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const secretId = useId()
  useEffect(() => heading.current?.focus(), [])
  const enable = useMutation({
    mutationFn: () => apiJson('POST', '/api/auth/mfa/enable', { code }, RecoveryCodesSchema),
    onSuccess: (r) => props.onEnabled(r.recoveryCodes),
  })
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        enable.mutate()
      }}
    >
      <h3 ref={heading} tabIndex={-1} className="font-semibold outline-none">
        1. Add Cradle to your authenticator app
      </h3>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={props.setup.qrCodeDataUrl}
          alt="QR code to scan with your authenticator app"
          width={180}
          height={180}
          className="size-[180px] shrink-0 rounded-md border bg-white p-1"
        />
        <div className="min-w-0 space-y-2">
          <p>Scan the QR code with the app, or type this key into it (time-based, 6 digits):</p>
          <p
            id={secretId}
            className="break-all rounded-md bg-muted px-3 py-2 font-mono text-base tracking-wide"
            data-testid="mfa-secret"
          >
            {grouped(props.setup.secret)}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              navigator.clipboard
                ?.writeText(props.setup.secret)
                .then(() => toast({ title: 'Key copied' }))
                .catch(() => undefined)
            }
          >
            <Copy aria-hidden="true" />
            Copy Key
          </Button>
        </div>
      </div>
      <h3 className="font-semibold">2. Enter the code the app shows</h3>
      <TextInputField
        id="mfa-setup-code"
        label="6-digit code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={fieldError(enable.error, 'code') ?? undefined}
        className="max-w-40"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? 'Checking…' : 'Confirm and Turn On'}
        </Button>
        <Button type="button" variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const text = `Cradle recovery codes (each works once)\n\n${codes.join('\n')}\n`
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const a = document.createElement('a')
    a.href = url
    a.download = 'cradle-recovery-codes.txt'
    a.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <div className="space-y-4" data-testid="recovery-codes">
      <h3 ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Save your recovery codes
      </h3>
      <p>
        Two-step sign-in is on. If you lose your phone, sign in with one of these {RECOVERY_CODE_COUNT} codes
        instead of a 6-digit code. Each works once. Keep them somewhere safe: this is the only time they are
        shown.
      </p>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md bg-muted px-4 py-3 font-mono text-base">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            navigator.clipboard
              ?.writeText(text)
              .then(() => toast({ title: 'Recovery codes copied' }))
              .catch(() => undefined)
          }
        >
          <Copy aria-hidden="true" />
          Copy Codes
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download Codes
        </Button>
        <Button type="button" onClick={onDone}>
          I Have Saved My Codes
        </Button>
      </div>
    </div>
  )
}

function EnabledPanel(props: {
  status: MfaStatus
  onChanged: () => void
  onNewCodes: (codes: string[]) => void
}) {
  const { status } = props
  const [proof, setProof] = useState('')
  const body = () => (status.hasPassword ? { password: proof } : { code: proof })
  const off = useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/mfa/disable', body()),
    onSuccess: () => {
      setProof('')
      props.onChanged()
      toast({ title: 'Two-step sign-in is off', description: 'You sign in with your password only.' })
    },
  })
  const renew = useMutation({
    mutationFn: () => apiJson('POST', '/api/auth/mfa/recovery-codes', body(), RecoveryCodesSchema),
    onSuccess: (r) => {
      setProof('')
      props.onNewCodes(r.recoveryCodes)
    },
  })
  const error = off.error ?? renew.error
  const path = status.hasPassword ? 'password' : 'code'
  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2">
        <KeyRound className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        <span>
          <span className="font-medium">On</span>
          {status.enabledAt ? ` since ${day(status.enabledAt)}` : ''} · {status.recoveryCodesLeft} of{' '}
          {RECOVERY_CODE_COUNT} recovery codes left
        </span>
      </p>
      <form
        className="space-y-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          off.mutate()
        }}
      >
        <TextInputField
          id="mfa-proof"
          label={status.hasPassword ? 'Your password' : 'A code from your authenticator app'}
          hint="Needed to turn two-step sign-in off or to make new recovery codes."
          type={status.hasPassword ? 'password' : 'text'}
          autoComplete={status.hasPassword ? 'current-password' : 'one-time-code'}
          value={proof}
          onChange={(e) => setProof(e.target.value)}
          error={fieldError(error, path) ?? undefined}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => renew.mutate()} disabled={renew.isPending}>
            {renew.isPending ? 'Making…' : 'New Recovery Codes'}
          </Button>
          <Button type="submit" variant="destructive" disabled={off.isPending}>
            {off.isPending ? 'Turning off…' : 'Turn Off'}
          </Button>
        </div>
      </form>
    </div>
  )
}
