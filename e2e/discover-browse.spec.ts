import { DISCOVER } from './data/discover'
import { expect, signInAs, test } from './fixtures'

test('a visitor searches the calendar, switches Month/Week/List, opens an event and is asked to sign in to register', async ({
  page,
}) => {
  // The calendar opens on the event's own month and week (the URL's month= and week=), so the counts hold whatever
  // the date: an hour from now can be next month, or next week on a Sunday night.
  const { date } = (await (await page.request.get(`/api/events/${DISCOVER.openEventId}`)).json()) as {
    date: string
  }
  await page.goto('/')
  // The day in the browser's own zone, which the signed-out calendar uses.
  const day = await page.evaluate((d) => new Date(d).toLocaleDateString('en-CA'), date)
  // The grids ask for calendar summaries, not whole events (a month of whole events is a megabyte at scale).
  const gridAnswer = page.waitForResponse(
    (r) => r.url().includes('/api/events?') && r.url().includes('view=calendar'),
  )
  await page.goto(`/events?month=${day.slice(0, 7)}&week=${day}`)
  await expect(page).toHaveTitle(/Browse Events/)
  expect((await gridAnswer).ok()).toBe(true)
  await page.getByRole('searchbox', { name: 'Search events' }).fill('calm SLEEP')
  // The count says what it counts: the month on screen, not the greyed days of its neighbours.
  await expect(page.getByTestId('filter-summary')).toHaveText(/^1 event found in \w+ \d{4} for “calm SLEEP”/)
  await expect(page).toHaveURL(/q=calm\+SLEEP/)
  await expect(
    page.getByTestId('month-view').getByRole('link', { name: DISCOVER.openEventTitle }),
  ).toBeVisible()

  await page.getByRole('tab', { name: 'Week' }).click()
  await expect(page).toHaveURL(/tab=week/)
  await expect(
    page.getByTestId('week-view').getByRole('link', { name: new RegExp(DISCOVER.openEventTitle) }),
  ).toBeVisible()
  await expect(page.getByTestId('week-view').getByText('No events').first()).toBeVisible()

  await page.getByRole('tab', { name: 'List' }).click()
  // The filtered view survives a reload: it lives in the URL.
  await page.reload()
  await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('event-card')).toHaveCount(1)
  await page.getByRole('link', { name: /View Details/ }).click()

  await expect(page).toHaveURL(new RegExp(`/events/${DISCOVER.openEventId}$`))
  await expect(page.getByRole('heading', { name: DISCOVER.openEventTitle })).toBeVisible()
  await expect(page.getByText('Facilitated By')).toBeVisible()
  await expect(page.getByRole('link', { name: DISCOVER.providerName })).toHaveAttribute(
    'href',
    `/providers/${DISCOVER.providerId}`,
  )
  await expect(page.getByRole('link', { name: /Sleep guide/ })).toHaveAttribute('target', '_blank')
  await expect(page.getByText('0/20 registered')).toBeVisible()
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/sign-in/)
  expect(decodeURIComponent(page.url())).toContain(`/events/${DISCOVER.openEventId}?register=true`)
})

test('a search that finds nothing offers the way out: Clear filters in the results, and a clear button in the box', async ({
  page,
}) => {
  await page.goto('/events?tab=list')
  const search = page.getByRole('searchbox', { name: 'Search events' })
  await search.fill('no such class anywhere')
  await expect(page.getByText('No events match your search')).toBeVisible()
  // "Clear All" is inside the Filters panel, closed here: the empty result offers its own way out.
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(search).toHaveValue('')
  // The button went away with the empty result: focus is back where the next search is typed, not on the page.
  await expect(search).toBeFocused()
  await expect(page).not.toHaveURL(/[?&]q=/)
  await expect(page.getByTestId('event-card').first()).toBeVisible()
  await expect(page.getByTestId('filter-summary')).toHaveText(/^\d+ upcoming events? found$/)

  await search.fill('calm SLEEP')
  await expect(page).toHaveURL(/q=calm\+SLEEP/)
  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(search).toHaveValue('')
  await expect(search).toBeFocused()
  await expect(page).not.toHaveURL(/q=/)
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0)

  // Clear All in the Filters panel disables itself once nothing is filtered: focus goes on to the search box.
  await search.fill('sleep')
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  const clearAll = page.getByRole('button', { name: 'Clear All' })
  await clearAll.click()
  await expect(clearAll).toBeDisabled()
  await expect(search).toBeFocused()
  await expect(search).toHaveValue('')
})

