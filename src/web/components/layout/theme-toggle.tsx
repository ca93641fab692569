import { Moon, Sun } from 'lucide-react'
import { trackEvent } from '../../lib/analytics'
import { Button } from '../ui/button'
import { setTheme, useTheme } from './theme'

export function ThemeToggle() {
  const theme = useTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => {
        setTheme(next)
        trackEvent('theme_changed', { theme: next })
      }}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  )
}
