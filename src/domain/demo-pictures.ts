/**
 * The demo's own pictures, the files in public/demo (a test keeps the two the same). A picture path under /demo/ is
 * one of these exactly: nothing else is served there (issue 32).
 */
export const DEMO_PICTURES: ReadonlySet<string> = new Set([
  '/demo/events/birth-prep.svg',
  '/demo/events/community.svg',
  '/demo/events/feeding.svg',
  '/demo/events/mental-health.svg',
  '/demo/events/movement.svg',
  '/demo/events/newborn.svg',
  '/demo/events/partners.svg',
  '/demo/events/postpartum.svg',
  '/demo/events/pregnancy.svg',
  '/demo/events/sleep.svg',
  '/demo/providers/aisha-bello.svg',
  '/demo/providers/amara-haddad.svg',
  '/demo/providers/daniel-okafor.svg',
  '/demo/providers/emily-carter.svg',
  '/demo/providers/grace-kim.svg',
  '/demo/providers/hannah-goldberg.svg',
  '/demo/providers/keisha-washington.svg',
  '/demo/providers/marcus-reid.svg',
  '/demo/providers/maria-lopez.svg',
  '/demo/providers/priya-raman.svg',
  '/demo/providers/rosa-pierre.svg',
  '/demo/providers/sofia-martinez.svg',
  '/demo/providers/thu-nguyen.svg',
  '/demo/providers/wei-chen.svg',
])
