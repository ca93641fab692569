import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Certificate, CertificateSchema } from '../../../domain/certificates'
import { currentUser, requireRole, requireUser } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { createCertificateService } from './service'

const tags = ['certificates']
const IdParams = z.object({ id: z.string() })

/** Certificates of attendance and of facilitation (issue 30.4), and their public check. */
export const certificateRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; config: Config }> = async (
  app,
  { db, clock, config },
) => {
  const service = createCertificateService({ db, clock })
  const pdf = async (c: Certificate) => {
    // pdf-lib and its font engine load on the first certificate, not with every server process (as heavy SDKs do).
    const { renderCertificatePdf } = await import('./pdf')
    const bytes = await renderCertificatePdf(c, `${config.PUBLIC_URL}/certificates/${c.code}`)
    return Buffer.from(bytes)
  }
  const send = (reply: FastifyReply, c: Certificate, body: Buffer) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="cradle-certificate-${c.code}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(body)

  app.get(
    '/api/registrations/:id/certificate.pdf',
    { onRequest: requireUser, schema: { tags, params: IdParams } },
    async (req, reply) => {
      const c = await service.forRegistration(currentUser(req), req.params.id)
      return send(reply, c, await pdf(c))
    },
  )
  app.get(
    '/api/my-events/:id/certificate.pdf',
    { onRequest: requireRole('provider', 'admin'), schema: { tags, params: IdParams } },
    async (req, reply) => {
      const c = await service.forFacilitator(currentUser(req), req.params.id)
      return send(reply, c, await pdf(c))
    },
  )
  // Anyone holding the code may check it: the answer is what the certificate itself says, nothing more.
  app.get(
    '/api/certificates/:code',
    {
      schema: {
        tags,
        params: z.object({ code: z.string().max(20) }),
        response: { 200: CertificateSchema },
      },
    },
    (req) => service.verify(req.params.code),
  )
}
