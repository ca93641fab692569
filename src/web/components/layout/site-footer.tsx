import type * as React from 'react'
import { Link } from 'wouter'
import { usePublicConfig } from '../../lib/public-config'
import { FacebookIcon, InstagramIcon, LinkedinIcon } from './social-icons'

const linkClass = 'rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline'

function External({ href, children }: { href: string | undefined; children: React.ReactNode }) {
  if (!href) return <span className="text-sm text-muted-foreground">{children}</span>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </div>
  )
}

export function SiteFooter() {
  const links = usePublicConfig().data?.links
  const social = [
    { name: 'Cradle on Instagram', href: links?.social.instagram, Icon: InstagramIcon },
    { name: 'Cradle on Facebook', href: links?.social.facebook, Icon: FacebookIcon },
    { name: 'Cradle on LinkedIn', href: links?.social.linkedin, Icon: LinkedinIcon },
  ]
  return (
    <footer className="mt-12 border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl grid-cols-[repeat(auto-fit,minmax(min(100%,12rem),1fr))] gap-8 px-4 py-10">
        <div>
          <p className="text-lg font-bold text-primary">Cradle</p>
          <p className="mt-2 max-w-xs text-sm text-muted-foreground">
            Live online classes, workshops and support circles for pregnancy, postpartum, feeding and the
            first years with your baby.
          </p>
        </div>
        <Column title="For Families">
          <li>
            <Link href="/events" className={linkClass}>
              Browse Events
            </Link>
          </li>
          <li>
            <Link href="/notifications" className={linkClass}>
              Get Notifications
            </Link>
          </li>
          <li>
            <External href={links?.feedbackFormUrl}>Questions &amp; Feedback</External>
          </li>
          <li>
            <External href={links?.aboutUrl}>About</External>
          </li>
        </Column>
        <Column title="For Providers">
          <li>
            <External href={links?.becomeProviderUrl}>Join as a Provider</External>
          </li>
          <li>
            <External href={links?.hostEventUrl}>Host an Event</External>
          </li>
          <li>
            <External href={links?.providerPortalUrl}>Learn More</External>
          </li>
        </Column>
        <div>
          <h2 className="mb-3 text-sm font-semibold">Follow Us</h2>
          <ul className="flex flex-wrap gap-2">
            {social.map(({ name, href, Icon }) => (
              <li key={name}>
                {href && (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={name}
                    title={name}
                    className="grid size-10 place-items-center rounded-full border bg-background text-foreground/80 hover:text-primary"
                  >
                    <Icon />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 pr-20 sm:flex-row sm:items-center sm:justify-between">
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              <li>
                <Link href="/user-guide" className={linkClass}>
                  User Guide
                </Link>
              </li>
              <li>
                <Link href="/privacy" className={linkClass}>
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link href="/terms" className={linkClass}>
                  Terms of Service
                </Link>
              </li>
              <li>
                <Link href="/accessibility" className={linkClass}>
                  Accessibility
                </Link>
              </li>
            </ul>
          </nav>
          <p className="text-sm text-muted-foreground">© 2025 Cradle</p>
        </div>
      </div>
    </footer>
  )
}
