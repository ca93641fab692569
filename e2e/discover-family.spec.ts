import { DISCOVER } from './data/discover'
import { expect, signInAs, test } from './fixtures'

test('a parent favourites a provider and votes on a class; both stick after a reload', async ({ page }) => {
  await signInAs(page, 'parent', '/providers')
  await page.getByRole('searchbox', { name: 'Search providers' }).fill('sleep consultant')
  const heart = page.getByRole('button', { name: `Add ${DISCOVER.providerName} to favorites` })
  await heart.click()
  await expect(
    page.getByRole('button', { name: `Remove ${DISCOVER.providerName} from favorites` }),
  ).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/coming-soon')
  const card = page.getByTestId('proposal-card').filter({ hasText: DISCOVER.proposalName })
  await expect(card.getByText('$25.00')).toBeVisible()
  await expect(card.getByTestId('vote-count')).toHaveText('0 votes')
  const order = () => page.getByTestId('proposal-card').locator('h2').allInnerTexts()
  const before = await order()
  await card.getByRole('button', { name: 'Vote' }).click()
  await expect(card.getByTestId('vote-count')).toHaveText('1 vote')
  // Sorted by votes, yet the card stays where it was clicked until the family reloads or re-sorts.
  expect(await order()).toEqual(before)

  await page.reload()
  await expect(card.getByRole('button', { name: 'Voted' })).toHaveAttribute('aria-pressed', 'true')
  await expect(card.getByTestId('vote-count')).toHaveText('1 vote')
  await page.goto('/providers')
  await expect(
    page.getByRole('button', { name: `Remove ${DISCOVER.providerName} from favorites` }),
  ).toBeVisible()
})

test('a visitor who votes is asked to sign in', async ({ page }) => {
  await page.goto('/coming-soon')
  const card = page.getByTestId('proposal-card').filter({ hasText: DISCOVER.proposalName })
  await card.getByRole('button', { name: 'Vote' }).click()
  await expect(page.getByText('Login Required', { exact: true })).toBeVisible()
  await expect(page.getByText('Please sign in to vote for upcoming classes', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
})
