import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expect, test } from './fixtures'

const PASSWORD = 'a-long-unique-passphrase'

/**
 * The code an authenticator app would show half a minute from now: the step after the one that confirmed the setup
 * (a code is used once), and within the server's ±1 step.
 */
const nextCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + 30_000,
  })

/** No axe violations in `selector`, in the light and the dark theme. */
async function accessible(page: Page, selector: string) {
  for (const dark of [false, true]) {
    await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark)
    const axe = await new AxeBuilder({ page })
      .include(selector)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
}

async function signUp(page: Page, email: string) {
  await page.goto('/sign-up')
  await page.getByLabel('First Name').fill('Tess')
  await page.getByLabel('Last Name').fill('Two-Step')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByLabel(/16 or older/).check()
  await page.getByRole('button', { name: 'Create Account' }).click()
  await page.waitForURL((url) => url.pathname !== '/sign-up')
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/api/logout')
  await page.goto('/sign-in?redirect=/settings')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Two-Step Sign-In' })).toBeVisible()
  // The code field is focused for typing at once.
  await expect(page.getByLabel('Authentication code')).toBeFocused()
}

test('a parent turns on two-step sign-in, signs in with a code, and with a recovery code once', async ({
  page,
}) => {
  const email = `two-step-${Date.now()}@example.test`
  await signUp(page, email)
  await page.goto('/settings')
  const card = page.getByTestId('two-step-card')
  await card.getByRole('button', { name: 'Turn On Two-Step Sign-In' }).click()
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secret = ((await card.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)

  await card.getByLabel('6-digit code').fill('000000')
  await card.getByRole('button', { name: 'Confirm and Turn On' }).click()
  await expect(card.getByText('That code is not right')).toBeVisible()
  await accessible(page, '[data-testid="two-step-card"]')
  const now = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate()
  await card.getByLabel('6-digit code').fill(now)
  await card.getByRole('button', { name: 'Confirm and Turn On' }).click()

  const codesPanel = card.getByTestId('recovery-codes')
  await expect(codesPanel.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused()
  const recovery = await codesPanel.getByRole('listitem').allTextContents()
  expect(recovery).toHaveLength(10)
  await accessible(page, '[data-testid="two-step-card"]')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    codesPanel.getByRole('button', { name: 'Download Codes' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('cradle-recovery-codes.txt')
  await codesPanel.getByRole('button', { name: 'I Have Saved My Codes' }).click()
  await expect(card.getByText('10 of 10 recovery codes left')).toBeVisible()

  // Sign in again: the password, then a code from the app.
  await passwordStep(page, email)
  await accessible(page, 'main')
  await page.getByLabel('Authentication code').fill(nextCode(secret))
  await page.getByRole('button', { name: 'Verify and Sign In' }).click()
  await page.waitForURL('**/settings')
  await expect(page.getByTestId('two-step-card').getByText('10 of 10 recovery codes left')).toBeVisible()

  // A recovery code works once.
  await passwordStep(page, email)
  await page.getByLabel('Authentication code').fill(recovery[0])
  await page.getByRole('button', { name: 'Verify and Sign In' }).click()
  await page.waitForURL('**/settings')
  await expect(page.getByTestId('two-step-card').getByText('9 of 10 recovery codes left')).toBeVisible()

  await passwordStep(page, email)
  await page.getByLabel('Authentication code').fill(recovery[0])
  await page.getByRole('button', { name: 'Verify and Sign In' }).click()
  await expect(page.getByText('That code is not right')).toBeVisible()
  expect((await page.request.get('/api/auth/user')).status()).toBe(401)
})

// Screenshots of Settings' section for review (MFA_SHOTS=<folder>), in both themes at 1280 and 390 px.
test('screenshots of the two-step section', async ({ page }) => {
  test.skip(!process.env.MFA_SHOTS, 'only when asked')
  const email = `two-step-shots-${Date.now()}@example.test`
  await signUp(page, email)
  await page.goto('/settings')
  const card = page.getByTestId('two-step-card')
  const shoot = async (name: string) => {
    for (const theme of ['light', 'dark'] as const)
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme)
        await card.scrollIntoViewIfNeeded()
        await card.screenshot({ path: `${process.env.MFA_SHOTS}/${name}-${theme}-${width}.png` })
      }
  }
  await shoot('off')
  await card.getByRole('button', { name: 'Turn On Two-Step Sign-In' }).click()
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible()
  await shoot('setup')
  const secret = ((await card.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '')
  await card
    .getByLabel('6-digit code')
    .fill(new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate())
  await card.getByRole('button', { name: 'Confirm and Turn On' }).click()
  await expect(card.getByTestId('recovery-codes')).toBeVisible()
  await shoot('codes')
  await card.getByRole('button', { name: 'I Have Saved My Codes' }).click()
  await expect(card.getByText(/recovery codes left/)).toBeVisible()
  await shoot('on')
  await passwordStep(page, email)
  await page.setViewportSize({ width: 390, height: 800 })
  await page.screenshot({ path: `${process.env.MFA_SHOTS}/sign-in-code-390.png` })
})
