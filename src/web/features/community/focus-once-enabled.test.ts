import { describe, expect, it, vi } from 'vitest'
import { focusOnceEnabled } from './focus-once-enabled'

/** A button without a DOM: `enable()` plays the change a MutationObserver would report. */
function fakeButton(disabled: boolean) {
  let listener: (() => void) | null = null
  const button = {
    disabled,
    isConnected: true,
    tabIndex: 0,
    hasAttribute: () => false,
    setAttribute: () => {},
    focus: vi.fn(() => {
      doc.activeElement = button as unknown as Element
    }),
  }
  const observe = (onChange: () => void) => {
    listener = onChange
    return () => {
      listener = null
    }
  }
  const enable = () => {
    button.disabled = false
    listener?.()
  }
  return { button, observe, enable, el: button as unknown as HTMLButtonElement }
}
const body = { isConnected: true } as unknown as HTMLElement
const doc: { activeElement: Element | null; body: HTMLElement } = { activeElement: null, body }

describe('focusOnceEnabled', () => {
  it('focuses an enabled button at once', () => {
    doc.activeElement = body
    const b = fakeButton(false)
    focusOnceEnabled(b.el, { doc, observe: b.observe })
    expect(b.button.focus).toHaveBeenCalledOnce()
  })

  it('waits while the button is disabled (its action still running), then focuses it', () => {
    doc.activeElement = body
    const b = fakeButton(true)
    focusOnceEnabled(b.el, { doc, observe: b.observe })
    expect(b.button.focus).not.toHaveBeenCalled()
    b.enable()
    expect(b.button.focus).toHaveBeenCalledOnce()
  })

  it('leaves focus where it went meanwhile', () => {
    doc.activeElement = body
    const b = fakeButton(true)
    focusOnceEnabled(b.el, { doc, observe: b.observe })
    doc.activeElement = { isConnected: true } as unknown as Element
    b.enable()
    expect(b.button.focus).not.toHaveBeenCalled()
  })

  it('does nothing without a button', () => {
    expect(() => focusOnceEnabled(null)()).not.toThrow()
  })
})
