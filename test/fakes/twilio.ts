import { createServer } from 'node:http'

export interface FakeSms {
  to: string
  from: string
  body: string
  accountSid: string
  authorization: string
}

/** Twilio's Messages API on loopback: checks basic auth, answers like Twilio (201 + sid, or 400 + message). */
export async function startFakeTwilio(opts: { accountSid: string; authToken: string }) {
  const sent: FakeSms[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const m = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '')
      const expected = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`
      res.setHeader('content-type', 'application/json')
      if (req.method !== 'POST' || !m) {
        res.statusCode = 404
        return res.end(JSON.stringify({ code: 20404, message: 'The requested resource was not found' }))
      }
      if (req.headers.authorization !== expected || m[1] !== opts.accountSid) {
        res.statusCode = 401
        return res.end(JSON.stringify({ code: 20003, message: 'Authenticate' }))
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      const to = form.get('To') ?? ''
      if (!/^\+[1-9]\d{6,14}$/.test(to)) {
        res.statusCode = 400
        return res.end(
          JSON.stringify({ code: 21211, message: `The 'To' number ${to} is not a valid phone number.` }),
        )
      }
      sent.push({
        to,
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        accountSid: m[1],
        authorization: req.headers.authorization ?? '',
      })
      res.statusCode = 201
      res.end(JSON.stringify({ sid: `SM${sent.length.toString().padStart(32, '0')}`, status: 'queued', to }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
