import { describe, expect, it } from 'vitest'
import { calendarToReturnTo, isPlainClick, listToReturnTo } from './back-to-events'

const origin = 'https://cradle.example'

describe('calendarToReturnTo', () => {
  it('returns to the calendar view the visitor left: tab, search and filters kept', () => {
    expect(calendarToReturnTo(`${origin}/events?tab=list&q=sleep&price=free`, origin)).toBe(
      '/events?tab=list&q=sleep&price=free',
    )
    expect(calendarToReturnTo(`${origin}/events`, origin)).toBe('/events')
  })

  it('ignores any other previous page: another route, another site, none', () => {
    expect(calendarToReturnTo(`${origin}/my-events`, origin)).toBeNull()
    expect(calendarToReturnTo(`${origin}/events/7e0a0000-0000-4000-8000-000000000001`, origin)).toBeNull()
    expect(calendarToReturnTo('https://elsewhere.example/events?tab=list', origin)).toBeNull()
    expect(calendarToReturnTo(null, origin)).toBeNull()
    expect(calendarToReturnTo('not a url', origin)).toBeNull()
  })
})

describe('listToReturnTo', () => {
  it('returns to the provider directory with its search, and to nothing else', () => {
    expect(listToReturnTo(`${origin}/providers?q=doula`, origin, '/providers')).toBe('/providers?q=doula')
    expect(listToReturnTo(`${origin}/events?q=doula`, origin, '/providers')).toBeNull()
  })
})

describe('isPlainClick', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }

  it('takes over only a plain left click (going back in history)', () => {
    expect(isPlainClick(plain)).toBe(true)
  })

  it('leaves Ctrl/Cmd-click (new tab), Shift-click (new window), Alt-click and the middle button to the browser', () => {
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, shiftKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, altKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false)
  })
})
