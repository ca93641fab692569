// WCAG checks axe cannot make, run in the page: reflow (1.4.10), resize text (1.4.4), text spacing (1.4.12),
// focus not obscured (2.4.11) and target size (2.5.8). Each returns what a person would notice, one line per
// problem, so a failing sweep reads as a list of places to fix.
import type { Page } from '@playwright/test'

/** Two frames: React has re-rendered and styles are recomputed. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

/** WCAG 1.4.12's overrides: line height 1.5, paragraph spacing 2, letter spacing 0.12, word spacing 0.16. */
export const TEXT_SPACING_CSS =
  '*{line-height:1.5!important;letter-spacing:0.12em!important;word-spacing:0.16em!important}p{margin-bottom:2em!important}'

/** Sets the root font size (200% = text resized to twice its size; the app sizes in rem) and optional extra CSS. */
export async function restyle(page: Page, { fontSize = '', css = '' }: { fontSize?: string; css?: string }) {
  await page.evaluate(
    ({ fontSize, css }) => {
      document.documentElement.style.fontSize = fontSize
      let style = document.getElementById('a11y-check-style')
      if (!style) {
        style = document.createElement('style')
        style.id = 'a11y-check-style'
        document.head.append(style)
      }
      style.textContent = css
    },
    { fontSize, css },
  )
  await nextFrames(page)
}

/**
 * Content lost to the width or to clipping: the page scrolling sideways (naming the widest culprits), and controls or
 * text cut off by an `overflow: hidden` box too small for them. A box that scrolls (a data table's wrapper) is fine,
 * as is a deliberately truncated line whose full text is its accessible name or title, or a card's excerpt whose
 * whole text is one link or button away (the event's page, the proposal's details): WCAG allows both, the
 * full text being available.
 */
export function findLostContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.documentElement
    const vw = root.clientWidth
    const label = (el: Element) => {
      const text = (el.getAttribute('aria-label') || el.textContent || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40)
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 3).join('.') : ''
      return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> "${text}"`
    }
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect()
      if (r.width <= 1 || r.height <= 1) return false
      const s = getComputedStyle(el)
      return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0
    }
    /** Inside a box that scrolls or deliberately hides (sr-only, a closed sheet): not this check's business. */
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p)
        if (/(auto|scroll)/.test(s.overflowX + s.overflowY)) return true
        if (s.clip !== 'auto' || s.clipPath !== 'none') return true
        if (p.getAttribute('aria-hidden') === 'true' || p.hasAttribute('inert')) return true
      }
      return false
    }
    if (root.scrollWidth > vw + 1) {
      const wide = Array.from(document.body.querySelectorAll('*')).filter((el) => {
        if (!visible(el) || inScroller(el)) return false
        const r = el.getBoundingClientRect()
        return (
          r.right > vw + 1 && !Array.from(el.children).some((c) => c.getBoundingClientRect().right > vw + 1)
        )
      })
      problems.push(
        `page scrolls sideways (${root.scrollWidth} px in ${vw}): ${wide
          .slice(0, 3)
          .map((el) => `${label(el)} ends at ${Math.round(el.getBoundingClientRect().right)}`)
          .join('; ')}`,
      )
    }
    const candidates = document.body.querySelectorAll(
      'a, button, input, select, textarea, label, h1, h2, h3, h4, p, li, td, th, dt, dd, span, [role="button"], [role="tab"]',
    )
    for (const el of Array.from(candidates)) {
      if (!visible(el) || inScroller(el)) continue
      const s = getComputedStyle(el)
      if (s.clip !== 'auto' || s.clipPath !== 'none') continue // visually hidden on purpose (sr-only)
      const clipsX = /(hidden|clip)/.test(s.overflowX) && el.scrollWidth > el.clientWidth + 1
      const clipsY = /(hidden|clip)/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 2
      if (!clipsX && !clipsY) continue
      if (el.matches('input, select, textarea')) continue // their own text scrolls within them
      const full = (el.textContent ?? '').trim().replace(/\s+/g, ' ')
      const named = el.closest('[title], [aria-label]')
      const nameHolds =
        named &&
        (named.getAttribute('title') || named.getAttribute('aria-label') || '').includes(full.slice(0, 30))
      if (s.textOverflow === 'ellipsis' && nameHolds) continue
      // An excerpt cut to a few lines in a card that links to the whole text (an event's or provider's description).
      const lineClamped = Number.parseInt(s.webkitLineClamp || '0', 10) > 0
      const card = el.closest('.bg-card')
      const leads = card && (card.querySelector('a[href], button') || card.closest('a[href], button'))
      if (lineClamped && (nameHolds || leads)) continue
      problems.push(
        `clipped: ${label(el)} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
      )
    }
    return problems
  })
}

