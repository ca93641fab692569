import { ADMIN_EVENTS_SEEDED_TITLE } from './data/admin-events'
import { expect, signInAs, test } from './fixtures'

type ApiEvent = {
  id: string
  title: string
  imageUrl: string | null
  providerId: string | null
  provider2Id: string | null
  provider3Id: string | null
  providerPhotoUrl: string | null
}
type ApiProvider = {
  id: string
  firstName: string
  lastName: string
  title: string
  profilePhotoUrl: string | null
}

// Demo catalogue events no other journey looks for: renaming or opening them changes nothing elsewhere.
const EDITED_TITLE = 'Preparing for a Cesarean Birth and Recovery'
const DELETE_CHECK_TITLE = 'Emotional Wellbeing in Pregnancy (Mandarin)'

test('an admin edits a seeded event, whose pictures are the site’s own, with a provider picked from the directory', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/')
  const list = (await (await page.request.get('/api/events')).json()) as ApiEvent[]
  const seeded = list.find((e) => e.title === EDITED_TITLE)
  expect(seeded?.imageUrl).toMatch(/^\/demo\/events\//)
  expect(seeded?.providerPhotoUrl).toMatch(/^\/demo\/providers\//)
  const taken = [seeded?.providerId, seeded?.provider2Id, seeded?.provider3Id]
  const providers = (await (await page.request.get('/api/providers')).json()) as ApiProvider[]
  const picked = providers.find((p) => !taken.includes(p.id) && p.profilePhotoUrl?.startsWith('/demo/'))
  expect(picked).toBeDefined()

  await page.goto(`/events/${seeded?.id}`)
  // The management card is a region screen readers can find by its name (issue 35.4).
  const management = page.getByRole('region', { name: 'Event Management' })
  await management.getByRole('link', { name: 'Edit Event Details' }).click()
  await page.waitForURL((url) => url.pathname === `/events/${seeded?.id}/edit`)
  // The tab names the event being edited, not only "Edit Event".
  await expect(page).toHaveTitle(`Edit Event: ${EDITED_TITLE} · Cradle`)
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible()
  // Editing is part of managing events, not creating one.
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' })
  await expect(sidebar.getByRole('link', { name: 'Manage Events' })).toHaveAttribute('aria-current', 'page')
  await expect(sidebar.getByRole('link', { name: 'Create Event' })).not.toHaveAttribute(
    'aria-current',
    'page',
  )

  // Required fields say so before any submit.
  await expect(page.getByText('are required.')).toBeVisible()
  for (const label of ['Event Title', 'Description', 'Event Type', 'Date and Time', 'Provider 1 Name']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '')
  }
  await expect(page.getByLabel('Zoom Link', { exact: true })).not.toHaveAttribute('required', '')

  await expect(page.getByLabel('Banner Image URL')).toHaveValue(seeded?.imageUrl ?? '')
  const provider1 = page.getByRole('group', { name: /^Provider 1/ })
  await provider1
    .getByLabel('Choose from the provider directory')
    .selectOption({ label: `${picked?.firstName} ${picked?.lastName} – ${picked?.title}` })
  await expect(page.getByLabel('Provider 1 Photo URL')).toHaveValue(picked?.profilePhotoUrl ?? '')

  // A link that would leave the site is refused beside its own field, which takes focus.
  const banner = page.getByLabel('Banner Image URL')
  await banner.fill('//evil.example/banner.png')
  await page.getByRole('button', { name: 'Update Event' }).click()
  await expect(
    page.getByText('Banner: Upload the picture: only pictures stored on this site can be shown').first(),
  ).toBeVisible()
  await expect(banner).toHaveAttribute('aria-invalid', 'true')
  await expect(banner).toBeFocused()
  await banner.fill(seeded?.imageUrl ?? '')

  const title = `${EDITED_TITLE} (updated)`
  await page.getByLabel('Event Title').fill(title)
  // The survey families are mailed after the session is the admin's to set (issue 25.4).
  await page.getByLabel('Post-event Survey URL').fill('https://forms.example.org/cradle/survey/edited')
  await page.getByRole('button', { name: 'Update Event' }).click()
  await page.waitForURL((url) => url.pathname === `/events/${seeded?.id}`)
  await expect(page.getByText('Event Updated').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  const after = (await (await page.request.get(`/api/events/${seeded?.id}`)).json()) as ApiEvent
  expect(after).toMatchObject({
    title,
    providerId: picked?.id,
    providerPhotoUrl: picked?.profilePhotoUrl,
    imageUrl: seeded?.imageUrl,
    parentSurveyUrl: 'https://forms.example.org/cradle/survey/edited',
  })

  // The spec's older address for the form leads to the same page.
  await page.goto(`/events/create?editId=${seeded?.id}`)
  await page.waitForURL((url) => url.pathname === `/events/${seeded?.id}/edit`)
  await expect(page.getByLabel('Event Title')).toHaveValue(title)
})

test('deleting an event people registered for says they will be told and paid places refunded', async ({
  page,
}) => {
  await signInAs(page, 'admin', `/events?tab=list&q=${encodeURIComponent('Mandarin')}`)
  const card = page.getByTestId('event-card').filter({ hasText: DELETE_CHECK_TITLE })
  await card.getByRole('button', { name: 'Delete Event' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText(/^\d+ people are registered for this event$/)).toBeVisible()
  await expect(dialog.getByTestId('delete-registrants-notice')).toHaveText(
    'They, and anyone on the waitlist, will be told it will not take place, and paid places will be refunded in full.',
  )
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
})

test('cancelling an event people registered for asks first, saying they will be emailed; Go back saves nothing', async ({
  page,
}) => {
  await signInAs(page, 'admin', `/events?tab=list&q=${encodeURIComponent('Mandarin')}`)
  const card = page.getByTestId('event-card').filter({ hasText: DELETE_CHECK_TITLE })
  await card.getByRole('link', { name: `Edit ${DELETE_CHECK_TITLE}` }).click()
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible()
  const editUrl = page.url()
  await page.getByLabel('Status').selectOption('cancelled')
  await page.getByRole('button', { name: 'Update Event' }).click()
  const dialog = page.getByRole('alertdialog', { name: `Cancel “${DELETE_CHECK_TITLE}”?` })
  await expect(dialog).toContainText(
    /\d+ famil(y is|ies are) registered\. Each will be emailed that the event is cancelled/,
  )
  await expect(dialog).toContainText('A cancelled event cannot be reopened.')
  await dialog.getByRole('button', { name: 'Go back' }).click()
  await expect(dialog).toHaveCount(0)
  expect(page.url()).toBe(editUrl)
  // Cancel abandons the change, and its autosaved draft with it.
  await page.getByRole('link', { name: 'Cancel', exact: true }).click()
  await expect(page).toHaveURL(/\/events$/)
  // Nothing was saved: the event is still open to families.
  const saved = await page.request.get(`/api/events?q=${encodeURIComponent('Mandarin')}`)
  const event = ((await saved.json()) as { title: string; status: string }[]).find(
    (e) => e.title === DELETE_CHECK_TITLE,
  )
  expect(event?.status).not.toBe('cancelled')
})

test('the attendees of an event fit a phone, each Cancel named after its person', async ({ page }) => {
  await signInAs(page, 'admin', '/')
  const list = (await (await page.request.get('/api/events')).json()) as ApiEvent[]
  const seeded = list.find((e) => e.title === ADMIN_EVENTS_SEEDED_TITLE)

  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/events/${seeded?.id}/attendees`)
  await expect(page.getByRole('heading', { name: 'Attendees' })).toBeVisible()
  const cards = page.getByRole('list', { name: 'Registrations' })
  await expect(cards).toContainText('parent@cradle.test')
  await expect(page.getByRole('table')).toHaveCount(0)
  const cancel = page.getByRole('button', {
    name: 'Cancel registration of Jordan Parent (parent@cradle.test)',
    exact: true,
  })
  await expect(cancel).toBeVisible()
  const box = await cancel.boundingBox()
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  // On a desktop the same people are a table, with each email on one line.
  await page.setViewportSize({ width: 1280, height: 800 })
  const email = page.getByRole('cell', { name: 'parent@cradle.test', exact: true })
  await expect(email).toBeVisible()
  const lines = await email.evaluate((cell) => {
    const range = document.createRange()
    range.selectNodeContents(cell)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })
  expect(lines).toBe(1)
  await expect(page.getByRole('list', { name: 'Registrations' })).toHaveCount(0)
})

test('an admin duplicates an event for its next session: the form comes filled, asks only for the new date', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/')
  // A blank Create Event form left unfinished keeps its draft apart from any copy (decision AE18).
  const unfinished = 'E2E unfinished blank event'
  await page.goto('/events/create')
  await page.getByLabel('Event Title').fill(unfinished)
  await expect(page.getByTestId('autosave-status')).toHaveText(/^Saved /)

  const list = (await (await page.request.get('/api/events')).json()) as ApiEvent[]
  const source = list.find((e) => e.title === ADMIN_EVENTS_SEEDED_TITLE)
  await page.goto(`/events/${source?.id}`)
  await page.getByRole('link', { name: 'Duplicate Event' }).click()
  await page.waitForURL((url) => url.pathname === '/events/create' && url.searchParams.has('duplicate'))
  await expect(page.getByRole('heading', { name: 'Create Event' })).toBeVisible()
  await expect(page.getByTestId('form-notice')).toContainText(`A copy of “${ADMIN_EVENTS_SEEDED_TITLE}”`)
  await expect(page.getByLabel('Event Title')).toHaveValue(ADMIN_EVENTS_SEEDED_TITLE)
  // The blank form's draft is not offered on the copy.
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue(
    'A seeded workshop that already has one registration.',
  )
  const date = page.getByLabel('Date and Time', { exact: true })
  await expect(date).toHaveValue('')

  // Without a date it is refused beside the date; with one it is created as a draft.
  await page.getByRole('button', { name: 'Create Event' }).click()
  await expect(date).toHaveAttribute('aria-invalid', 'true')
  const title = `${ADMIN_EVENTS_SEEDED_TITLE} (next session)`
  await page.getByLabel('Event Title').fill(title)
  await date.fill('2031-03-14T10:00')
  await page.getByRole('button', { name: 'Create Event' }).click()
  await page.waitForURL((url) => url.pathname === '/events' && url.searchParams.get('month') === '2031-03')
  const copy = (
    (await (await page.request.get('/api/events')).json()) as (ApiEvent & { status: string })[]
  ).find((e) => e.title === title)
  expect(copy).toMatchObject({ status: 'draft' })
  expect(copy?.id).not.toBe(source?.id)

  // The blank form still offers its own draft, not the copy.
  await page.goto('/events/create')
  await expect(page.getByRole('alertdialog', { name: 'Restore Previous Work?' })).toBeVisible()
  await page.getByRole('button', { name: 'Restore Draft' }).click()
  await expect(page.getByLabel('Event Title')).toHaveValue(unfinished)
})

test('Manage Events offers Create Event and an Edit action on each card', async ({ page }) => {
  await signInAs(page, 'admin', `/events?tab=list&q=${encodeURIComponent(ADMIN_EVENTS_SEEDED_TITLE)}`)
  await expect(page.getByRole('heading', { name: 'Manage Events' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/events/create')
  const card = page.getByTestId('event-card').filter({ hasText: ADMIN_EVENTS_SEEDED_TITLE }).first()
  await card.getByRole('link', { name: `Edit ${ADMIN_EVENTS_SEEDED_TITLE}`, exact: true }).click()
  await page.waitForURL((url) => /^\/events\/[^/]+\/edit$/.test(url.pathname))
  await expect(page.getByLabel('Event Title')).toHaveValue(ADMIN_EVENTS_SEEDED_TITLE)
})

test('Manage Events narrows to drafts with a Status filter, kept in the address; families never see it', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/events?tab=list')
  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByLabel('Status').selectOption('draft')
  await expect(page).toHaveURL(/status=draft/)
  await expect(page.getByTestId('filter-summary')).toHaveText(/^\d+ upcoming events? found for Drafts$/)
  const cards = page.getByTestId('event-card')
  await expect(cards.first()).toBeVisible()
  const count = await cards.count()
  await expect(cards.getByText('Draft', { exact: true })).toHaveCount(count)
  await page.getByRole('button', { name: 'Clear All' }).click()
  await expect(page).not.toHaveURL(/status=/)
  await expect(cards.filter({ hasNotText: 'Draft' }).first()).toBeVisible()

  // A family's calendar has no Status filter, whatever the address says.
  await page.goto('/api/logout')
  await page.goto('/events?tab=list&status=draft')
  await page.getByRole('button', { name: 'Filters' }).click()
  await expect(page.getByLabel('Event type')).toBeVisible()
  await expect(page.getByLabel('Status')).toHaveCount(0)
  await expect(page.getByTestId('filter-summary')).toHaveText(/^\d+ upcoming events? found$/)
})
