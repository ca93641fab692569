// Fills a database with a realistic-scale data set using set-based SQL (seconds, not minutes).
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../src/server/db/client'

export interface Scale {
  events: number
  providers: number
  users: number
  registrations: number
}
export const FULL_SCALE: Scale = { events: 10_000, providers: 2_000, users: 50_000, registrations: 200_000 }

export async function generate(db: Db, s: Scale): Promise<void> {
  await db.execute(sql`
    insert into providers (first_name, last_name, title, bio, specialties, credentials, featured)
    select 'Provider' || g, 'Bench' || g, 'Lactation Consultant', 'Supports families through feeding and recovery.',
           array['Breastfeeding','Postpartum'], array['IBCLC'], g % 50 = 0
    from generate_series(1, ${s.providers}) g`)
  await db.execute(sql`
    insert into users (email, first_name, last_name, role)
    select 'bench' || g || '@example.test', 'Family' || g, 'Bench', 'parent'
    from generate_series(1, ${s.users}) g`)
  // Events spread over a year around now; capacity large enough for the registrations below. One in 20 is a
  // draft (g % 20 = 0), one in 100 featured (g % 100 = 1, never a draft).
  await db.execute(sql`
    insert into events (title, description, event_type, starts_at, duration_minutes, price_cents, capacity, status,
                        provider_id, provider_name, provider_role, featured, language)
    select 'Bench Class ' || g, 'A realistic description of a perinatal class number ' || g || ' for families.',
           (array['Educational Discussion','Skills Lab','Support Circle','Prenatal Education'])[1 + g % 4],
           now() - interval '180 days' + (g * interval '1 day' * 365 / ${s.events}),
           60, (g % 3) * 1500, 100, (case when g % 20 = 0 then 'draft' else 'published' end)::event_status,
           (select id from providers order by id offset (g % ${s.providers}) limit 1),
           'Provider Bench', 'IBCLC', g % 100 = 1, 'English'
    from generate_series(1, ${s.events}) g`)
  // Registrations: each user takes distinct events (user i, event j) pairs without repeats.
  await db.execute(sql`
    with u as (select id, row_number() over () as n from users where email like 'bench%'),
         e as (select id, row_number() over () as n from events where status = 'published'),
         ec as (select count(*) as c from e)
    insert into registrations (event_id, user_id, status, payment_status, join_token)
    select e.id, u.id, 'confirmed', 'free', md5(random()::text || g)
    from generate_series(0, ${s.registrations} - 1) g
    join u on u.n = 1 + (g % ${s.users})
    join e on e.n = 1 + ((g / ${s.users} * 7919 + g) % (select c from ec))
    on conflict do nothing`)
  await db.execute(sql`
    update events set enrolled = least(capacity, r.c)
    from (select event_id, count(*) c from registrations group by event_id) r where r.event_id = events.id`)
}

/** The session id the app stores for a cookie token (sha256, base64url), computed in SQL. */
const sessionId = (token: SQL) =>
  sql`rtrim(translate(encode(sha256(convert_to(${token}, 'UTF8')), 'base64'), '+/', '-_'), '=')`

/**
 * Sessions for the first `n` generated parents (cookie token `bench-{n}`), so signed-in reads need no
 * sign-in (scrypt would dominate). Returns the tokens.
 */
export async function addReaderSessions(db: Db, n: number): Promise<string[]> {
  await db.execute(sql`
    insert into sessions (id, user_id, expires_at)
    select ${sessionId(sql`'bench-' || g`)}, u.id, now() + interval '30 days'
    from generate_series(1, ${n}) g join users u on u.email = 'bench' || g || '@example.test'`)
  return Array.from({ length: n }, (_, i) => `bench-${i + 1}`)
}

/** An admin with a session (token `bench-admin`), for the export. */
export async function addAdminSession(db: Db): Promise<string> {
  await db.execute(sql`
    with a as (insert into users (email, first_name, last_name, role)
               values ('bench-admin@example.test', 'Bench', 'Admin', 'admin') returning id)
    insert into sessions (id, user_id, expires_at) select ${sessionId(sql`'bench-admin'`)}, id, now() + interval '1 day' from a`)
  return 'bench-admin'
}

/** One event holding `n` confirmed registrations of as many dedicated users (the export's subject). */
export async function addExportEvent(db: Db, n: number): Promise<string> {
  const [ev] = rowsOf<{ id: string }>(
    await db.execute(sql`
    insert into events (title, description, event_type, starts_at, duration_minutes, price_cents, capacity, status,
                        provider_name, provider_role, language)
    values ('Bench Export Webinar', 'A very large webinar.', 'Educational Discussion', now() + interval '30 days',
            60, 0, ${n}, 'published', 'Provider Bench', 'IBCLC', 'English') returning id`),
  )
  await db.execute(sql`
    insert into users (email, first_name, last_name, role, phone)
    select 'export' || g || '@example.test', 'Export' || g, 'Family', 'parent', '+1555' || lpad(g::text, 7, '0')
    from generate_series(1, ${n}) g`)
  await db.execute(sql`
    insert into registrations (event_id, user_id, status, payment_status, join_token, utm_source, created_at)
    select ${ev.id}, u.id, 'confirmed', 'free', md5(random()::text || u.id), 'newsletter', now() - (random() * interval '30 days')
    from users u where u.email like 'export%@example.test'`)
  await db.execute(sql`update events set enrolled = ${n} where id = ${ev.id}`)
  return ev.id
}

/** `n` users with sessions (tokens `rush-{n}`) who will all try to register at once. */
export async function addRushUsers(db: Db, n: number): Promise<string[]> {
  await db.execute(sql`
    insert into users (email, first_name, last_name, role)
    select 'rush' || g || '@example.test', 'Rush' || g, 'Family', 'parent' from generate_series(1, ${n}) g`)
  await db.execute(sql`
    insert into sessions (id, user_id, expires_at)
    select ${sessionId(sql`'rush-' || g`)}, u.id, now() + interval '1 day'
    from generate_series(1, ${n}) g join users u on u.email = 'rush' || g || '@example.test'`)
  return Array.from({ length: n }, (_, i) => `rush-${i + 1}`)
}

/** A free, published event with `capacity` seats and nobody registered. */
export async function addSeatEvent(db: Db, capacity: number, title: string): Promise<string> {
  const res = await db.execute(sql`
    insert into events (title, description, event_type, starts_at, duration_minutes, price_cents, capacity, status,
                        provider_name, provider_role, language)
    values (${title}, 'Few seats, many families.', 'Support Circle', now() + interval '14 days',
            60, 0, ${capacity}, 'published', 'Provider Bench', 'IBCLC', 'English') returning id`)
  return rowsOf<{ id: string }>(res)[0].id
}

/** Both drivers answer `execute` with `{ rows }`. */
export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows
