import { type MoveFocusOptions, moveFocusWhen } from '../../lib/move-focus'

type Control = HTMLElement & { disabled?: boolean }

const observeDisabled = (el: Control) => (onChange: () => void) => {
  const observer = new MutationObserver(onChange)
  observer.observe(el, { attributes: true, attributeFilter: ['disabled'] })
  return () => observer.disconnect()
}

/**
 * Gives focus back to the button that opened a confirmation. A button disabled while its action runs cannot take
 * focus (focus would stay on the page body), so it gets it once it is enabled again: after a failure, when it is
 * the way to try again. Never takes focus from wherever it has gone meanwhile; stops when `el` has left the page.
 */
export function focusOnceEnabled(el: Control | null | undefined, options: MoveFocusOptions = {}): () => void {
  if (!el) return () => {}
  return moveFocusWhen(
    () => !el.disabled,
    () => [el],
    { observe: observeDisabled(el), ...options },
  )
}
