import * as ProgressPrimitive from '@radix-ui/react-progress'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export function Progress({
  className,
  value,
  ...props
}: React.ComponentProps<typeof ProgressPrimitive.Root>) {
  return (
    <ProgressPrimitive.Root
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      value={value}
      {...props}
    >
      {/* Without a value the work has no measurable progress (one request): a pulsing bar, not a made-up figure. */}
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full bg-primary transition-all',
          value == null && 'w-full opacity-60 motion-safe:animate-pulse',
        )}
        style={value == null ? undefined : { width: `${value}%` }}
      />
    </ProgressPrimitive.Root>
  )
}
