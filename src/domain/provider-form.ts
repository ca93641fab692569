import { z } from 'zod'
import { isPictureRef, PICTURE_MESSAGE } from './links'

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null))

/** A picture the pages can show: an upload or a demo image (decision AE12), never `javascript:` or another site. */
const photoUrl = optionalText(2000).refine((v) => v === null || isPictureRef(v), { message: PICTURE_MESSAGE })

const list = z.array(z.string().trim().min(1).max(200)).max(50)

const ratingSchema = z
  .union([z.string(), z.number(), z.null()])
  .transform((v) => (v === null || String(v).trim() === '' ? null : String(v).trim()))
  .refine((v) => v === null || (/^\d(\.\d{1,2})?$/.test(v) && Number(v) <= 5), {
    message: 'Rating must be a number from 0 to 5',
  })
const reviewCountSchema = z
  .number({ message: 'Review count must be a number' })
  .int('Review count must be a whole number')
  .min(0, 'Review count cannot be negative')
const emailSchema = z
  .union([z.email('Invalid email'), z.literal(''), z.null()])
  .transform((v) => (v ? v.toLowerCase() : null))

/** Admin spec §5 "Provider form": the API takes lists as arrays; the form splits comma-separated text. */
export const ProviderInputSchema = z.object({
  firstName: z.string({ message: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  lastName: z.string({ message: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
  title: z.string({ message: 'Title is required' }).trim().min(1, 'Title is required').max(200),
  bio: z.string({ message: 'Bio is required' }).trim().min(1, 'Bio is required').max(2000),
  credentials: list.default([]),
  profilePhotoUrl: photoUrl,
  aboutText: optionalText(10000),
  carePhilosophy: optionalText(10000),
  specialties: list.default([]),
  targetPopulations: list.default([]),
  serviceCategories: list.default([]),
  serviceSubtypes: list.default([]),
  languages: list.default(['English']),
  /** Decimal string 0–5, or null when empty. */
  rating: ratingSchema.optional().transform((v) => v ?? null),
  reviewCount: reviewCountSchema.default(0),
  featured: z.boolean().default(false),
  email: emailSchema.optional().transform((v) => v ?? null),
  phone: optionalText(40),
  /** An admin may tie a provider account to this profile (decision C2). */
  userId: z.uuid().nullish(),
})
export type ProviderInput = z.infer<typeof ProviderInputSchema>
/** PATCH: any subset of the fields; nothing absent is reset to a default. */
export const ProviderPatchSchema = ProviderInputSchema.extend({
  credentials: list,
  specialties: list,
  targetPopulations: list,
  serviceCategories: list,
  serviceSubtypes: list,
  languages: list,
  rating: ratingSchema,
  reviewCount: reviewCountSchema,
  featured: z.boolean(),
  email: emailSchema,
}).partial()

/** The admin's read of a provider, private contact fields included. */
export const AdminProviderSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  bio: z.string(),
  credentials: z.array(z.string()),
  profilePhotoUrl: z.string().nullable(),
  aboutText: z.string().nullable(),
  carePhilosophy: z.string().nullable(),
  specialties: z.array(z.string()),
  targetPopulations: z.array(z.string()),
  serviceCategories: z.array(z.string()),
  serviceSubtypes: z.array(z.string()),
  languages: z.array(z.string()),
  rating: z.string().nullable(),
  reviewCount: z.number().int(),
  featured: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  userId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminProvider = z.infer<typeof AdminProviderSchema>

/** "a, b ,, c" → ["a", "b", "c"] (spec §5: split, trimmed, empty entries dropped). */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}
export const joinList = (items: readonly string[] | null | undefined) => (items ?? []).join(', ')

/** The form's values: lists as comma-separated text, numbers as text. */
export const ProviderFormSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  title: z.string().trim().min(1, 'Title is required'),
  bio: z.string().trim().min(1, 'Bio is required'),
  credentials: z.string(),
  profilePhotoUrl: z
    .string()
    .trim()
    .refine((v) => v === '' || isPictureRef(v), { message: PICTURE_MESSAGE }),
  aboutText: z.string(),
  carePhilosophy: z.string(),
  specialties: z.string(),
  targetPopulations: z.string(),
  serviceCategories: z.string(),
  serviceSubtypes: z.string(),
  languages: z.string(),
  rating: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d(\.\d{1,2})?$/.test(v) && Number(v) <= 5), {
      message: 'Rating must be a number from 0 to 5',
    }),
  reviewCount: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d+$/.test(v), { message: 'Review count must be a number' }),
  featured: z.boolean(),
  email: z.union([z.literal(''), z.email('Invalid email')]),
  phone: z.string(),
})
export type ProviderFormValues = z.infer<typeof ProviderFormSchema>

export const emptyProviderForm: ProviderFormValues = {
  firstName: '',
  lastName: '',
  title: '',
  bio: '',
  credentials: '',
  profilePhotoUrl: '',
  aboutText: '',
  carePhilosophy: '',
  specialties: '',
  targetPopulations: '',
  serviceCategories: '',
  serviceSubtypes: '',
  languages: 'English',
  rating: '',
  reviewCount: '0',
  featured: false,
  email: '',
  phone: '',
}

/** Form values → API body: lists split, empty rating null, reviewCount numeric, featured false by default. */
export function providerFormToInput(v: ProviderFormValues): z.input<typeof ProviderInputSchema> {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    title: v.title.trim(),
    bio: v.bio.trim(),
    credentials: splitList(v.credentials),
    profilePhotoUrl: v.profilePhotoUrl.trim() || null,
    aboutText: v.aboutText.trim() || null,
    carePhilosophy: v.carePhilosophy.trim() || null,
    specialties: splitList(v.specialties),
    targetPopulations: splitList(v.targetPopulations),
    serviceCategories: splitList(v.serviceCategories),
    serviceSubtypes: splitList(v.serviceSubtypes),
    languages: splitList(v.languages),
    rating: v.rating.trim() === '' ? null : v.rating.trim(),
    reviewCount: v.reviewCount.trim() === '' ? 0 : Number(v.reviewCount),
    featured: v.featured ?? false,
    email: v.email.trim() || null,
    phone: v.phone.trim() || null,
  }
}

export function providerToForm(p: AdminProvider): ProviderFormValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    title: p.title,
    bio: p.bio,
    credentials: joinList(p.credentials),
    profilePhotoUrl: p.profilePhotoUrl ?? '',
    aboutText: p.aboutText ?? '',
    carePhilosophy: p.carePhilosophy ?? '',
    specialties: joinList(p.specialties),
    targetPopulations: joinList(p.targetPopulations),
    serviceCategories: joinList(p.serviceCategories),
    serviceSubtypes: joinList(p.serviceSubtypes),
    languages: joinList(p.languages),
    rating: p.rating ?? '',
    reviewCount: String(p.reviewCount),
    featured: p.featured,
    email: p.email ?? '',
    phone: p.phone ?? '',
  }
}

/** Cards show up to 3 specialties, then "+N more". */
export function visibleSpecialties(items: readonly string[], max = 3) {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) }
}
