import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Download, FileJson, FileText } from 'lucide-react'
import {
  DATA_EXPORT_PENDING,
  DATA_EXPORT_TTL_HOURS,
  type DataExport,
  DataExportSchema,
} from '../../../domain/account'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiJson } from '../../lib/api'

const exportKey = ['/api/account/data-export'] as const

/** Settings → Your Data: one click makes a copy of everything Cradle holds about the person (issue 33). */
export function DataCard() {
  const qc = useQueryClient()
  const latest = useQuery<DataExport | null>({
    queryKey: exportKey,
    // A large account's copy is made by the worker: look again until it is ready.
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 5000 : false),
  })
  const make = useMutation({
    mutationFn: () => apiJson('POST', '/api/account/data-export', {}, DataExportSchema),
    onSuccess: (made) => {
      qc.setQueryData(exportKey, made)
      toast({
        title: made.status === 'ready' ? 'Your data is ready' : 'Preparing your data',
        description:
          made.status === 'ready'
            ? 'Download it below as a file or a readable summary.'
            : DATA_EXPORT_PENDING,
      })
    },
    onError: (e) =>
      toast({
        title: 'Error',
        description: e instanceof ApiError ? e.userMessage : 'We could not prepare your data',
        variant: 'destructive',
      }),
  })
  const current = latest.data
  return (
    <Card className="mt-6" data-testid="data-card">
      <CardHeader>
        <CardTitle>Your Data</CardTitle>
        <CardDescription>
          A copy of everything Cradle holds about you: profile, preferences, registrations, payments (never
          card details), waitlist places, votes, favourites, proposals, reviews, certificates, messages we and
          session organizers sent you, sign-in history and whether two-step sign-in is on. The download links
          work for {DATA_EXPORT_TTL_HOURS} hours, only while you are signed in.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {current?.status === 'pending' && <p role="status">{DATA_EXPORT_PENDING}</p>}
        {current?.status === 'failed' && (
          <p role="status">We could not prepare your data. Please try again.</p>
        )}
        {current?.status === 'ready' && current.jsonUrl && current.summaryUrl && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={current.jsonUrl} download>
                <FileJson aria-hidden="true" />
                Download JSON
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={current.summaryUrl} download>
                <FileText aria-hidden="true" />
                Download Readable Summary
              </a>
            </Button>
          </div>
        )}
        <Button onClick={() => make.mutate()} disabled={make.isPending || current?.status === 'pending'}>
          <Download aria-hidden="true" />
          {make.isPending
            ? 'Preparing…'
            : current?.status === 'ready'
              ? 'Make a New Copy'
              : 'Download My Data'}
        </Button>
      </CardContent>
    </Card>
  )
}
