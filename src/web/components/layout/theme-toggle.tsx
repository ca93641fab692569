import { Moon, Sun } from 'lucide-react'
import { trackEvent } from '../../lib/analytics'
import { Button } from '../ui/button'
import { setTheme, useTheme } from './theme'

/** The header's icon button, or (`labelled`) a full-width row with its words, as in the phone's menu. */
export function ThemeToggle({ labelled = false }: { labelled?: boolean }) {
  const theme = useTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  const words = `Switch to ${next} theme`
  return (
    <Button
      variant="ghost"
      size={labelled ? 'default' : 'icon'}
      className={labelled ? 'w-full justify-start px-3' : 'size-9'}
      aria-label={labelled ? undefined : words}
      title={labelled ? undefined : words}
      onClick={() => {
        setTheme(next)
        trackEvent('theme_changed', { theme: next })
      }}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      {labelled && words}
    </Button>
  )
}
