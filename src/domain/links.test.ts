import { readdirSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEMO_PICTURES } from './demo-pictures'
import { isFileRef, isPictureRef, isSitePath, uploadKeyOf, WebUrlSchema } from './links'

const KEY = '8d3c2b1a-0000-4000-8000-000000000000'

/**
 * Picture paths that a browser would fetch from somewhere other than the file they name (issue 32): it removes dot
 * segments in every spelling before it fetches, so "/objects/%2e%2e/api/logout" signs every viewer out.
 */
const ESCAPES = [
  '/objects/%2e%2e/api/logout',
  '/objects/%2E%2E/api/logout',
  '/objects/%2e%2E/api/logout',
  '/objects/.%2e/api/logout',
  '/objects/..%2fapi%2flogout',
  '/objects/%252e%252e/api/logout',
  '/objects/../api/logout',
  '/objects/./../api/logout',
  '/objects/..\\api\\logout',
  '/objects\\..\\api\\logout',
  `/objects/${KEY}/../../api/logout`,
  `/objects/${KEY}/%2e%2e/%2e%2e/api/logout`,
  `/objects/${KEY}%2f..%2f..%2fapi%2flogout`,
  '/demo/%2e%2e/api/logout',
  '/demo/events/%2e%2e/%2e%2e/api/logout',
  '/demo/../api/logout',
  '/demo/events/../../api/logout',
  '/demo/events/./sleep.svg',
  '/demo//events/sleep.svg',
  '/demo/events/sleep.svg/..',
  '/demo/events/sleep.svg?x=/../../api/logout',
  '/demo/events/sleep.svg#x',
  '/DEMO/events/sleep.svg',
]

describe('file references (images, photos, materials)', () => {
  it.each([
    '/demo/providers/maria-lopez.svg',
    '/demo/events/sleep.svg',
    `/objects/${KEY}`,
    `/objects/${KEY}-thumb`,
    'https://cdn.example.org/banner.webp',
    'http://localhost:3000/objects/abc',
    'HTTPS://EXAMPLE.ORG/x.pdf',
  ])('accepts %s', (value) => {
    expect(isFileRef(value)).toBe(true)
  })

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example/x',
    '/demo/x y.svg',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'ftp://example.org/x',
    'foo',
    'demo/x.svg',
    './x.svg',
    '',
    '/api/logout',
    '/events/1',
    // Not an upload's key, not one of the demo's files.
    '/objects/abc',
    '/objects/abc-thumb',
    `/objects/${KEY.toUpperCase()}`,
    `/objects/${KEY}-thumb-thumb`,
    `/objects/${KEY}/x`,
    '/objects/',
    '/demo/x.svg',
    '/demo/events/no-such-picture.svg',
    ...ESCAPES,
  ])('refuses %j', (value) => {
    expect(isFileRef(value)).toBe(false)
  })

  it('takes pictures from this site only: the CSP would not show one from elsewhere', () => {
    expect(isPictureRef(`/objects/${KEY}`)).toBe(true)
    expect(isPictureRef('/demo/providers/maria-lopez.svg')).toBe(true)
    expect(isPictureRef('https://cdn.example.org/banner.webp')).toBe(false)
  })

  it('names the upload key of an upload path only', () => {
    expect(uploadKeyOf(`/objects/${KEY}-thumb`)).toBe(`${KEY}-thumb`)
    expect(uploadKeyOf('/demo/events/sleep.svg')).toBeNull()
    expect(uploadKeyOf(`/objects/${KEY}/..`)).toBeNull()
  })

  // Random text never spells "%2e%2e/": these are the pieces an escaping path is built from.
  const piece = fc.oneof(
    fc.constantFrom('/', '.', '..', '%2e', '%2E', '%25', '%2f', '%5c', '\\', '?', '#', ' '),
    fc.constantFrom('objects', 'demo', 'events', 'providers', 'sleep.svg', 'api', 'logout', KEY, '-thumb'),
    fc.string({ maxLength: 4 }),
  )

  it('whatever it accepts, a browser fetches that very file: the path is already normal', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
        const value = `/${parts.join('')}`
        if (!isSitePath(value)) return
        const fetched = new URL(value, 'https://cradle.example')
        expect(fetched.origin).toBe('https://cradle.example')
        expect(fetched.pathname).toBe(value)
        expect(value.startsWith('/objects/') || value.startsWith('/demo/')).toBe(true)
      }),
      { numRuns: 3000 },
    )
  })

  it('lists exactly the demo pictures the site serves (public/demo)', () => {
    const root = path.resolve(__dirname, '../../public')
    const files = readdirSync(path.join(root, 'demo'), { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => `/${path.relative(root, path.join(f.parentPath, f.name)).split(path.sep).join('/')}`)
      .sort()
    expect([...DEMO_PICTURES].sort()).toEqual(files)
  })
})

describe('web links (Zoom, webinar, registration)', () => {
  it('takes http and https only', () => {
    expect(WebUrlSchema.safeParse('https://zoom.example.com/j/1').success).toBe(true)
    for (const v of ['javascript:alert(1)', 'mailto:a@b.c', `/objects/${KEY}`, 'zoom']) {
      expect(WebUrlSchema.safeParse(v).success, v).toBe(false)
    }
  })
})
