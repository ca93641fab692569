import { and, asc, count, eq } from 'drizzle-orm'
import { audienceRefusal } from '../../../domain/booking-rules'
import { dayKeyIn } from '../../../domain/datetime'
import type { Event } from '../../../domain/events'
import type { Role } from '../../../domain/roles'
import {
  daysBetween,
  type FamilyStage,
  fitsFamily,
  MAX_FAMILY_STAGES,
  recommendedHeading,
  type StagePoint,
  stageOn,
} from '../../../domain/stage'
import type { FamilyStageInput } from '../../../domain/stage-schemas'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { familyStages } from '../../db/schema'
import { AppError } from '../../errors'
import type { EventReadService } from '../events/service'

/** A due date is at most this far ahead (a full pregnancy plus two weeks' margin); a birth date at most six years back. */
const MAX_DUE_DAYS_AHEAD = 42 * 7
const MAX_BIRTH_YEARS_BACK = 6

export interface FamilyStageView extends FamilyStage {
  /** Where the child is today in the person's time zone, null outside the scales. */
  stage: StagePoint | null
}

export interface Recommendation {
  stageId: string
  heading: string
  events: Event[]
}

/** Why a date cannot be kept, with the field it concerns; null when it can. */
function dateRefusal(input: { kind: FamilyStage['kind']; date: string }, today: string): string | null {
  const ahead = daysBetween(today, input.date)
  if (input.kind === 'due') {
    if (ahead > MAX_DUE_DAYS_AHEAD) return 'A due date is at most 42 weeks away'
    if (ahead < -MAX_BIRTH_YEARS_BACK * 366) return 'This due date is too long ago'
    return null
  }
  if (ahead > 0) return 'A birth date cannot be in the future'
  if (ahead < -MAX_BIRTH_YEARS_BACK * 366) return 'Only children under 6 are counted'
  return null
}

/** A family's private dates (issue 31.3): only ever read for the person they belong to. */
export function createStageService(deps: { db: Db; clock: Clock; events: EventReadService }) {
  const { db, clock } = deps
  const rows = (userId: string) =>
    db
      .select({
        id: familyStages.id,
        kind: familyStages.kind,
        date: familyStages.date,
        name: familyStages.name,
      })
      .from(familyStages)
      .where(eq(familyStages.userId, userId))
      .orderBy(asc(familyStages.date), asc(familyStages.createdAt))

  const today = (timeZone: string) => dayKeyIn(clock.now(), timeZone)

  return {
    async list(userId: string, timeZone: string): Promise<FamilyStageView[]> {
      const day = today(timeZone)
      return (await rows(userId)).map((r) => ({ ...r, stage: stageOn(r, day) }))
    },

    async add(userId: string, timeZone: string, input: FamilyStageInput): Promise<FamilyStageView> {
      const day = today(timeZone)
      const refusal = dateRefusal(input, day)
      if (refusal) throw new AppError(400, refusal, [{ path: 'date', message: refusal }])
      return db.transaction(async (tx) => {
        const [{ n }] = await tx
          .select({ n: count() })
          .from(familyStages)
          .where(eq(familyStages.userId, userId))
        if (n >= MAX_FAMILY_STAGES) {
          throw new AppError(409, `You can keep up to ${MAX_FAMILY_STAGES} dates`)
        }
        const [row] = await tx
          .insert(familyStages)
          .values({ userId, kind: input.kind, date: input.date, name: input.name || null })
          .returning({
            id: familyStages.id,
            kind: familyStages.kind,
            date: familyStages.date,
            name: familyStages.name,
          })
        return { ...row, stage: stageOn(row, day) }
      })
    },

    async remove(userId: string, id: string): Promise<void> {
      const gone = await db
        .delete(familyStages)
        .where(and(eq(familyStages.id, id), eq(familyStages.userId, userId)))
        .returning({ id: familyStages.id })
      if (!gone.length) throw new AppError(404, 'Date not found')
    },

    /** The family's dates, for filtering a list by "for my stage". */
    family: (userId: string) => rows(userId),

    /** Keeps the events that fit one of the family's children on the event's own day (in the person's zone). */
    fitting<E extends Pick<Event, 'date' | 'stageRange'>>(
      list: E[],
      family: Pick<FamilyStage, 'kind' | 'date'>[],
      timeZone: string,
    ): E[] {
      return list.filter((e) => fitsFamily(e.stageRange, family, dayKeyIn(new Date(e.date), timeZone)))
    },

    /** Per child, up to `perChild` upcoming classes that fit, bookable first: the home page's recommendations. */
    async recommendations(
      me: { id: string; timezone: string; role: Role },
      perChild = 3,
    ): Promise<Recommendation[]> {
      const family = await rows(me.id)
      if (!family.length) return []
      const timeZone = me.timezone
      const day = today(timeZone)
      const upcoming = (await deps.events.list(null, {
        from: clock.now(),
        liveOnly: true,
        bookableFirst: true,
        withStageOnly: true,
      })) as Event[]
      // Only classes the person may book (a providers-only session is no recommendation for a parent).
      const open = upcoming.filter((e) => !audienceRefusal(me.role, e.audience))
      const groups: Recommendation[] = []
      for (const child of family) {
        const now = stageOn(child, day)
        if (!now) continue
        const events = this.fitting(open, [child], timeZone).slice(0, perChild)
        groups.push({ stageId: child.id, heading: recommendedHeading(now), events })
      }
      return groups
    },
  }
}
export type StageService = ReturnType<typeof createStageService>
