// Fills a database with a realistic-scale data set using set-based SQL (seconds, not minutes).
import { sql } from 'drizzle-orm'
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
  // Events spread over a year around now; capacity large enough for the registrations below.
  await db.execute(sql`
    insert into events (title, description, event_type, starts_at, duration_minutes, price_cents, capacity, status,
                        provider_id, provider_name, provider_role, featured, language)
    select 'Bench Class ' || g, 'A realistic description of a perinatal class number ' || g || ' for families.',
           (array['Educational Discussion','Skills Lab','Support Circle','Prenatal Education'])[1 + g % 4],
           now() - interval '180 days' + (g * interval '1 day' * 365 / ${s.events}),
           60, (g % 3) * 1500, 100, (case when g % 20 = 0 then 'draft' else 'published' end)::event_status,
           (select id from providers order by id offset (g % ${s.providers}) limit 1),
           'Provider Bench', 'IBCLC', g % 100 = 0, 'English'
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
