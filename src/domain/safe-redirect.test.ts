import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { afterSignIn, safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('keeps a same-site path with its query and fragment', () => {
    expect(safeRedirect('/events/1?register=true')).toBe('/events/1?register=true')
    expect(safeRedirect('/my-events#past')).toBe('/my-events#past')
  })

  it('refuses every way out of the site a browser would follow', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%0A',
      '\\\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      const safe = safeRedirect(target)
      // What a browser makes of the answer must still be this site.
      expect(new URL(safe.replace(/[\t\n\r]/g, ''), 'https://cradle.test').origin).toBe('https://cradle.test')
    }
    expect(safeRedirect('/\t/evil.example')).toBe('/')
    expect(safeRedirect('//evil.example', '/events')).toBe('/events')
  })

  it('never answers anything a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (tail) => {
        const safe = safeRedirect(`/${tail}`)
        const browserReads = safe.replace(/[\t\n\r]/g, '')
        expect(new URL(browserReads, 'https://cradle.test').origin).toBe('https://cradle.test')
      }),
    )
  })
})

describe('afterSignIn', () => {
  it('leads each role to where its work is when no page was asked for', () => {
    expect(afterSignIn(null, 'provider')).toBe('/provider/dashboard')
    expect(afterSignIn('/', 'admin')).toBe('/admin')
    expect(afterSignIn('', 'parent')).toBe('/')
    expect(afterSignIn(undefined, 'facilitator')).toBe('/')
  })
  it('returns to the page asked for, if it is a safe one', () => {
    expect(afterSignIn('/events/1?register=true', 'provider')).toBe('/events/1?register=true')
    expect(afterSignIn('/admin/users', 'admin')).toBe('/admin/users')
    expect(afterSignIn('https://evil.example', 'provider')).toBe('/provider/dashboard')
  })
})
