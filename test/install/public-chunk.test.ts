import { describe, expect, it } from 'vitest'
import { isPackageBarrel, reachable } from '../../vite.public-chunk'

const nm = '/app/node_modules'
/** A tiny module graph: a page importing two icons from an icon package's barrel, a date function from another. */
const modules: Record<string, { importedIds: string[]; code: string }> = {
  '/app/src/page.js': {
    importedIds: [`${nm}/icons/index.mjs`, `${nm}/dates/index.js`],
    code: 'import { Menu, X as Close } from "icons";\nimport { format } from "dates";\n',
  },
  [`${nm}/icons/index.mjs`]: {
    importedIds: [`${nm}/icons/menu.mjs`, `${nm}/icons/x.mjs`, `${nm}/icons/bug.mjs`],
    code: '/** @license */\nexport { default as Menu, default as MenuIcon } from "./menu.mjs";\nexport { default as X } from "./x.mjs";\nexport { default as Bug } from "./bug.mjs";\n',
  },
  [`${nm}/icons/menu.mjs`]: { importedIds: [`${nm}/icons/create.mjs`], code: 'import c from "./create.mjs"' },
  [`${nm}/icons/x.mjs`]: { importedIds: [`${nm}/icons/create.mjs`], code: 'import c from "./create.mjs"' },
  [`${nm}/icons/bug.mjs`]: { importedIds: [`${nm}/icons/create.mjs`], code: 'import c from "./create.mjs"' },
  [`${nm}/icons/create.mjs`]: { importedIds: [], code: 'export default function c() {}' },
  [`${nm}/dates/index.js`]: {
    importedIds: [`${nm}/dates/format.js`, `${nm}/dates/addDays.js`],
    code: 'export * from "./format.js";\nexport * from "./addDays.js";\n',
  },
  [`${nm}/dates/format.js`]: { importedIds: [], code: 'export function format() {}' },
  [`${nm}/dates/addDays.js`]: { importedIds: [], code: 'export function addDays() {}' },
}
const info = (id: string) => modules[id] ?? null

/** The first-load chunk groups follow a package's barrel only to what a page names from it (issue 34.1). */
describe('what a public page reaches', () => {
  it('tells a package barrel from a module with code of its own', () => {
    expect(isPackageBarrel(`${nm}/icons/index.mjs`, modules[`${nm}/icons/index.mjs`].code)).toBe(true)
    expect(isPackageBarrel(`${nm}/dates/index.js`, modules[`${nm}/dates/index.js`].code)).toBe(true)
    expect(isPackageBarrel(`${nm}/icons/menu.mjs`, modules[`${nm}/icons/menu.mjs`].code)).toBe(false)
    // Our own re-exporting modules are followed as they are.
    expect(isPackageBarrel('/app/src/index.ts', 'export * from "./a"')).toBe(false)
  })

  it('takes the icons and functions the page names, not every one the barrel lists', () => {
    const reached = [...reachable('/app/src/page.js', info).keys()]
    expect(reached).toEqual(
      expect.arrayContaining([`${nm}/icons/menu.mjs`, `${nm}/icons/x.mjs`, `${nm}/icons/create.mjs`]),
    )
    expect(reached).toContain(`${nm}/dates/format.js`)
    expect(reached).not.toContain(`${nm}/icons/bug.mjs`)
    expect(reached).not.toContain(`${nm}/dates/addDays.js`)
  })

  it('takes the whole barrel when the page takes all of it or names what it cannot find', () => {
    const all: typeof modules = {
      ...modules,
      '/app/src/page.js': { ...modules['/app/src/page.js'], code: 'import * as I from "icons"' },
    }
    expect([...reachable('/app/src/page.js', (id) => all[id] ?? null).keys()]).toContain(
      `${nm}/icons/bug.mjs`,
    )
    const unknown: typeof modules = {
      ...modules,
      '/app/src/page.js': { ...modules['/app/src/page.js'], code: 'import { Nope } from "icons"' },
    }
    expect([...reachable('/app/src/page.js', (id) => unknown[id] ?? null).keys()]).toContain(
      `${nm}/icons/bug.mjs`,
    )
  })
})
