import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PICTURE_MESSAGE, UPLOAD_MISSING_MESSAGE } from '../../src/domain/links'
import { validForm } from '../../src/server/features/admin-events/test-fixtures'
import { createEvent, createProvider, createUpload } from '../factories'
import type { HttpClient } from '../http-client'
import { startTestApp, type TestApp } from '../test-app'
import { databaseKinds } from '../test-db'

/**
 * Issue 32: an admin's picture path "/objects/%2e%2e/api/logout" was accepted, and every signed-in viewer of the
 * event was signed out when the browser fetched it (the browser removes dot segments in every spelling first).
 */
const ESCAPES = [
  '/objects/%2e%2e/api/logout',
  '/objects/%2E%2E/api/logout',
  '/objects/%2e%2E/api/logout',
  '/objects/.%2e/api/logout',
  '/objects/%252e%252e/api/logout',
  '/objects/..%2fapi%2flogout',
  '/objects/..\\api\\logout',
  '/objects/%5c..%5capi%5clogout',
  `/objects/${randomUUID()}/%2e%2e/%2e%2e/api/logout`,
  '/demo/%2e%2e/api/logout',
  '/demo/events/%2E%2E/%2e%2e/api/logout',
  '/demo/events/sleep.svg/../../../api/logout',
]

/** A built client of our own: the shell, and one demo picture. */
function clientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cradle-client-'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  mkdirSync(path.join(dir, 'demo', 'events'), { recursive: true })
  writeFileSync(path.join(dir, 'demo', 'events', 'sleep.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'assets', 'index.js'), 'export {}')
  return dir
}

const provider = { firstName: 'Rosa', lastName: 'Martinez', title: 'Therapist', bio: 'Supports parents.' }

describe.each(databaseKinds())('picture and file paths on %s', (kind) => {
  let t: TestApp
  let admin: HttpClient
  beforeAll(async () => {
    t = await startTestApp({ kind, clientDir: clientDir() })
    admin = await t.signIn({ role: 'admin' })
  }, 180_000)
  afterAll(() => t?.close())

  const refusedOn = (res: { status: number; body: { errors?: unknown } }, field: string, message: string) => {
    expect(res.status).toBe(400)
    expect(res.body.errors).toContainEqual({ path: field, message })
  }

  it.each(ESCAPES)('refuses the picture %j on events and providers (400 on the field)', async (value) => {
    for (const field of ['imageUrl', 'providerPhotoUrl', 'provider3PhotoUrl'])
      refusedOn(await admin.post('/api/events', validForm({ [field]: value })), field, PICTURE_MESSAGE)
    const materials = [{ type: 'pdf', title: 'Guide', url: value }]
    refusedOn(
      await admin.post('/api/events', validForm({ eventMaterials: materials })),
      'eventMaterials.0.url',
      'Please enter a valid URL',
    )
    refusedOn(
      await admin.post('/api/providers', { ...provider, profilePhotoUrl: value }),
      'profilePhotoUrl',
      PICTURE_MESSAGE,
    )
    const p = await createProvider(t.db)
    refusedOn(
      await admin.patch(`/api/providers/${p.id}`, { profilePhotoUrl: value }),
      'profilePhotoUrl',
      PICTURE_MESSAGE,
    )
    const e = await createEvent(t.db, { status: 'draft' })
    refusedOn(
      await admin.patch(`/api/events/${e.id}`, validForm({ imageUrl: value })),
      'imageUrl',
      PICTURE_MESSAGE,
    )
  })

  it('takes an upload only once it is stored: a key never uploaded, or still pending, is a 400 on the field', async () => {
    const pending = await createUpload(t.db, { status: 'pending' })
    for (const missing of [`/objects/${randomUUID()}`, `/objects/${randomUUID()}-thumb`, pending.path]) {
      refusedOn(
        await admin.post('/api/events', validForm({ imageUrl: missing })),
        'imageUrl',
        UPLOAD_MISSING_MESSAGE,
      )
      refusedOn(
        await admin.post('/api/events', validForm({ provider2PhotoUrl: missing })),
        'provider2PhotoUrl',
        UPLOAD_MISSING_MESSAGE,
      )
      const materials = [{ type: 'pdf', title: 'Guide', url: missing }]
      refusedOn(
        await admin.post('/api/events', validForm({ eventMaterials: materials })),
        'eventMaterials.0.url',
        UPLOAD_MISSING_MESSAGE,
      )
      refusedOn(
        await admin.post('/api/providers', { ...provider, profilePhotoUrl: missing }),
        'profilePhotoUrl',
        UPLOAD_MISSING_MESSAGE,
      )
    }

    const banner = await createUpload(t.db)
    const thumb = await createUpload(t.db, { key: `${banner.key}-thumb`, kind: 'thumbnail' })
    const pdf = await createUpload(t.db, { kind: 'pdf', contentType: 'application/pdf' })
    const created = await admin.post(
      '/api/events',
      validForm({
        imageUrl: banner.path,
        providerPhotoUrl: thumb.path,
        eventMaterials: [{ type: 'pdf', title: 'Guide', url: pdf.path }],
      }),
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ imageUrl: banner.path, providerPhotoUrl: thumb.path })
    const p = await admin.post('/api/providers', { ...provider, profilePhotoUrl: banner.path })
    expect(p.status).toBe(201)
    expect((await admin.post('/api/events', validForm({ imageUrl: '/demo/events/sleep.svg' }))).status).toBe(
      201,
    )
  })

  it('keeps saving an event or provider whose picture was saved before (only a new picture is checked)', async () => {
    const gone = `/objects/${randomUUID()}`
    const e = await createEvent(t.db, { status: 'draft', imageUrl: gone })
    const res = await admin.patch(
      `/api/events/${e.id}`,
      validForm({ imageUrl: gone, title: 'Renamed class' }),
    )
    expect(res.status).toBe(200)
    const p = await createProvider(t.db, { profilePhotoUrl: gone })
    expect(
      (await admin.patch(`/api/providers/${p.id}`, { profilePhotoUrl: gone, title: 'Doula' })).status,
    ).toBe(200)
    const other = `/objects/${randomUUID()}`
    refusedOn(
      await admin.patch(`/api/providers/${p.id}`, { profilePhotoUrl: other }),
      'profilePhotoUrl',
      UPLOAD_MISSING_MESSAGE,
    )
  })

  it('answers 404 for a file under /objects/, /demo/ or /assets/ that is not there, never the app shell', async () => {
    for (const missing of [
      '/demo/events/no-such.svg',
      '/demo/',
      '/demo/x/y/z',
      '/objects/',
      '/objects/a/b',
      `/objects/${randomUUID()}`,
      '/assets/no-such.js',
    ]) {
      const res = await t.client().get(missing, { accept: 'text/html' })
      expect(res.status, missing).toBe(404)
      expect(res.headers.get('content-type'), missing).toContain('application/json')
      expect(res.body, missing).toEqual({ message: expect.any(String) })
    }
    const picture = await t.client().get('/demo/events/sleep.svg')
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toContain('image/svg+xml')
    // Pages are still the app's: the shell answers and the app shows its own 404.
    for (const page of ['/events/whatever', '/demo-day', '/objectsx']) {
      const res = await t.client().get(page, { accept: 'text/html' })
      expect(res.status, page).toBe(200)
      expect(res.headers.get('content-type'), page).toContain('text/html')
    }
  })
})
