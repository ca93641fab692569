// What axe cannot see, on every route for every role (the list a11y-routes.spec.ts walks): nothing lost at 320 px
// wide (1 280 px at 400% zoom) or with text at 200% (on a desktop and on a phone), nothing clipped with WCAG's text
// spacing, no focused element hidden under something sticky, and no small crowded targets on a phone.
// Theme does not change layout, so these run in the light theme only (a11y-routes.spec.ts covers both themes).
import {
  findLostContent,
  findObscuredFocus,
  findSmallTargets,
  restyle,
  TEXT_SPACING_CSS,
} from './a11y-checks'
import { demoIds, ROLES, routesFor, settle, withoutMotion } from './a11y-route-list'
import { expect, signInAs, test } from './fixtures'

const FULL = process.env.A11Y_FULL === '1'

for (const role of ROLES) {
  test(`reflow, text size, focus and targets: ${role}`, async ({ page }) => {
    test.setTimeout(FULL ? 900_000 : 420_000)
    await withoutMotion(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    if (role !== 'signed-out') await signInAs(page, role, '/')
    const ids = await demoIds(page, role)
    const found: string[] = []
    const note = (route: string, check: string, problems: string[]) => {
      for (const p of problems.slice(0, 5)) found.push(`${route} [${check}] ${p}`)
    }
    // A resize re-renders what depends on the width (the sidebar becomes a sheet): a problem counts when it is
    // still there once the page has had half a second to settle.
    const lasting = async (check: () => Promise<string[]>) => {
      if ((await check()).length === 0) return []
      await page.waitForTimeout(500)
      return check()
    }
    for (const route of routesFor(role, ids, FULL)) {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(route)
      await settle(page)
      note(route, 'focus visible 1280', await findObscuredFocus(page))
      await restyle(page, { fontSize: '200%' })
      note(route, 'text 200% 1280', await lasting(() => findLostContent(page)))
      await restyle(page, { css: TEXT_SPACING_CSS })
      note(route, 'text spacing 1280', await lasting(() => findLostContent(page)))
      await restyle(page, {})

      await page.setViewportSize({ width: 320, height: 720 })
      await settle(page)
      note(route, 'reflow 320', await lasting(() => findLostContent(page)))
      await page.setViewportSize({ width: 390, height: 844 })
      await settle(page)
      note(route, 'targets 390', await lasting(() => findSmallTargets(page)))
      note(route, 'focus visible 390', await findObscuredFocus(page))
      await restyle(page, { fontSize: '200%' })
      note(route, 'text 200% 390', await lasting(() => findLostContent(page)))
      await restyle(page, {})
    }
    expect(found, found.join('\n')).toEqual([])
  })
}
