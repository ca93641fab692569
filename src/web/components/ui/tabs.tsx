import * as React from 'react'
import { cn } from '../../lib/utils'

// WAI-ARIA tabs with Radix Tabs' markup and behaviour (roving focus, arrows/Home/End select, only the
// active panel mounted, data-state for styling), written out because Radix Tabs brings ~9 KB gzipped
// of roving-focus, collection and presence code to the public calendar (issue 9: first-load < 150 KB).

interface TabsContextValue {
  baseId: string
  value: string
  select: (value: string) => void
}
const TabsContext = React.createContext<TabsContextValue | null>(null)

function useTabs(): TabsContextValue {
  const ctx = React.useContext(TabsContext)
  if (!ctx) throw new Error('Tabs parts must be inside <Tabs>')
  return ctx
}

const idOf = (baseId: string, part: 'trigger' | 'content', value: string) => `${baseId}-${part}-${value}`

type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
}

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = React.useId()
  const [own, setOwn] = React.useState(defaultValue ?? '')
  const current = value ?? own
  const select = React.useCallback(
    (v: string) => {
      if (value === undefined) setOwn(v)
      onValueChange?.(v)
    },
    [value, onValueChange],
  )
  const ctx = React.useMemo(() => ({ baseId, value: current, select }), [baseId, current, select])
  return (
    <TabsContext.Provider value={ctx}>
      <div dir="ltr" data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  )
}

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
}

export function TabsList({ className, onKeyDown, ...p }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn(
        'inline-flex min-h-10 max-w-full flex-wrap items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={(e) => {
        onKeyDown?.(e)
        const move = MOVES[e.key]
        if (!move || e.defaultPrevented) return
        const tabs = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')]
        const i = tabs.indexOf(document.activeElement as HTMLButtonElement)
        if (i < 0) return
        e.preventDefault()
        // Focus selects (Radix's automatic activation): the trigger's onFocus does it.
        tabs[move(i, tabs.length)].focus()
      }}
      {...p}
    />
  )
}

export function TabsTrigger({
  className,
  value,
  disabled,
  onClick,
  onFocus,
  ...p
}: React.ComponentProps<'button'> & { value: string }) {
  const { baseId, value: current, select } = useTabs()
  const active = value === current
  return (
    <button
      type="button"
      role="tab"
      id={idOf(baseId, 'trigger', value)}
      aria-selected={active}
      aria-controls={idOf(baseId, 'content', value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm cursor-pointer',
        className,
      )}
      onClick={(e) => {
        onClick?.(e)
        if (!e.defaultPrevented && !active) select(value)
      }}
      onFocus={(e) => {
        onFocus?.(e)
        if (!active && !disabled) select(value)
      }}
      {...p}
    />
  )
}

export function TabsContent({ className, value, ...p }: React.ComponentProps<'div'> & { value: string }) {
  const { baseId, value: current } = useTabs()
  if (value !== current) return null
  return (
    <div
      role="tabpanel"
      id={idOf(baseId, 'content', value)}
      aria-labelledby={idOf(baseId, 'trigger', value)}
      data-state="active"
      data-orientation="horizontal"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern (and Radix) make the panel focusable
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-2 focus-visible:outline-ring', className)}
      {...p}
    />
  )
}
