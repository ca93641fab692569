import { type ComponentType, use } from 'react'

// biome-ignore lint/suspicious/noExplicitAny: route components take wouter's params or nothing
type AnyProps = any

/** A page in a chunk of its own that can be loaded before React first renders it. */
export type LazyPage = ComponentType<AnyProps> & { preload: () => Promise<unknown> }

/**
 * Like `React.lazy`, but a page whose chunk has already arrived renders at once. React.lazy always suspends on its
 * first render, and React 19 then keeps the skeleton up for at least 300 ms (its reveal throttle): main.tsx preloads
 * the opened page's chunk so the first render has it (decision S13 in docs/decisions/shell.md), and a link loads its
 * page's chunk when pointed at or focused (S16).
 * A failed load that a render met stays failed, as with React.lazy (React retries a render that threw; a fresh
 * promise each time would suspend it again and again): the page's error card offers a reload. A failed load no
 * render has met yet (a link hovered while offline) is forgotten, so the click tries again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType<AnyProps> }>): LazyPage {
  let Loaded: ComponentType<AnyProps> | undefined
  let loading: Promise<ComponentType<AnyProps>> | undefined
  let rendering: Promise<ComponentType<AnyProps>> | undefined
  const preload = () => {
    if (!loading) {
      const attempt = load().then((module) => {
        Loaded = module.default
        return Loaded
      })
      loading = attempt
      attempt.catch(() => {
        if (loading === attempt && rendering !== attempt) loading = undefined
      })
    }
    return loading
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, as React.lazy is
  function Page(props: AnyProps) {
    if (Loaded) return <Loaded {...props} />
    rendering = preload()
    const Component = use(rendering)
    return <Component {...props} />
  }
  return Object.assign(Page, { preload })
}
