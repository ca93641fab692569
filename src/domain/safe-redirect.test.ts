import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { afterSignIn, safeRedirect } from './safe-redirect'

/** Where a browser goes with the answer (it drops tabs and newlines, as `window.location.assign` does). */
const browserOrigin = (answer: string) =>
  new URL(answer.replace(/[\t\n\r]/g, ''), 'https://cradle.test').origin

/**
 * Ways out of the site a browser would follow. The dot segments are the probe's finding (issue 32): the URL parser
 * turns "/.//evil" into "//evil", a protocol-relative address of another host, in every spelling it knows.
 */
const WAYS_OUT = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  '/.//evil.test/phish',
  '/..//evil.test/phish',
  '/./..//evil.test',
  '/a/..//evil.test',
  '/%2e//evil.test',
  '/%2E%2E//evil.test',
  '/.%2e//evil.test',
  '/events/%2e%2e/..//evil.test',
  '/.//evil.test?x=1#y',
  '',
  null,
]

describe('safeRedirect', () => {
  it('keeps a same-site path with its query and fragment', () => {
    expect(safeRedirect('/events/1?register=true')).toBe('/events/1?register=true')
    expect(safeRedirect('/my-events#past')).toBe('/my-events#past')
    // An encoded newline is text in the path, not a way out.
    expect(safeRedirect('/%0A')).toBe('/%0A')
  })

  it.each(WAYS_OUT)('refuses %j: the answer is the fallback, on this site', (target) => {
    expect(safeRedirect(target, '/events')).toBe('/events')
    expect(browserOrigin(safeRedirect(target))).toBe('https://cradle.test')
  })

  it('never sends a signed-in visitor to an API address (a return to /api/logout would sign them out again)', () => {
    for (const target of ['/api/logout', '/API/logout', '/api', '/x/../api/logout', '/%2e%2e/api/logout'])
      expect(safeRedirect(target), target).toBe('/')
    expect(safeRedirect('/apiary')).toBe('/apiary')
  })

  // Random text alone almost never spells "/.//": the pieces below are the ones a path is built from.
  const piece = fc.oneof(
    fc.constantFrom('/', '//', '.', '..', '%2e', '%2E', '%2f', '%5c', '\\', '\t', '\n', '?', '#', '@', ':'),
    fc.constantFrom('evil.test', 'api', 'events', 'a'),
    fc.string({ unit: 'binary', maxLength: 6 }),
  )
  const path = fc.array(piece, { maxLength: 10 }).map((parts) => `/${parts.join('')}`)

  it('never answers anything a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(path, (target) => {
        expect(browserOrigin(safeRedirect(target))).toBe('https://cradle.test')
      }),
      { numRuns: 2000 },
    )
  })

  it('answers a path that is already normal: read again, it stays the same', () => {
    fc.assert(
      fc.property(path, (target) => {
        const once = safeRedirect(target)
        expect(once.startsWith('/') && !once.startsWith('//')).toBe(true)
        expect(safeRedirect(once)).toBe(once)
      }),
      { numRuns: 2000 },
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
