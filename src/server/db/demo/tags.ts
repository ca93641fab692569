/** Tags grouped by category (admin form shows them grouped); events refer to them by name. */
export const DEMO_TAGS: Record<string, string[]> = {
  Stage: ['Pregnancy', 'Postpartum', 'Newborn', 'Toddler'],
  Topic: ['Feeding', 'Sleep', 'Mental Health', 'Birth Prep', 'Recovery', 'Partners', 'Nutrition', 'Movement'],
  Format: ['Live Q&A', 'Hands-on', 'Support Group', 'Workshop Series'],
  Community: ['First-time Parents', 'NICU Families', 'Multilingual', 'Deaf & Hard of Hearing'],
}
