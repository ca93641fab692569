import { CalendarHeart, UserRound } from 'lucide-react'
import { useState } from 'react'
import { cn } from '../../lib/utils'

/**
 * An image that falls back to a soft placeholder when missing or broken (spec §3 fallback images).
 * `priority` marks the image a page opens on (an event's banner, the home page's featured cards): it loads at
 * once and ahead of the rest, because it is the page's largest paint. Others wait until they near the viewport.
 */
export function FallbackImage({
  src,
  alt,
  kind,
  className,
  priority = false,
}: {
  src: string | null | undefined
  alt: string
  kind: 'event' | 'person'
  className?: string
  priority?: boolean
}) {
  const [broken, setBroken] = useState(false)
  if (src && !broken) {
    return (
      <img
        src={src}
        alt={alt}
        className={cn('object-cover', className)}
        onError={() => setBroken(true)}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    )
  }
  const Icon = kind === 'event' ? CalendarHeart : UserRound
  return (
    // An empty alt means decorative (as with <img alt="">): hidden from assistive technology, not an unnamed image.
    <div
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={cn(
        'flex items-center justify-center bg-gradient-to-br from-primary/15 to-primary/5 text-primary',
        className,
      )}
    >
      <Icon className="size-1/3 max-h-16 max-w-16" aria-hidden="true" />
    </div>
  )
}
