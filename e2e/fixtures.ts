import { test as base, expect, type Page } from '@playwright/test'

export const DEMO = {
  admin: 'admin@cradle.test',
  provider: 'provider@cradle.test',
  parent: 'parent@cradle.test',
} as const
export const DEMO_PASSWORD = 'cradle-demo'

/** Signs in through the real page, as a person would. */
export async function signInAs(page: Page, who: keyof typeof DEMO, redirect = '/') {
  await page.goto(`/api/login?redirect=${encodeURIComponent(redirect)}`)
  await page.getByLabel('Email').fill(DEMO[who])
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname === redirect.split('?')[0])
}

export const test = base
export { expect }
