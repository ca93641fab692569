import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, TestClock } from '../../../../test/test-app'
import { createTestDatabase } from '../../../../test/test-db'
import type { Database } from '../../db/client'
import { createImportService } from '../../features/imports/service'
import { createOpenAiCompatibleImporter } from './openai-compatible'

type Mode = 'good' | 'invalid-json' | 'slow' | 'http-500' | 'wrong-shape' | 'too-long'

const goodEvent = {
  title: 'Breastfeeding Basics',
  description: 'Latch, positions and knowing your baby is getting enough.',
  eventType: 'Feeding & Lactation',
  date: '2026-03-03T18:30',
  timezone: 'America/Chicago',
  duration: '90',
  price: '25.00',
  capacity: '25',
  language: 'English',
  providerName: 'Maria Lopez',
  providerRole: 'IBCLC',
  providerEmail: '',
}

/** A fake OpenAI-compatible server on loopback: the mode is the first word of the pasted text. */
function fakeOpenAi(seen: { auth?: string; body?: Record<string, unknown> }[]): Promise<Server> {
  const server = createServer(async (req: IncomingMessage, res) => {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const body = JSON.parse(raw) as { messages: { role: string; content: string }[] }
    seen.push({ auth: req.headers.authorization, body })
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404).end()
      return
    }
    const mode = body.messages.find((m) => m.role === 'user')?.content.split(/\s/)[0] as Mode
    const reply = (content: string) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }))
    if (mode === 'slow') return // never answers: the client's timeout must fire
    if (mode === 'http-500') return res.writeHead(500).end('{"error":"boom"}')
    if (mode === 'invalid-json') return reply('{"providers": [oops')
    if (mode === 'wrong-shape') return reply(JSON.stringify({ providers: [], events: [{ title: 3 }] }))
    if (mode === 'too-long')
      return reply(JSON.stringify({ providers: [], events: [{ ...goodEvent, title: 'x'.repeat(20001) }] }))
    reply(JSON.stringify({ providers: [], events: [goodEvent], classes: [] }))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const ctx = { today: '2026-02-20', timezone: 'America/Chicago' }
const seen: { auth?: string; body?: Record<string, unknown> }[] = []
let server: Server
let baseUrl: string

beforeAll(async () => {
  server = await fakeOpenAi(seen)
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('OpenAI-compatible importer', () => {
  const importer = () =>
    createOpenAiCompatibleImporter({ baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: 300 })

  it('posts the text with a JSON-schema response format and bearer key, and returns the rows', async () => {
    const rows = await importer().proposeBulk('good Breastfeeding Basics ...', 'events', ctx)
    expect(rows.events).toEqual([goodEvent])
    const last = seen[seen.length - 1]
    expect(last.auth).toBe('Bearer sk-test')
    expect(last.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_schema' } })
  })

  it('sends a schema strict mode accepts: no length or count limits anywhere', async () => {
    const from = seen.length
    await importer().proposeBulk('good text', 'both', ctx)
    await importer().proposeClasses('good text', ctx)
    const keys = new Set<string>()
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk)
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          keys.add(k)
          walk(x)
        }
    }
    const sent = seen.slice(from).map((s) => s.body)
    expect(sent).toHaveLength(2)
    walk(sent)
    for (const k of ['maxLength', 'maxItems', 'minLength', 'minItems', '$schema'])
      expect(keys).not.toContain(k)
    expect(sent[0]).toMatchObject({
      response_format: { json_schema: { strict: true, schema: { additionalProperties: false } } },
    })
  })

  it.each([
    ['invalid-json', 'did not return valid JSON'],
    ['slow', 'did not answer in time'],
    ['http-500', 'answered 500'],
    ['wrong-shape', 'did not match the import format'],
    // The length limits left out of the sent schema are still checked on the answer.
    ['too-long', 'did not match the import format'],
  ])('fails clearly on %s', async (mode, message) => {
    await expect(importer().proposeBulk(`${mode} text`, 'events', ctx)).rejects.toThrow(message)
  })
})

describe('import preview with the LLM', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase('pglite')
  })
  afterAll(() => database.close())

  const service = () =>
    createImportService({
      db: database.db,
      clock: new TestClock(new Date('2026-02-20T15:00:00Z')),
      llm: createOpenAiCompatibleImporter({ baseUrl, model: 'm', timeoutMs: 300 }),
    })

  it('uses the model answer, validated with the import schemas', async () => {
    const p = await service().previewBulk('good anything', 'events')
    expect(p.source).toBe('llm')
    expect(p.warning).toBeUndefined()
    expect(p.events[0]).toMatchObject({ title: 'Breastfeeding Basics', errors: [], duplicateOf: null })
  })

  it.each(['invalid-json', 'slow', 'http-500', 'wrong-shape'])(
    'falls back to the parser on %s and says so',
    async (mode) => {
      const text = `${mode}\nBreastfeeding Basics with Maria Lopez, IBCLC - Tue March 3, 6:30pm CT, 90 min, $25`
      const p = await service().previewBulk(text, 'events')
      expect(p.source).toBe('parser')
      expect(p.warning).toMatch(/built-in parser/)
      expect(p.events[0]).toMatchObject({
        date: '2026-03-03T18:30',
        price: '25.00',
        providerName: 'Maria Lopez',
      })
    },
  )
})

describe('import API with LLM_BASE_URL set', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ env: { LLM_BASE_URL: baseUrl, LLM_MODEL: 'fake' } })
  })
  afterAll(() => t.close())

  it('answers with source llm, and with the parser plus a warning when the model fails', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const good = await admin.post('/api/admin/ai-bulk-import', { text: 'good schedule', type: 'events' })
    expect(good.body).toMatchObject({ source: 'llm', events: [{ title: 'Breastfeeding Basics' }] })
    const bad = await admin.post('/api/admin/ai-bulk-import', {
      text: 'invalid-json\nTitle,Date\nSleep Basics,3/10/2026 7pm',
      type: 'events',
    })
    expect(bad.body).toMatchObject({ source: 'parser', events: [{ title: 'Sleep Basics' }] })
    expect(bad.body.warning).toMatch(/did not return valid JSON/)
  })
})
