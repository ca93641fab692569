import { Search, X } from 'lucide-react'
import type * as React from 'react'
import { Input } from './ui/input'

/**
 * A search field with a magnifier and its own "Clear search" button: the browser's clear control is small and
 * not in every browser, so it is hidden. Clearing puts focus back in the box, where the next search is typed.
 */
export function SearchBox({
  value,
  onChange,
  onClear,
  label,
  placeholder,
  inputRef,
  onKeyDown,
}: {
  value: string
  onChange: (value: string) => void
  /** After the text is cleared (default: nothing more than `onChange('')`). */
  onClear?: () => void
  label: string
  placeholder: string
  inputRef?: React.RefObject<HTMLInputElement | null>
  onKeyDown?: React.KeyboardEventHandler<HTMLInputElement>
}) {
  return (
    <div className="relative flex-1">
      <Search className="absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden="true" />
      <Input
        ref={inputRef}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {value && (
        <button
          type="button"
          aria-label="Clear search"
          className="absolute top-1/2 right-1 grid size-8 -translate-y-1/2 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          onClick={(e) => {
            onChange('')
            onClear?.()
            // The button goes away with the text: focus goes back to the box.
            ;(e.currentTarget.previousElementSibling as HTMLInputElement | null)?.focus()
          }}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  )
}
