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
  const remove = page.getByRole('button', { name: `Remove ${DISCOVER.providerName} from favorites` })
  await expect(remove).toBeVisible()

  // The directory narrows to the family's favourites, and only those.
  const favoriteIds = async () =>
    ((await (await page.request.get('/api/my-favorites')).json()) as { id: string }[]).length
  const count = await favoriteIds()
  const onlyFavorites = page.getByRole('button', { name: /^My favorites \(\d+\)$/ })
  await expect(onlyFavorites).toHaveAccessibleName(`My favorites (${count})`)
  await onlyFavorites.click()
  await expect(onlyFavorites).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('provider-card')).toHaveCount(count)
  await expect(page.getByRole('button', { name: /^Add .+ to favorites$/ })).toHaveCount(0)
  // A heart cleared by mistake leaves the card where it is, to be undone; the list settles when asked again.
  await remove.click()
  const add = page.getByRole('button', { name: `Add ${DISCOVER.providerName} to favorites` })
  await expect(add).toBeVisible()
  await expect(page.getByTestId('provider-card')).toHaveCount(count)
  await expect(onlyFavorites).toHaveAccessibleName(`My favorites (${count - 1})`)
  await onlyFavorites.click()
  await expect(onlyFavorites).toHaveAttribute('aria-pressed', 'false')
  await onlyFavorites.click()
  await expect(page.getByTestId('provider-card')).toHaveCount(count - 1)
  await expect(add).toHaveCount(0)
})

test('a visitor who votes is asked to sign in', async ({ page }) => {
  await page.goto('/coming-soon')
  const card = page.getByTestId('proposal-card').filter({ hasText: DISCOVER.proposalName })
  await card.getByRole('button', { name: 'Vote' }).click()
  await expect(page.getByText('Login Required', { exact: true })).toBeVisible()
  await expect(page.getByText('Please sign in to vote for upcoming classes', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
})

test('back from an event, the calendar is as the family left it: List tab and search kept', async ({
  page,
}) => {
  await page.goto('/events?tab=list')
  await page.getByRole('searchbox', { name: 'Search events' }).fill('calm SLEEP')
  await expect(page).toHaveURL(/q=calm\+SLEEP/)
  await expect(page.getByTestId('event-card')).toHaveCount(1)
  await page.getByRole('link', { name: /View Details/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: DISCOVER.openEventTitle })).toBeVisible()
  // Ctrl/Cmd-click is the browser's: the calendar as left opens in a new tab, and this page stays.
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Back to Events' }).click({ modifiers: ['ControlOrMeta'] }),
  ])
  await expect(tab).toHaveURL(/\/events\?(?=.*tab=list)(?=.*q=calm\+SLEEP)/)
  await tab.close()
  await expect(page).toHaveURL(new RegExp(`/events/${DISCOVER.openEventId}$`))
  await page.getByRole('link', { name: 'Back to Events' }).click()
  await expect(page).toHaveURL(/\/events\?(?=.*tab=list)(?=.*q=calm\+SLEEP)/)
  await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('calm SLEEP')

  // Come from anywhere else, it opens the calendar as it starts.
  await page.goto('/providers')
  await page.goto(`/events/${DISCOVER.openEventId}`)
  await expect(page.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events')
})

test('the directory keeps its search in the address: shared, reloaded, and there again back from a profile', async ({
  page,
}) => {
  await page.goto('/providers')
  const search = page.getByRole('searchbox', { name: 'Search providers' })
  await search.fill('sleep consultant')
  await expect(page).toHaveURL(/\/providers\?q=sleep\+consultant$/)
  const found = page.getByRole('link', { name: DISCOVER.providerName })
  await expect(found).toBeVisible()
  const shown = await page.getByTestId('provider-card').count()
  await page.reload()
  await expect(search).toHaveValue('sleep consultant')
  await expect(found).toBeVisible()
  await expect(page.getByTestId('provider-card')).toHaveCount(shown)

  await found.click()
  await expect(page).toHaveURL(`/providers/${DISCOVER.providerId}`)
  await expect(page.getByRole('heading', { level: 1, name: DISCOVER.providerName })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Provider Directory' }).click()
  await expect(page).toHaveURL(/\/providers\?q=sleep\+consultant$/)
  await expect(search).toHaveValue('sleep consultant')

  // Coming Soon keeps its filter and sort the same way.
  await page.goto('/coming-soon')
  await page.getByLabel('Sort by').selectOption('newest')
  await expect(page).toHaveURL(/\/coming-soon\?sort=newest$/)
  await page.reload()
  await expect(page.getByLabel('Sort by')).toHaveValue('newest')
})

test('a provider on the page of a session they lead is told so, and offered no seat', async ({ page }) => {
  await signInAs(page, 'provider', '/provider/dashboard')
  const upcoming = page.getByRole('tabpanel')
  await upcoming.getByRole('link', { name: 'View Details' }).first().click()
  await expect(page).toHaveURL(/\/events\/[^/]+$/)
  const notice = page.getByTestId('facilitating-notice')
  await expect(notice).toContainText('You facilitate this session')
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0)
  await notice.getByRole('link', { name: 'your dashboard' }).click()
  await expect(page).toHaveURL(/\/provider\/dashboard$/)
})
