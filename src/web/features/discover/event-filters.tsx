import { ChevronDown, Filter, X } from 'lucide-react'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { EVENT_TYPES, LANGUAGES } from '../../../domain/event-rules'
import type { Tag } from '../../../domain/events'
import { SearchBox } from '../../components/search-box'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { cn } from '../../lib/utils'
import { useTags } from './api'
import { type CalendarState, type PriceFilter, STATUS_FILTERS, type StatusFilter } from './calendar-state'

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring'

/** Tags under their categories, in the order the server sends them (category, then name). */
function byCategory(list: Tag[]): [string, Tag[]][] {
  const groups = new Map<string, Tag[]>()
  for (const t of list) groups.set(t.category, [...(groups.get(t.category) ?? []), t])
  return [...groups]
}

/** Search box plus the collapsible type / price filters of spec §2. */
export function EventFilters({
  state,
  update,
  searchRef,
  showStatus = false,
  showStage = false,
}: {
  state: CalendarState
  update: (patch: Partial<CalendarState>) => void
  /** The search box, for the page's own "Clear filters" to put focus back in. */
  searchRef: RefObject<HTMLInputElement | null>
  /** Manage Events: a Status filter (drafts, cancelled…), which families never need. */
  showStatus?: boolean
  /** Signed in: "For my stage", which reads the person's own due dates and birth dates. */
  showStage?: boolean
}) {
  const id = useId()
  const statusOn = showStatus && state.status !== ''
  const stageOn = showStage && state.stage === 'mine'
  const [open, setOpen] = useState(
    !!state.type || state.price !== 'all' || !!state.tag || !!state.language || stageOn || statusOn,
  )
  // Asked for when the panel first opens: most visits never filter by tag.
  const tagList = useTags(open)
  const [text, setText] = useState(state.q)
  const input = searchRef
  const updateRef = useRef(update)
  updateRef.current = update
  // The URL follows the typing after a short pause, not on every key.
  useEffect(() => {
    if (text === state.q) return
    const t = setTimeout(() => updateRef.current({ q: text }), 300)
    return () => clearTimeout(t)
  }, [text, state.q])
  useEffect(() => setText(state.q), [state.q])
  const active =
    !!state.q ||
    !!state.type ||
    state.price !== 'all' ||
    !!state.tag ||
    !!state.language ||
    stageOn ||
    statusOn
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchBox
          inputRef={input}
          label="Search events"
          // Short enough to read whole in a 375 px screen's box; the label says the rest.
          placeholder="Search title, provider or type"
          value={text}
          onChange={setText}
          onClear={() => update({ q: '' })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') update({ q: text })
          }}
        />
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((o) => !o)}
        >
          <Filter aria-hidden="true" /> Filters
          <ChevronDown className={open ? 'rotate-180' : ''} aria-hidden="true" />
        </Button>
      </div>
      {open && (
        <div
          id={`${id}-filters`}
          className={cn(
            'grid gap-3 rounded-lg border p-3 sm:items-end',
            'sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]',
          )}
        >
          <div className="space-y-1">
            <Label htmlFor={`${id}-type`}>Event type</Label>
            <select
              id={`${id}-type`}
              className={selectClass}
              value={state.type}
              onChange={(e) => update({ type: e.target.value })}
            >
              <option value="">All types</option>
              {EVENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-price`}>Price</Label>
            <select
              id={`${id}-price`}
              className={selectClass}
              value={state.price}
              onChange={(e) => update({ price: e.target.value as PriceFilter })}
            >
              <option value="all">All</option>
              <option value="free">Free</option>
              <option value="paid">Paid</option>
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-tag`}>Tag</Label>
            <select
              id={`${id}-tag`}
              className={selectClass}
              value={state.tag}
              onChange={(e) => update({ tag: e.target.value })}
            >
              <option value="">All tags</option>
              {/* A tag from a shared link shows even before the list arrives (or if it is no longer a tag). */}
              {state.tag && !tagList.data?.some((t) => t.tagName === state.tag) && (
                <option value={state.tag}>{state.tag}</option>
              )}
              {byCategory(tagList.data ?? []).map(([category, list]) => (
                <optgroup key={category} label={category}>
                  {list.map((t) => (
                    <option key={t.id} value={t.tagName}>
                      {t.tagName}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-language`}>Language</Label>
            <select
              id={`${id}-language`}
              className={selectClass}
              value={state.language}
              onChange={(e) => update({ language: e.target.value })}
            >
              <option value="">All languages</option>
              {/* A language from a shared link shows even if it is not on the list. */}
              {state.language && !(LANGUAGES as readonly string[]).includes(state.language) && (
                <option value={state.language}>{state.language}</option>
              )}
              {LANGUAGES.filter((l) => l !== 'Other').map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </div>
          {showStage && (
            <label className="flex h-10 cursor-pointer items-center gap-2 self-end rounded-md border border-input px-3 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={state.stage === 'mine'}
                onChange={(e) => update({ stage: e.target.checked ? 'mine' : '' })}
              />
              For my stage
            </label>
          )}
          {showStatus && (
            <div className="space-y-1">
              <Label htmlFor={`${id}-status`}>Status</Label>
              <select
                id={`${id}-status`}
                className={selectClass}
                value={state.status}
                onChange={(e) => update({ status: e.target.value as StatusFilter })}
              >
                <option value="">All statuses</option>
                {Object.entries(STATUS_FILTERS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <Button
            variant="ghost"
            disabled={!active}
            onClick={() => {
              setText('')
              update({ q: '', type: '', price: 'all', tag: '', language: '', stage: '', status: '' })
              // The button disables itself once nothing is filtered: focus goes on to the search box.
              input.current?.focus()
            }}
          >
            <X aria-hidden="true" /> Clear All
          </Button>
        </div>
      )}
    </div>
  )
}
