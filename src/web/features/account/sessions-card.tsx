import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MonitorSmartphone } from 'lucide-react'
import type { SessionInfo } from '../../../domain/account'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiRequest } from '../../lib/api'
import { authKeys } from '../../lib/auth'

const sessionsKey = ['/api/account/sessions'] as const
const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/** Settings → Signed-in Devices: every session of the account, and a way to end any of them (issue 33). */
export function SessionsCard() {
  const qc = useQueryClient()
  const list = useQuery<SessionInfo[]>({ queryKey: sessionsKey })
  const end = useMutation({
    mutationFn: (s: SessionInfo) => apiRequest('DELETE', `/api/account/sessions/${encodeURIComponent(s.id)}`),
    onSuccess: (_res, s) => {
      if (s.current) {
        qc.clear()
        qc.setQueryData(authKeys.user, null)
        window.location.assign('/')
        return
      }
      qc.invalidateQueries({ queryKey: sessionsKey })
      toast({ title: 'Signed out', description: `${s.device} is signed out.` })
    },
    onError: (e) =>
      toast({
        title: 'Error',
        description: e instanceof ApiError ? e.userMessage : 'We could not sign that device out',
        variant: 'destructive',
      }),
  })
  return (
    <Card className="mt-6" data-testid="sessions-card">
      <CardHeader>
        <CardTitle>Signed-in Devices</CardTitle>
        <CardDescription>
          Where your account is signed in now. Sign out any device you do not recognise, then change your
          password.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {(list.data ?? []).map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div className="flex items-start gap-3">
                <MonitorSmartphone
                  className="mt-0.5 size-5 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                <div>
                  <p className="font-medium">
                    {s.device}
                    {s.current && <span className="ml-2 text-xs font-normal text-success">This device</span>}
                  </p>
                  <p className="text-muted-foreground">
                    Last active {when(s.lastSeenAt)}
                    {s.ip ? ` · ${s.ip}` : ''} · signed in {when(s.startedAt)}
                  </p>
                </div>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => end.mutate(s)}
                disabled={end.isPending}
                aria-label={`Sign out ${s.device}${s.current ? ' (this device)' : ''}`}
              >
                Sign Out
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