test('an event link opened directly asks for its details once: the page uses what the HTML started early', async ({
  page,
}) => {
  const detailCalls: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/events/${DISCOVER.openEventId}`) detailCalls.push(r.url())
  })
  const html = await (await page.request.get(`/events/${DISCOVER.openEventId}`)).text()
  expect(html).toContain(
    `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/events/${DISCOVER.openEventId}">`,
  )
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/event-detail-page-[\w-]+\.js">/)
  await page.goto(`/events/${DISCOVER.openEventId}`)
  await expect(page.getByRole('heading', { name: DISCOVER.openEventTitle })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(detailCalls).toHaveLength(1)
})

test('a sold-out event and a draft event show their messages (draft only to admins)', async ({ page }) => {
  await page.goto(`/events/${DISCOVER.soldOutEventId}`)
  await expect(page.getByText('This event is sold out')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0)

  await page.goto(`/events/${DISCOVER.draftEventId}`)
  // A draft is not found by a family: said in the page's one heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible()
  await expect(page.getByText('Please check the link and try again.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Events' })).toBeVisible()
})

test('an event that has taken place offers no Register button, even to a signed-in family coming back to register', async ({
  page,
}) => {
  await signInAs(page, 'parent', `/events/${DISCOVER.pastEventId}?register=true`)
  await expect(page.getByRole('heading', { name: 'Discover Past Bedtime Routines' })).toBeVisible()
  await expect(page.getByText('This event has already taken place')).toBeVisible()
  await expect(page.getByText('3/6 registered')).toBeVisible()
  // Seats are left, but they are no longer on offer: no button, no "only N left" nudge, and no jump to the wizard.
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Join waitlist' })).toHaveCount(0)
  await expect(page.getByText(/spots left/)).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`/events/${DISCOVER.pastEventId}\\?register=true$`))
  await page.getByRole('link', { name: 'See upcoming events' }).click()
  await expect(page).toHaveURL(/\/events$/)
})

test('an open event page trades Register for "happening now" at the start time, politely, and focus follows', async ({
  page,
}) => {
  const { date } = (await (await page.request.get(`/api/events/${DISCOVER.openEventId}`)).json()) as {
    date: string
  }
  await page.clock.install()
  await page.goto(`/events/${DISCOVER.openEventId}`)
  const register = page.getByRole('button', { name: 'Register' })
  await register.focus()
  await expect(register).toBeFocused()
  // The page stays open until a minute after the start.
  const untilStart = new Date(date).getTime() - (await page.evaluate(() => Date.now()))
  await page.clock.fastForward(untilStart + 60_000)
  await expect(register).toHaveCount(0)
  // A status, not an alert that cuts in; and focus is on it, not lost with the button that went.
  const notice = page.getByRole('status').filter({ hasText: 'This event is happening now' })
  await expect(notice).toContainText('Registration closed when it began.')
  await expect(notice).toBeFocused()
  await expect(page.getByRole('alert').filter({ hasText: 'This event is happening now' })).toHaveCount(0)
})

test('the week it took place shows a past event as Ended, not with the seats it had left', async ({
  page,
}) => {
  const { date } = (await (await page.request.get(`/api/events/${DISCOVER.pastEventId}`)).json()) as {
    date: string
  }
  await page.goto('/')
  // The day in the browser's own zone, which the signed-out calendar uses.
  const day = await page.evaluate((d) => new Date(d).toLocaleDateString('en-CA'), date)
  await page.goto(`/events?tab=week&week=${day}`)
  const link = page.getByTestId('week-view').getByRole('link', { name: /Discover Past Bedtime Routines/ })
  await expect(link).toContainText('Ended')
  await expect(link).not.toContainText('3 left')
})

