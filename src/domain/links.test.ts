import { describe, expect, it } from 'vitest'
import { isFileRef, isPictureRef, isSitePath, WebUrlSchema } from './links'

describe('file references (images, photos, materials)', () => {
  it.each([
    '/demo/x.svg',
    '/demo/providers/maria-lopez.svg',
    '/objects/8d3c2b1a-0000-4000-8000-000000000000',
    '/objects/abc-thumb',
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
    '/demo/../api/logout',
  ])('refuses %j', (value) => {
    expect(isFileRef(value)).toBe(false)
  })

  it('takes pictures from this site only: the CSP would not show one from elsewhere', () => {
    expect(isPictureRef('/objects/abc')).toBe(true)
    expect(isPictureRef('/demo/providers/maria-lopez.svg')).toBe(true)
    expect(isPictureRef('https://cdn.example.org/banner.webp')).toBe(false)
  })

  it('a site path is only ever same-origin', () => {
    for (const v of ['/demo/x.svg', '/objects/a']) {
      expect(new URL(v, 'https://cradle.example').origin).toBe('https://cradle.example')
      expect(isSitePath(v)).toBe(true)
    }
  })
})

describe('web links (Zoom, webinar, registration)', () => {
  it('takes http and https only', () => {
    expect(WebUrlSchema.safeParse('https://zoom.example.com/j/1').success).toBe(true)
    for (const v of ['javascript:alert(1)', 'mailto:a@b.c', '/objects/x', 'zoom']) {
      expect(WebUrlSchema.safeParse(v).success, v).toBe(false)
    }
  })
})
