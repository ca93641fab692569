import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { User } from '../domain/auth'
import { createSpaShell, sessionScript } from './spa-shell'

const html = '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>'
const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_format.js': { file: 'assets/format.js', imports: ['_shared.js'] },
  'components/layout/app-sidebar.tsx': {
    file: 'assets/app-sidebar.js',
    imports: ['index.html', '_shared.js'],
  },
  'components/layout/account-menu.tsx': { file: 'assets/account-menu.js', imports: ['index.html'] },
  'components/layout/view-as-switcher.tsx': { file: 'assets/view-as.js', imports: ['index.html'] },
  'features/discover/home-page.tsx': { file: 'assets/home-page.js', imports: ['index.html', '_format.js'] },
  'features/discover/events-page.tsx': {
    file: 'assets/events-page.js',
    imports: ['index.html', '_format.js'],
  },
  'features/discover/event-detail-page.tsx': {
    file: 'assets/event-detail-page.js',
    imports: ['index.html', '_format.js', '_shared.js'],
  },
}
const id = '2fda4a2f-23ac-4fe7-883c-cd8b8c3ceb02'

function clientDir(withManifest = true) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-'))
  writeFileSync(path.join(dir, 'index.html'), html)
  if (withManifest) {
    mkdirSync(path.join(dir, '.vite'))
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  }
  return dir
}

describe('createSpaShell', () => {
  it("names an event page's data and the chunks the entry does not already load", () => {
    const page = createSpaShell(clientDir()).html(`/events/${id}`)
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/events/${id}">`,
    )
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/event-detail-page.js">')
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/format.js">')
    expect(head).not.toContain('href="/assets/shared.js"')
    expect(head).not.toContain('modulepreload" crossorigin href="/assets/index.js"')
  })

  it("names the home page's three first calls and its chunks; the calendar's chunks only (its month is the viewer's)", () => {
    const shell = createSpaShell(clientDir())
    const home = shell.html('/')
    for (const href of [
      '/api/events?featured=true&limit=3',
      '/api/providers?featured=true',
      '/api/event-proposals/coming-soon',
    ])
      expect(home).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`)
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page.js">')
    const calendar = shell.html('/events')
    expect(calendar).toContain('<link rel="modulepreload" crossorigin href="/assets/events-page.js">')
    expect(calendar).toContain('<link rel="modulepreload" crossorigin href="/assets/format.js">')
    expect(calendar).not.toContain('rel="preload"')
  })

  it('leaves every other path, and paths that only look like events, as built', () => {
    const shell = createSpaShell(clientDir())
    for (const p of ['/events/create', `/events/${id}/edit`, '/events/not-an-id', '/my-events']) {
      expect(shell.html(p)).toBe(html)
    }
  })

  it('still hints the data without a build manifest (the chunks are then unknown)', () => {
    const page = createSpaShell(clientDir(false)).html(`/events/${id}`)
    expect(page).toContain(`href="/api/events/${id}"`)
    expect(page).not.toContain('modulepreload')
  })

  const parent: User = {
    id: 'u1',
    email: 'p@example.com',
    firstName: '</script><script>alert(1)</script>',
    lastName: null,
    profileImageUrl: null,
    phone: null,
    timezone: 'America/Chicago',
    role: 'parent',
    emailVerified: true,
    mfaEnabled: false,
    ageConfirmationNeeded: false,
  }

  it("carries the session's user and names the signed-in frame's chunks, so the first paint draws it (26.5)", () => {
    const shell = createSpaShell(clientDir())
    const page = shell.html('/my-events', parent)
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).toContain('<script id="cradle-session" type="application/json">{"id":"u1"')
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/app-sidebar.js">')
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/account-menu.js">')
    expect(head).not.toContain('view-as.js')
    expect(shell.html('/admin', { ...parent, role: 'admin' })).toContain('href="/assets/view-as.js"')
    // An event page keeps its own hints beside the session.
    expect(shell.html(`/events/${id}`, parent)).toContain(`href="/api/events/${id}"`)
    // Signed out: the page says so (no sign-in probe needed) and loads no signed-in chunk.
    const out = shell.html('/my-events', null)
    expect(out).toContain('<script id="cradle-session" type="application/json">null</script>')
    expect(out).not.toContain('app-sidebar.js')
  })

  it('never lets a value close the script element, and the JSON reads back as it was', () => {
    const script = sessionScript(parent)
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'))
    expect(JSON.parse(json).firstName).toBe(parent.firstName)
  })

  it('carries the public configuration in every page', () => {
    const shell = createSpaShell(clientDir(), { publicConfig: '{"links":{"aboutUrl":"</x>"}}' })
    for (const p of ['/', '/my-events', `/events/${id}`]) {
      expect(shell.html(p)).toContain(
        '<script id="cradle-config" type="application/json">{"links":{"aboutUrl":"\\u003c/x>"}}</script>',
      )
    }
  })
})
