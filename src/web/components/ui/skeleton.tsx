import type * as React from 'react'
import { cn } from '../../lib/utils'

// Keeps the `animate-pulse` class (e2e's settle() waits for it to go); reduced motion turns the pulse off.
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  )
}
