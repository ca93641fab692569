import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import { databaseKinds } from '../../test/test-db'

function clientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cradle-shell-'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  return dir
}

const sessionOf = (html: string) => {
  const m = html.match(/<script id="cradle-session" type="application\/json">(.*?)<\/script>/)
  return m ? JSON.parse(m[1]) : undefined
}

// Issue 26.5: a page's HTML says who is signed in, so the signed-in frame is drawn from the first paint.
describe.each(databaseKinds())("the app's HTML and the session on %s", (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, clientDir: clientDir() })
  }, 180_000)
  afterAll(() => t?.close())

  it('carries the signed-in user as GET /api/auth/user answers it, privately', async () => {
    const parent = await t.signIn({ role: 'parent' })
    const page = await parent.get('/my-events')
    expect(page.status).toBe(200)
    expect(sessionOf(page.text)).toEqual((await parent.get('/api/auth/user')).body)
    expect(page.headers.get('cache-control')).toBe('private, no-cache')
    expect(page.headers.get('vary')).toMatch(/cookie/i)
    expect(page.text).toContain('<script id="cradle-config" type="application/json">{"publicUrl"')
  })

  it('says null for a visitor and for a cookie that names no session', async () => {
    expect(sessionOf((await t.client().get('/')).text)).toBeNull()
    const stale = await t.client().get('/', { cookie: 'cradle_session=not-a-session' })
    expect(sessionOf(stale.text)).toBeNull()
  })
})
