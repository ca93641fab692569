/**
 * Focus management for controls that go away after an action (WCAG 2.4.3): a removed card or row, a list item
 * deleted, a tab switched. See docs/decisions/a11y.md, "Focus after a control goes away".
 */
type Target = HTMLElement | null | undefined

/** Nothing has focus: the focused element was removed, or focus fell back to the page. */
export function focusIsLost(doc: Pick<Document, 'activeElement' | 'body'> = document): boolean {
  const active = doc.activeElement
  return !active || active === doc.body || !active.isConnected
}

/** Focuses `el`, first letting script focus it (tabindex -1) when it is not focusable itself (a heading, a cell). */
export function focusElement(el: HTMLElement) {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1')
  el.focus()
}

/**
 * After removing item `removed` from a list that now has `remaining` items: the index to focus, the next item
 * (now at the same index), else the previous one, or null when the list is empty (focus its "Add" button).
 */
export function focusIndexAfterRemoval(removed: number, remaining: number): number | null {
  return remaining > 0 ? Math.min(Math.max(removed, 0), remaining - 1) : null
}

export interface MoveFocusOptions {
  /** Give up after this long (a refetch that never comes). */
  timeoutMs?: number
  doc?: Pick<Document, 'activeElement' | 'body'>
  /** Calls `onChange` on every DOM change until the returned function is called. */
  observe?: (onChange: () => void) => () => void
}

const observeBody = (onChange: () => void) => {
  const observer = new MutationObserver(onChange)
  observer.observe(document.body, { childList: true, subtree: true })
  return () => observer.disconnect()
}

/**
 * For a control that disappears once the page catches up (after a refetch, a tab switch): waits until `ready()`
 * holds and one of `targets()` is in the document, then focuses the first such target, but only if focus was lost
 * meanwhile, never taking it from wherever the user has moved on to. Returns a function that stops waiting.
 */
export function moveFocusWhen(
  ready: () => boolean,
  targets: () => Target[],
  { timeoutMs = 10_000, doc, observe = observeBody }: MoveFocusOptions = {},
): () => void {
  let stopObserving: (() => void) | null = null
  let done = false
  const stop = () => {
    done = true
    clearTimeout(timer)
    stopObserving?.()
  }
  const attempt = () => {
    if (done || !ready()) return
    const target = targets().find((t): t is HTMLElement => !!t?.isConnected)
    if (!target) return
    stop()
    if (focusIsLost(doc)) focusElement(target)
  }
  const timer = setTimeout(stop, timeoutMs)
  attempt()
  if (!done) stopObserving = observe(attempt)
  return stop
}

/**
 * For a region about to change on its own (a timer, not a click): if focus is inside `container` now and the focused
 * control goes with the change, focus moves to the first of `targets()` in the page once it is gone. Returns the
 * function that stops waiting, or null when focus was elsewhere (it is then left alone).
 */
export function keepFocusThrough(
  container: Pick<HTMLElement, 'contains'> | null | undefined,
  targets: () => Target[],
  options: MoveFocusOptions = {},
): (() => void) | null {
  const focused = (options.doc ?? document).activeElement
  if (!focused || !container?.contains(focused)) return null
  return moveFocusWhen(() => !focused.isConnected, targets, options)
}
