import { describe, expect, it, vi } from 'vitest'
import {
  focusElement,
  focusIndexAfterRemoval,
  focusIsLost,
  keepFocusThrough,
  moveFocusWhen,
} from './move-focus'

/** Just enough of an element for these helpers: the tests run without a DOM. */
function fakeElement(opts: { connected?: boolean; tabIndex?: number } = {}) {
  const attrs = new Map<string, string>()
  const el = {
    isConnected: opts.connected ?? true,
    tabIndex: opts.tabIndex ?? -1,
    focus: vi.fn(() => {
      doc.activeElement = el as unknown as Element
    }),
    hasAttribute: (name: string) => attrs.has(name),
    setAttribute: (name: string, value: string) => attrs.set(name, value),
    getAttribute: (name: string) => attrs.get(name) ?? null,
  }
  return el
}
const body = fakeElement()
const doc: { activeElement: Element | null; body: HTMLElement } = {
  activeElement: null,
  body: body as unknown as HTMLElement,
}
const asEl = (e: ReturnType<typeof fakeElement>) => e as unknown as HTMLElement

/** A stand-in for the MutationObserver: `change()` plays one DOM change. */
function fakeObserver() {
  let listener: (() => void) | null = null
  return {
    observe: (onChange: () => void) => {
      listener = onChange
      return () => {
        listener = null
      }
    },
    change: () => listener?.(),
    get watching() {
      return listener !== null
    },
  }
}

describe('focusIndexAfterRemoval', () => {
  it('moves to the next item, which takes the removed one’s index', () => {
    expect(focusIndexAfterRemoval(0, 2)).toBe(0)
    expect(focusIndexAfterRemoval(1, 2)).toBe(1)
  })
  it('moves to the previous item when the last one was removed', () => {
    expect(focusIndexAfterRemoval(2, 2)).toBe(1)
  })
  it('says null (the "Add" button) when the list is now empty', () => {
    expect(focusIndexAfterRemoval(0, 0)).toBeNull()
  })
})

describe('focusIsLost', () => {
  it('is true on the page body, with nothing focused, or on a removed element', () => {
    expect(focusIsLost({ activeElement: null, body: asEl(body) })).toBe(true)
    expect(focusIsLost({ activeElement: asEl(body), body: asEl(body) })).toBe(true)
    expect(focusIsLost({ activeElement: asEl(fakeElement({ connected: false })), body: asEl(body) })).toBe(
      true,
    )
  })
  it('is false on an element still in the page', () => {
    expect(focusIsLost({ activeElement: asEl(fakeElement()), body: asEl(body) })).toBe(false)
  })
})

describe('focusElement', () => {
  it('makes a heading focusable by script only (tabindex -1), and leaves a button alone', () => {
    const heading = fakeElement()
    focusElement(asEl(heading))
    expect(heading.getAttribute('tabindex')).toBe('-1')
    expect(heading.focus).toHaveBeenCalled()
    const button = fakeElement({ tabIndex: 0 })
    focusElement(asEl(button))
    expect(button.hasAttribute('tabindex')).toBe(false)
  })
})

describe('moveFocusWhen', () => {
  it('waits until the control is gone and a target exists, then focuses the first target in the page', () => {
    doc.activeElement = asEl(body)
    const card = fakeElement()
    const next = fakeElement({ connected: false })
    const fallback = fakeElement()
    const dom = fakeObserver()
    moveFocusWhen(
      () => !card.isConnected,
      () => [asEl(next), asEl(fallback)],
      { doc, observe: dom.observe },
    )
    expect(fallback.focus).not.toHaveBeenCalled()
    card.isConnected = false
    next.isConnected = true
    dom.change()
    expect(next.focus).toHaveBeenCalledOnce()
    expect(fallback.focus).not.toHaveBeenCalled()
    expect(dom.watching).toBe(false)
  })
  it('keeps waiting while no target is in the page yet (the next panel is still loading)', () => {
    doc.activeElement = null
    const heading = fakeElement({ connected: false })
    const dom = fakeObserver()
    moveFocusWhen(
      () => true,
      () => [asEl(heading)],
      { doc, observe: dom.observe },
    )
    dom.change()
    expect(heading.focus).not.toHaveBeenCalled()
    heading.isConnected = true
    dom.change()
    expect(heading.focus).toHaveBeenCalledOnce()
  })
  it('does not take focus from where the user has moved on to', () => {
    const elsewhere = fakeElement()
    doc.activeElement = asEl(elsewhere)
    const target = fakeElement()
    const dom = fakeObserver()
    moveFocusWhen(
      () => true,
      () => [asEl(target)],
      { doc, observe: dom.observe },
    )
    expect(target.focus).not.toHaveBeenCalled()
    expect(dom.watching).toBe(false)
  })
  it('gives up after the timeout', () => {
    vi.useFakeTimers()
    try {
      doc.activeElement = null
      const target = fakeElement({ connected: false })
      const dom = fakeObserver()
      moveFocusWhen(
        () => true,
        () => [asEl(target)],
        { doc, observe: dom.observe, timeoutMs: 1000 },
      )
      vi.advanceTimersByTime(1000)
      expect(dom.watching).toBe(false)
      target.isConnected = true
      dom.change()
      expect(target.focus).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('keepFocusThrough', () => {
  /** A card holding `inside`, as far as `contains` tells. */
  const cardWith = (...inside: ReturnType<typeof fakeElement>[]) => ({
    contains: (node: Node | null) => inside.some((el) => asEl(el) === node),
  })

  it('moves focus to the notice when the focused button goes with the change (Register at the start time)', () => {
    const register = fakeElement({ tabIndex: 0 })
    doc.activeElement = asEl(register)
    const notice = fakeElement({ connected: false })
    const dom = fakeObserver()
    expect(
      keepFocusThrough(cardWith(register), () => [asEl(notice)], { doc, observe: dom.observe }),
    ).not.toBeNull()
    register.isConnected = false
    notice.isConnected = true
    dom.change()
    expect(notice.focus).toHaveBeenCalledOnce()
    expect(notice.getAttribute('tabindex')).toBe('-1')
  })

  it('leaves focus alone when it was outside the card', () => {
    const elsewhere = fakeElement({ tabIndex: 0 })
    doc.activeElement = asEl(elsewhere)
    const notice = fakeElement()
    const dom = fakeObserver()
    expect(keepFocusThrough(cardWith(), () => [asEl(notice)], { doc, observe: dom.observe })).toBeNull()
    expect(dom.watching).toBe(false)
    expect(notice.focus).not.toHaveBeenCalled()
  })

  it('leaves focus alone when the focused control stays (Join Event at the start time)', () => {
    const join = fakeElement({ tabIndex: 0 })
    doc.activeElement = asEl(join)
    const notice = fakeElement()
    const dom = fakeObserver()
    keepFocusThrough(cardWith(join), () => [asEl(notice)], { doc, observe: dom.observe })
    dom.change()
    expect(notice.focus).not.toHaveBeenCalled()
  })
})
