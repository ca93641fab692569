import { test as base, expect, type Page } from '@playwright/test'
import { afterSignIn } from '../src/domain/safe-redirect'

export const DEMO = {
  admin: 'admin@cradle.test',
  provider: 'provider@cradle.test',
  parent: 'parent@cradle.test',
} as const
export const DEMO_PASSWORD = 'cradle-demo'

/**
 * Signs in through the real page, as a person would, and waits for the page sign-in leads to: `redirect`, or
 * without one (or with `/`) where the role's work is (the demo accounts' roles are their names).
 */
export async function signInAs(page: Page, who: keyof typeof DEMO, redirect?: string) {
  await page.goto(redirect ? `/api/login?redirect=${encodeURIComponent(redirect)}` : '/api/login')
  await page.getByLabel('Email').fill(DEMO[who])
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  const landing = afterSignIn(redirect, who)
  await page.waitForURL((url) => url.pathname === landing.split('?')[0])
}

export const test = base
export { expect }
