import { CalendarHeart, UserRound } from 'lucide-react'
import { useState } from 'react'
import { cn } from '../../lib/utils'

/** An image that falls back to a soft placeholder when missing or broken (spec §3 fallback images). */
export function FallbackImage({
  src,
  alt,
  kind,
  className,
}: {
  src: string | null | undefined
  alt: string
  kind: 'event' | 'person'
  className?: string
}) {
  const [broken, setBroken] = useState(false)
  if (src && !broken) {
    return (
      <img
        src={src}
        alt={alt}
        className={cn('object-cover', className)}
        onError={() => setBroken(true)}
        loading="lazy"
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
