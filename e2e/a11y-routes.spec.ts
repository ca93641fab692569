// Every SPA route, for every role that can see it, in light and dark theme at 375 px and 1280 px:
// axe (WCAG 2.0/2.1/2.2 A and AA) must find no serious or critical violation.
// One test per (role, theme, viewport): it signs in once and walks its routes, so the run stays short.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, signInAs, test } from './fixtures'
import { demoIds, FULL, outboxMessageId, type Role, routesFor } from './routes'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Waits for the page's main heading and for loading skeletons to be gone. */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible()
  await expect(page.locator('main .animate-pulse')).toHaveCount(0)
}

// One navigation per route serves all four combinations: the theme is a class on <html> and the width a resize,
// so the page is flipped in place (with transitions off, so colours are final when axe reads them).
const COMBOS = [
  { theme: 'light', width: 1280, height: 800 },
  { theme: 'dark', width: 1280, height: 800 },
  { theme: 'dark', width: 375, height: 740 },
  { theme: 'light', width: 375, height: 740 },
] as const
const ROLES: Role[] = ['signed-out', 'parent', 'provider', 'admin']

async function applyCombo(page: Page, combo: (typeof COMBOS)[number]) {
  await page.setViewportSize({ width: combo.width, height: combo.height })
  await page.evaluate((theme) => {
    document.documentElement.classList.toggle('dark', theme === 'dark')
    // Two frames: React has re-rendered for the new width and styles are recomputed.
    return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  }, combo.theme)
  await settle(page)
}

for (const role of ROLES) {
  test(`axe: ${role}, light and dark, 1280 and 375 px`, async ({ page }) => {
    test.setTimeout(FULL ? 900_000 : 420_000)
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style')
        style.textContent = '*,*::before,*::after{transition:none!important;animation-duration:0s!important}'
        document.head.append(style)
      })
    })
    await page.setViewportSize({ width: COMBOS[0].width, height: COMBOS[0].height })
    if (role !== 'signed-out') await signInAs(page, role, '/')
    const ids = await demoIds(page)
    if (role === 'admin') ids.message = await outboxMessageId(page)
    const found: string[] = []
    for (const route of routesFor(role, ids)) {
      await page.setViewportSize({ width: COMBOS[0].width, height: COMBOS[0].height })
      await page.goto(route)
      await settle(page)
      for (const combo of COMBOS) {
        await applyCombo(page, combo)
        // The outbox preview is a script-less sandboxed iframe of the email itself: axe cannot run inside it.
        const result = await new AxeBuilder({ page }).withTags(TAGS).exclude('iframe[sandbox]').analyze()
        for (const v of result.violations) {
          if (v.impact !== 'serious' && v.impact !== 'critical') continue
          const targets = v.nodes
            .slice(0, 4)
            .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)
          found.push(
            `${route} (${combo.theme}, ${combo.width}px) [${v.impact}] ${v.id}: ${v.help}\n    ${targets.join('\n    ')}`,
          )
        }
      }
    }
    expect(found, found.join('\n')).toEqual([])
  })
}
