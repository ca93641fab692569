import { z } from 'zod'

export const BUG_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const
export const BUG_PRIORITY_LABELS: Record<(typeof BUG_PRIORITIES)[number], string> = {
  low: 'Low - Minor issue',
  medium: 'Medium - Affects functionality',
  high: 'High - Major feature broken',
  urgent: 'Urgent - Blocking work',
}

export const BugReportSchema = z.object({
  // The `message` also names a missing field ("Title is required", not zod's "expected string").
  title: z
    .string({ message: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  description: z
    .string({ message: 'Description is required' })
    .trim()
    .min(10, 'Description must be at least 10 characters')
    .max(5000, 'Description must be at most 5000 characters'),
  priority: z
    .enum(BUG_PRIORITIES, { message: 'Priority must be low, medium, high or urgent' })
    .default('medium'),
  pageUrl: z.string().max(2000).optional(),
})
export type BugReport = z.infer<typeof BugReportSchema>
