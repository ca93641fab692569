import type { users } from '../schema'

type DemoUser = Omit<typeof users.$inferInsert, 'passwordHash'>

/** The three accounts of the contract (DESIGN.md §4): emails and names are relied upon by e2e journeys. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@cradle.test', firstName: 'Avery', lastName: 'Admin', role: 'admin' },
  provider: {
    email: 'provider@cradle.test',
    firstName: 'Maria',
    lastName: 'Lopez',
    role: 'provider',
    phone: '+13125550142',
  },
  parent: {
    email: 'parent@cradle.test',
    firstName: 'Jordan',
    lastName: 'Parent',
    role: 'parent',
    phone: '+13125550100',
  },
} as const satisfies Record<string, DemoUser>

const family = (
  firstName: string,
  lastName: string,
  timezone = 'America/Chicago',
  phone?: string,
): DemoUser => ({
  email: `${firstName}.${lastName}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '')
    .concat('@families.cradle.test'),
  firstName,
  lastName,
  timezone,
  phone,
  role: 'parent',
})

/** Families who register and vote, so counts in the catalogue are backed by real rows. */
export const DEMO_FAMILIES: DemoUser[] = [
  family('Nia', 'Okafor', 'America/New_York', '+12125550131'),
  family('Camila', 'Reyes', 'America/Chicago', '+13125550172'),
  family('Ethan', 'Brooks'),
  family('Mei', 'Lin', 'America/Los_Angeles', '+14155550123'),
  family('Fatima', 'Rahman', 'America/New_York'),
  family('Jamal', 'Carter', 'America/Chicago', '+17735550164'),
  family('Olivia', 'Schmidt', 'America/Denver'),
  family('Linh', 'Tran', 'America/Chicago', '+17135550110'),
  family('Sarah', 'Cohen', 'America/New_York'),
  family('Diego', 'Hernández', 'America/Los_Angeles', '+12135550199'),
  family('Aaliyah', 'Johnson'),
  family('Hiroshi', 'Tanaka', 'Pacific/Honolulu'),
  family('Grace', 'Mensah', 'America/Chicago', '+13125550177'),
  family('Noah', 'Williams', 'America/Anchorage'),
  family('Priyanka', 'Shah', 'America/New_York', '+16465550140'),
  family('Lucía', 'Fernández'),
  family('Tyler', 'Nguyen', 'America/Denver'),
  family('Amina', 'Yusuf', 'America/Chicago', '+16125550183'),
  family('Jessica', 'Park', 'America/Los_Angeles'),
  family('Marisol', 'Vega', 'America/Chicago', '+13125550155'),
]
