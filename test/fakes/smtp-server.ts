import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

/**
 * A real SMTP server on loopback. `refuseNext(n)` answers the next n messages with a temporary
 * failure (451), as a struggling mail server would. `holdReplies()` keeps each message (as a real
 * server does once it has queued it) but withholds the final "250 OK" until `releaseReplies()`:
 * the window in which a sender that dies cannot know the mail went out.
 */
export async function startSmtpServer() {
  const mails: ReceivedMail[] = []
  let refuse = 0
  let holding = false
  const held: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        if (refuse > 0) {
          refuse--
          const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })
          return callback(err)
        }
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        if (holding) held.push(() => callback())
        else callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to: (address: string) => mails.filter((m) => m.to.includes(address)),
    refuseNext(n: number) {
      refuse = n
    },
    holdReplies() {
      holding = true
    },
    /** Messages kept but not yet acknowledged. */
    heldCount: () => held.length,
    releaseReplies() {
      holding = false
      for (const reply of held.splice(0)) reply()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface MimePart {
  headers: Record<string, string>
  body: string
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':')
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
  }
  return headers
}

function decode(body: string, encoding = ''): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/quoted-printable/i.test(encoding))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8')
  return body
}

/** Just enough MIME for tests: top-level headers and every leaf part, decoded. */
export function parseMail(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const split = raw.indexOf('\r\n\r\n')
  const headers = parseHeaders(raw.slice(0, split))
  const parts: MimePart[] = []
  const walk = (h: Record<string, string>, body: string) => {
    const boundary = /boundary="?([^";]+)"?/i.exec(h['content-type'] ?? '')?.[1]
    if (!boundary) {
      parts.push({ headers: h, body: decode(body, h['content-transfer-encoding']) })
      return
    }
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break
      const c = chunk.replace(/^\r\n/, '')
      const at = c.indexOf('\r\n\r\n')
      walk(parseHeaders(c.slice(0, at)), c.slice(at + 4).replace(/\r\n$/, ''))
    }
  }
  walk(headers, raw.slice(split + 4))
  return { headers, parts }
}
