import { useSyncExternalStore } from 'react'

/** Spec §3: `theme` in localStorage, light or dark, default light. public/theme-init.js applies it before paint. */
export type Theme = 'light' | 'dark'
const THEME_KEY = 'theme'
const listeners = new Set<() => void>()

function readTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light'
  } catch {
    return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
  }
}

export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  try {
    localStorage.setItem(THEME_KEY, theme)
  } catch {
    // private mode: the theme lasts until reload
  }
  for (const l of listeners) l()
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb)
      return () => listeners.delete(cb)
    },
    readTheme,
    () => 'light',
  )
}
