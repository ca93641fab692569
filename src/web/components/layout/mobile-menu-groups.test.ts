import { describe, expect, it } from 'vitest'
import { HEADER_LINKS } from './header-links'
import { mobileMenuGroups } from './mobile-menu-groups'

const hrefs = (role: Parameters<typeof mobileMenuGroups>[0]) =>
  mobileMenuGroups(role, HEADER_LINKS).flatMap((g) => g.links.map((l) => l.href))

describe("the phone's main menu", () => {
  it("reaches every one of a family's main pages from one menu", () => {
    const parent = hrefs('parent')
    for (const page of [
      '/my-events',
      '/events',
      '/coming-soon',
      '/providers',
      '/profile',
      '/notifications',
    ]) {
      expect(parent).toContain(page)
    }
  })

  it('lists each page once, Account last', () => {
    for (const role of ['parent', 'provider', 'admin', 'reviewer'] as const) {
      const all = hrefs(role)
      expect(new Set(all).size).toBe(all.length)
      const groups = mobileMenuGroups(role, HEADER_LINKS)
      expect(groups.at(-1)?.label).toBe('Account')
      expect(groups.at(-1)?.links.map((l) => l.href)).toContain('/notifications')
    }
  })

  it("also lists the header's pages, which the sidebar may lack (Coming Soon)", () => {
    for (const role of ['parent', 'provider', 'admin'] as const) {
      const all = hrefs(role)
      for (const l of HEADER_LINKS) expect(all).toContain(l.href)
    }
  })
})
