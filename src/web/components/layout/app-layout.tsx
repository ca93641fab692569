import type * as React from 'react'
import { Link } from 'wouter'
import { useAuth } from '../../lib/auth'

/** Minimal shell; the full sidebar/header/footer of spec §2 replaces it. */
export function AppLayout({ children }: { children: React.ReactNode }) {
  const { user } = useAuth()
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b">
        <nav className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3" aria-label="Main">
          <Link href="/" className="font-bold text-primary">
            Cradle
          </Link>
          <Link href="/events">Browse Events</Link>
          <span className="ml-auto">
            {user ? <a href="/api/logout">Sign Out</a> : <a href="/api/login">Sign In</a>}
          </span>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  )
}