/**
 * Targets smaller than 24 × 24 CSS px whose 24 px circle (centred on the target) touches another target (2.5.8's
 * spacing exception). Links inside a sentence are exempt, as the criterion says.
 */
export function findSmallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const targets = Array.from(
      document.body.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])',
      ),
    ).filter((el) => {
      const r = el.getBoundingClientRect()
      const s = getComputedStyle(el)
      return (
        r.width > 1 &&
        r.height > 1 &&
        s.visibility !== 'hidden' &&
        !el.closest('[aria-hidden="true"], [inert]')
      )
    })
    const inSentence = (el: HTMLElement) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false
      const parentText = (el.parentElement?.textContent ?? '').trim()
      return parentText.length > (el.textContent ?? '').trim().length + 1
    }
    const rects = targets.map((el) => el.getBoundingClientRect())
    const problems: string[] = []
    targets.forEach((el, i) => {
      const r = rects[i]
      if ((r.width >= 24 && r.height >= 24) || inSentence(el)) return
      // The spacing exception: a 24 px circle on the target's centre must not meet any other target's box.
      const cx = r.left + r.width / 2
      const cy = r.top + r.height / 2
      const crowded = rects.some((o, j) => {
        if (j === i || targets[j].contains(el) || el.contains(targets[j])) return false
        const dx = Math.max(o.left - cx, 0, cx - o.right)
        const dy = Math.max(o.top - cy, 0, cy - o.bottom)
        return dx * dx + dy * dy < 12 * 12
      })
      if (!crowded) return
      const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40)
      problems.push(`small target: "${name}" is ${Math.round(r.width)}×${Math.round(r.height)} and crowded`)
    })
    return problems
  })
}

/**
 * Tabs through the page from the top and, for each element that takes focus, checks that something of it can be
 * seen: not wholly covered by the sticky header, the booking card, the bug-report button or anything else on top.
 */
export async function findObscuredFocus(page: Page, maxTabs = 40): Promise<string[]> {
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  })
  const problems: string[] = []
  const seen = new Set<string>()
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab')
    const result = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return { key: 'body', hidden: false, name: '' }
      const r = el.getBoundingClientRect()
      const name = (el.getAttribute('aria-label') || el.textContent || el.tagName)
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40)
      const key = `${el.tagName}:${name}:${Math.round(r.top + window.scrollY)}:${Math.round(r.left)}`
      if (r.width < 1 || r.height < 1) return { key, hidden: false, name }
      const vw = document.documentElement.clientWidth
      const vh = document.documentElement.clientHeight
      // A 3 × 3 grid over the part of the element inside the viewport: an element taller than the window (a tab
      // panel) counts as seen when any of it shows.
      const left = Math.max(r.left, 0)
      const right = Math.min(r.right, vw)
      const top = Math.max(r.top, 0)
      const bottom = Math.min(r.bottom, vh)
      const points: [number, number][] = []
      if (right > left && bottom > top) {
        for (const fx of [0.1, 0.5, 0.9]) {
          for (const fy of [0.1, 0.5, 0.9])
            points.push([left + (right - left) * fx, top + (bottom - top) * fy])
        }
      }
      if (points.length === 0) return { key, hidden: true, name: `${name} (off screen)` }
      const shows = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y)
        return !!hit && (hit === el || el.contains(hit) || hit.contains(el))
      })
      const cover = shows
        ? ''
        : (document
            .elementFromPoint(points[0][0], points[0][1])
            ?.closest('header, aside, [role="dialog"], [data-sticky], button, div')?.tagName ?? '')
      return { key, hidden: !shows, name: shows ? name : `${name} (under ${cover})` }
    })
    if (result.key === 'body') continue
    if (seen.has(result.key)) break // wrapped around
    seen.add(result.key)
    if (result.hidden) problems.push(`focus hidden: ${result.name}`)
  }
  return problems
}