test('an admin sees the draft message with the hint to publish', async ({ page }) => {
  await signInAs(page, 'admin', `/events/${DISCOVER.draftEventId}`)
  await expect(
    page.getByText('This event is in draft mode and not yet available for registration.'),
  ).toBeVisible()
  await expect(page.getByText(/publish it to open registration/)).toBeVisible()
})

test('an admin sees Archive Event and Delete Event; archiving an upcoming event points to cancelling, and deleting warns about registrations', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/events?tab=list&q=Full%20Support')
  await expect(page.getByRole('heading', { name: 'Manage Events' })).toBeVisible()
  const card = page.getByTestId('event-card').filter({ hasText: 'Discover Full Support Circle' })
  await card.getByRole('button', { name: 'Archive Event' }).click()
  const archive = page.getByRole('alertdialog')
  await expect(archive.getByTestId('archive-upcoming-hint')).toContainText(
    'set its status to Cancelled instead',
  )
  await archive.getByRole('button', { name: 'Cancel' }).click()
  await expect(archive).toHaveCount(0)
  await card.getByRole('button', { name: 'Delete Event' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText('10 people are registered for this event')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
})

test('the home page opened directly asks for each of its lists once: the page uses what the HTML started early', async ({
  page,
}) => {
  const first = [
    '/api/events?featured=true&limit=3',
    '/api/providers?featured=true',
    '/api/event-proposals/coming-soon',
  ]
  const calls: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (first.includes(url.pathname + url.search)) calls.push(url.pathname + url.search)
  })
  const html = await (await page.request.get('/')).text()
  for (const href of first)
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`)
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-page-[\w-]+\.js">/)
  // The page's code comes in a handful of files, not one per component and icon (~25 before the chunk groups).
  expect(html.match(/<script type="module"|rel="modulepreload"/g)?.length).toBeLessThanOrEqual(8)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(calls.sort()).toEqual([...first].sort())
  // The featured banners are the page's largest paint: they load at once, ahead of other images.
  const banner = page.getByTestId('event-card').locator('img').first()
  await expect(banner).toHaveAttribute('loading', 'eager')
  await expect(banner).toHaveAttribute('fetchpriority', 'high')
  // Further down the calendar's list, cards wait until they near the screen.
  await page.goto('/events?tab=list')
  await expect(page.getByTestId('event-card').locator('img').first()).toHaveAttribute('loading', 'lazy')
})

test('tags reach families: chips on cards and the event page lead to the calendar filtered by that tag, kept in the address', async ({
  page,
}) => {
  await page.goto('/events?tab=list')
  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByLabel('Tag', { exact: true }).selectOption('Toddler')
  await expect(page).toHaveURL(/[?&]tag=Toddler/)
  const cards = page.getByTestId('event-card')
  await expect(cards.first()).toBeVisible()
  // Exactly the events carrying the tag, each showing chips (a card shows its first three).
  const tagged = await (await page.request.get('/api/events?tag=Toddler')).json()
  await expect(cards).toHaveCount(tagged.length)
  await expect(cards.first().getByTestId('tag-chips')).toBeVisible()
  await expect(page.getByTestId('filter-summary')).toContainText('tagged Toddler')

  // A reload keeps it; the event page lists every tag, each a way back to the calendar.
  await page.reload()
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('Toddler')
  await cards
    .first()
    .getByRole('link', { name: /^View Details/ })
    .click()
  const chips = page.getByTestId('tag-chips')
  await expect(chips.getByRole('link', { name: 'Events tagged Toddler' })).toBeVisible()
  const other = chips.getByRole('link').filter({ hasNotText: 'Toddler' }).first()
  const otherTag = (await other.textContent()) ?? ''
  await other.click()
  await expect(page).toHaveURL(
    new RegExp(`[?&]tag=${encodeURIComponent(otherTag).replace(/%20/g, '(%20|\\+)')}`),
  )
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue(otherTag)
})
