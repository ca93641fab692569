import { useQuery } from '@tanstack/react-query'
import { BadgeCheckIcon } from 'lucide-react'
import { useParams } from 'wouter'
import { type Certificate, hoursText } from '../../../domain/certificates'
import { formatIn } from '../../../domain/datetime'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { PageState } from '../../components/page-state'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { apiJson } from '../../lib/api'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /certificates/{code}: the public check of a certificate, showing only what the certificate itself says. */
export default function CertificateCheckPage() {
  const { code = '' } = useParams<{ code: string }>()
  useDocumentTitle('Certificate check')
  const q = useQuery<Certificate>({
    queryKey: ['/api/certificates', code],
    queryFn: () => apiJson<Certificate>('GET', `/api/certificates/${encodeURIComponent(code)}`),
    retry: false,
  })
  if (q.isLoading) return <PageSkeleton />
  if (!q.data)
    return (
      <PageState
        title="No certificate has this code"
        description="Please check the code as printed on the certificate."
      />
    )
  const c = q.data
  const rows: [string, string][] = [
    [c.kind === 'attendance' ? 'Attended by' : 'Facilitated by', c.holderName],
    ['Session', c.title],
    ['Date', formatIn(c.date, c.timezone, 'EEEE, MMMM d, yyyy')],
    ['Length', hoursText(c.hours)],
    ...(c.facilitators.length ? [['Facilitators', c.facilitators.join(', ')] as [string, string]] : []),
    ['Code', c.code],
  ]
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <Card>
        <CardHeader className="items-center text-center">
          <BadgeCheckIcon className="size-10 text-primary" aria-hidden />
          <h1 className="text-2xl font-bold">
            Valid certificate of {c.kind === 'attendance' ? 'attendance' : 'facilitation'}
          </h1>
          <p className="text-sm text-muted-foreground">
            Issued by Cradle. This is what the certificate says.
          </p>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
            {rows.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted-foreground">{k}</dt>
                <dd className="font-medium [overflow-wrap:anywhere]">{v}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  )
}
