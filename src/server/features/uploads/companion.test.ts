import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { PDF_MAX_BYTES } from '../../../domain/uploads'
import { refuseRemoteUrl } from './companion'

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n')
let served = 0

/** The outside site of the tests: a picture, a PDF, a text file named .png and a PDF too large to keep. */
async function remoteSite(): Promise<{ server: Server; base: string }> {
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#48a' } })
    .png()
    .toBuffer()
  const big = Buffer.concat([pdf, Buffer.alloc(PDF_MAX_BYTES + 1024 * 1024)])
  const server = createServer((req, res) => {
    const send = (type: string, body: Buffer) => {
      res.writeHead(200, { 'content-type': type, 'content-length': String(body.length) })
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    if (req.url === '/banner.png') return send('image/png', png)
    if (req.url === '/guide.pdf') return send('application/pdf', pdf)
    if (req.url === '/fake.png') return send('image/png', Buffer.from('not a picture at all'))
    if (req.url === '/big.pdf') {
      // No length announced: the download has to be stopped while it runs.
      res.writeHead(200, { 'content-type': 'application/pdf' })
      if (req.method === 'HEAD') return res.end()
      served = 0
      const chunk = big.subarray(0, 64 * 1024)
      const more = () => {
        while (served < big.length) {
          served += chunk.length
          if (!res.write(chunk)) return res.once('drain', more)
        }
        res.end()
      }
      res.on('close', () => undefined)
      return more()
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const a = server.address()
  return { server, base: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}` }
}

/** Companion's websocket for one upload: the first success or error message. */
function socketResult(appUrl: string, token: string) {
  return new Promise<{ action: string; payload: Record<string, unknown> }>((resolve, reject) => {
    const ws = new WebSocket(`${appUrl.replace('http', 'ws')}/api/companion/api/${token}`)
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { action: string; payload: Record<string, unknown> }
      if (msg.action === 'success' || msg.action === 'error') {
        ws.close()
        resolve(msg)
      }
    })
    ws.on('error', reject)
  })
}

describe('which links Companion may fetch', () => {
  it('refuses other schemes and every non-public address, after resolving the name', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/x.png',
      'gopher://example.com/',
      'http://127.0.0.1/x.png',
      'http://localhost:9/x.png',
      'http://[::1]/x.png',
      'http://[::ffff:127.0.0.1]/x.png',
      'http://10.0.0.8/x.png',
      'http://192.168.1.1/x.png',
      'http://172.16.0.1/x.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/x.png',
      'http://0.0.0.0/x.png',
      'not a link',
    ]) {
      expect(await refuseRemoteUrl(url, []), url).not.toBeNull()
    }
    expect(await refuseRemoteUrl('http://93.184.215.14/a.png', [])).toBeNull()
    // The test allow-list names one host and port, nothing else.
    expect(await refuseRemoteUrl('http://127.0.0.1:4567/a.png', ['127.0.0.1:4567'])).toBeNull()
    expect(await refuseRemoteUrl('http://127.0.0.1:4568/a.png', ['127.0.0.1:4567'])).not.toBeNull()
  })
})

describe.each(databaseKinds())('files from a link through Uppy Companion on %s', (kind) => {
  let t: TestApp
  let site: { server: Server; base: string }
  let admin: Awaited<ReturnType<TestApp['signIn']>>
  beforeAll(async () => {
    site = await remoteSite()
    t = await startTestApp({
      kind,
      env: {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cradle-companion-')),
        REMOTE_FETCH_TEST_ALLOW: new URL(site.base).host,
      },
    })
    admin = await t.signIn({ role: 'admin' })
  })
  afterAll(async () => {
    await t.close()
    site.server.close()
  })

  const sign = async (purpose: string) =>
    (await admin.post('/api/objects/upload', { purpose })).body as { uploadURL: string; objectPath: string }
  const fetchLink = async (url: string, purpose: string) => {
    const { uploadURL, objectPath } = await sign(purpose)
    const res = await admin.post('/api/companion/url/get', {
      url,
      endpoint: uploadURL,
      size: null,
      metadata: { purpose },
      fieldname: 'file',
    })
    return { res, objectPath }
  }

  it('is for admins only', async () => {
    const body = { url: `${site.base}/banner.png` }
    expect((await t.client().post('/api/companion/url/meta', body)).status).toBe(401)
    expect((await (await t.signIn({ role: 'parent' })).post('/api/companion/url/meta', body)).status).toBe(
      403,
    )
    expect((await (await t.signIn({ role: 'provider' })).post('/api/companion/url/get', body)).status).toBe(
      403,
    )
  })

  it('reads a link’s name, size and type', async () => {
    const res = await admin.post('/api/companion/url/meta', { url: `${site.base}/banner.png` })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ name: 'banner.png', type: 'image/png' })
  })

  it('refuses local addresses not on the test list, and other schemes', async () => {
    for (const url of ['http://127.0.0.1:1/x.png', 'http://169.254.169.254/', 'file:///etc/passwd']) {
      const res = await admin.post('/api/companion/url/meta', { url })
      expect(res.status, url).toBe(400)
      expect(res.body.message).toBeTruthy()
    }
  })

  it('answers a token, reports over the websocket, and stores the picture re-encoded like any upload', async () => {
    const { res, objectPath } = await fetchLink(`${site.base}/banner.png`, 'banner')
    expect(res.status).toBe(200)
    expect(res.body.token).toMatch(/\S/)
    const msg = await socketResult(t.url, res.body.token)
    expect(msg.action).toBe('success')
    const response = msg.payload.response as { responseText: string }
    expect(JSON.parse(response.responseText).objectPath).toBe(objectPath)
    const stored = await fetch(t.url + objectPath)
    expect(stored.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 675])
  })

  it('goes through the magic-byte check: a text file named .png is refused', async () => {
    const { res } = await fetchLink(`${site.base}/fake.png`, 'banner')
    const msg = await socketResult(t.url, res.body.token)
    expect(msg.action).toBe('error')
  })

  it('stops a remote file at the limit without reading it whole', async () => {
    const { res } = await fetchLink(`${site.base}/big.pdf`, 'pdf')
    const msg = await socketResult(t.url, res.body.token)
    expect(msg.action).toBe('error')
    expect(served).toBeLessThan(PDF_MAX_BYTES + 1024 * 1024)
  })

  it('only sends the file to this site’s signed upload', async () => {
    const res = await admin.post('/api/companion/url/get', {
      url: `${site.base}/guide.pdf`,
      endpoint: 'http://evil.example/collect',
    })
    expect(res.status).toBe(400)
  })
})
