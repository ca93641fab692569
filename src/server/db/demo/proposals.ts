import type { ProposalStatus } from './proposal-status'

export interface DemoProposal {
  slug: string
  /** Provider slug; `null` with names for a proposer without a profile yet. */
  provider: string | null
  names?: [string, string]
  status: ProposalStatus
  serviceType: string
  eventName: string
  description: string
  targetAudience: string
  learningObjectives: string
  engagementApproach?: string
  durationMinutes: number
  maximumCapacity: number
  costPerRegistrationCents: number
  targetMarketTags: string[]
  languages?: string[]
  /** Days from seeding for the preferred dates. */
  preferredDays: number[]
  additionalNotes?: string
  reviewNotes?: string
  internalNotes?: string
  /** Votes from family accounts (coming_soon); the demo parent votes when `parentVotes`. */
  votes?: number
  parentVotes?: boolean
  /** Days ago the proposal was submitted. */
  submittedDaysAgo: number
  /** The event this approved proposal became. */
  eventSlug?: string
}

export const DEMO_PROPOSALS: DemoProposal[] = [
  {
    slug: 'twins-feeding',
    provider: 'maria-lopez',
    status: 'coming_soon',
    serviceType: 'Feeding & Lactation',
    eventName: 'Twins and Multiples: Feeding Two',
    description: 'Tandem feeding, pumping for two, combination feeding and keeping track of who ate when.',
    targetAudience: 'Parents expecting or raising twins and multiples',
    learningObjectives:
      'Position two babies for tandem feeding; build a realistic pumping plan for multiples; set up a simple tracking system.',
    engagementApproach: 'Demonstration with two dolls, then open Q&A.',
    durationMinutes: 75,
    maximumCapacity: 30,
    costPerRegistrationCents: 1500,
    targetMarketTags: ['Pregnancy', 'Newborn', 'Feeding'],
    languages: ['English', 'Spanish'],
    preferredDays: [35, 42],
    votes: 9,
    parentVotes: true,
    submittedDaysAgo: 40,
  },
  {
    slug: 'postpartum-yoga',
    provider: 'priya-raman',
    status: 'coming_soon',
    serviceType: 'Postpartum Recovery',
    eventName: 'Postpartum Yoga for Beginners',
    description:
      'Gentle, pelvic-floor-friendly yoga for the first months after birth, baby welcome on the mat.',
    targetAudience: 'Parents 6 weeks to 12 months postpartum',
    learningObjectives:
      'Practise breath-led core activation; learn three poses that ease back and neck strain from feeding.',
    durationMinutes: 60,
    maximumCapacity: 25,
    costPerRegistrationCents: 2000,
    targetMarketTags: ['Postpartum', 'Movement'],
    preferredDays: [30, 37, 44],
    votes: 14,
    submittedDaysAgo: 33,
  },
  {
    slug: 'pregnancy-after-loss',
    provider: 'wei-chen',
    status: 'coming_soon',
    serviceType: 'Support Circle',
    eventName: 'Pregnancy After Loss Support Circle',
    description:
      'A compassionate group for parents who are pregnant again after miscarriage, stillbirth or infant loss.',
    targetAudience: 'Expecting parents who have experienced a previous loss',
    learningObjectives:
      'Name common emotions of pregnancy after loss; practise grounding techniques for anxious appointments; connect with peers.',
    durationMinutes: 90,
    maximumCapacity: 15,
    costPerRegistrationCents: 0,
    targetMarketTags: ['Pregnancy', 'Mental Health', 'Support Group'],
    languages: ['English', 'Mandarin'],
    preferredDays: [28, 56],
    votes: 11,
    submittedDaysAgo: 25,
  },
  {
    slug: 'sibling-preparation',
    provider: 'thu-nguyen',
    status: 'coming_soon',
    serviceType: 'Newborn Care Basics',
    eventName: 'Sibling Preparation: Welcoming a New Baby',
    description:
      'Helping toddlers and older children get ready for a new brother or sister, with books and play ideas.',
    targetAudience: 'Families expecting their second (or third) child',
    learningObjectives:
      'Use age-appropriate language to talk about the new baby; plan for the first meeting; handle regression with patience.',
    durationMinutes: 45,
    maximumCapacity: 40,
    costPerRegistrationCents: 1000,
    targetMarketTags: ['Pregnancy', 'Toddler'],
    languages: ['English', 'Vietnamese'],
    preferredDays: [21, 28],
    votes: 6,
    submittedDaysAgo: 18,
  },
  {
    slug: 'car-seat-safety',
    provider: 'keisha-washington',
    status: 'coming_soon',
    serviceType: 'Skills Lab',
    eventName: 'Car Seat Safety Check-in',
    description: 'Choosing, installing and using a car seat correctly, with a live fit check over video.',
    targetAudience: 'Expecting parents from 30 weeks',
    learningObjectives:
      'Install a rear-facing seat; adjust harness height and tightness; avoid the five most common mistakes.',
    durationMinutes: 60,
    maximumCapacity: 20,
    costPerRegistrationCents: 1500,
    targetMarketTags: ['Pregnancy', 'Newborn', 'Hands-on'],
    preferredDays: [14, 21],
    votes: 3,
    submittedDaysAgo: 12,
  },
  {
    slug: 'feeding-through-illness',
    provider: 'maria-lopez',
    status: 'submitted',
    serviceType: 'Feeding & Lactation',
    eventName: 'Breastfeeding Through Illness and Medications',
    description:
      'What to do when the parent or the baby is sick, and how to check whether a medicine is compatible with breastfeeding.',
    targetAudience: 'Breastfeeding and chestfeeding parents',
    learningObjectives:
      'Find reliable medication safety information; keep supply up during illness; know when to seek care.',
    durationMinutes: 60,
    maximumCapacity: 50,
    costPerRegistrationCents: 0,
    targetMarketTags: ['Postpartum', 'Feeding'],
    languages: ['English', 'Spanish'],
    preferredDays: [24, 31],
    additionalNotes: 'Happy to run it a second time in Spanish.',
    submittedDaysAgo: 3,
  },
  {
    slug: 'prenatal-yoga',
    provider: 'priya-raman',
    status: 'submitted',
    serviceType: 'Prenatal Education',
    eventName: 'Prenatal Movement for the Third Trimester',
    description: 'Stretching, hip mobility and positions that may help baby find a good position for birth.',
    targetAudience: 'Expecting parents from 28 weeks',
    learningObjectives:
      'Ease pelvic girdle pain; practise birth-ready positions; know which exercises to pause.',
    durationMinutes: 60,
    maximumCapacity: 25,
    costPerRegistrationCents: 2000,
    targetMarketTags: ['Pregnancy', 'Movement'],
    preferredDays: [20, 27],
    submittedDaysAgo: 2,
  },
  {
    slug: 'meal-train',
    provider: 'keisha-washington',
    status: 'under_review',
    serviceType: 'Educational Discussion',
    eventName: 'Building Your Postpartum Village',
    description: 'Planning meal trains, visitor boundaries and help at home before the baby comes.',
    targetAudience: 'Expecting parents and their support people',
    learningObjectives: 'Draft a postpartum plan; set visitor expectations; list local and online support.',
    durationMinutes: 60,
    maximumCapacity: 40,
    costPerRegistrationCents: 0,
    targetMarketTags: ['Pregnancy', 'Postpartum', 'Partners'],
    preferredDays: [26, 33],
    reviewNotes: 'Thanks, Keisha! This is with our clinical team for review this week.',
    internalNotes: 'Check overlap with Aisha’s recovery circle before approving.',
    submittedDaysAgo: 9,
  },
  {
    slug: 'gentle-weaning',
    provider: 'maria-lopez',
    status: 'needs_info',
    serviceType: 'Feeding & Lactation',
    eventName: 'Weaning Gently When You Are Ready',
    description:
      'Night weaning, dropping feeds one at a time and looking after your body and mood while weaning.',
    targetAudience: 'Parents of babies and toddlers',
    learningObjectives: 'Plan a gradual weaning schedule.',
    durationMinutes: 45,
    maximumCapacity: 40,
    costPerRegistrationCents: 1500,
    targetMarketTags: ['Toddler', 'Feeding'],
    preferredDays: [40],
    reviewNotes:
      'We love this topic. Could you add two or three more learning objectives and say whether you would include weaning from pumping?',
    submittedDaysAgo: 15,
  },
  {
    slug: 'pumping-back-to-work',
    provider: 'maria-lopez',
    status: 'approved',
    serviceType: 'Feeding & Lactation',
    eventName: 'Pumping and Going Back to Work',
    description: 'Choosing a pump, building a stash, rights at work and a sample schedule.',
    targetAudience: 'Parents returning to work while breastfeeding',
    learningObjectives: 'Choose and fit a pump; plan a stash; know your rights under the PUMP Act.',
    durationMinutes: 60,
    maximumCapacity: 40,
    costPerRegistrationCents: 2500,
    targetMarketTags: ['Postpartum', 'Feeding'],
    preferredDays: [9],
    reviewNotes: 'Approved and scheduled. Rosa Delgado-Pierre will co-present the workplace rights section.',
    submittedDaysAgo: 45,
    eventSlug: 'pumping-back-to-work',
  },
  {
    slug: 'fourth-trimester-nutrition',
    provider: 'hannah-goldberg',
    status: 'approved',
    serviceType: 'Postpartum Recovery',
    eventName: 'Fourth Trimester Nutrition',
    description: 'Nourishing meals for recovery and feeding, plus a freezer-meal plan.',
    targetAudience: 'Expecting parents in the third trimester',
    learningObjectives: 'Name key nutrients after birth; plan ten freezer meals; adapt meals for feeding.',
    durationMinutes: 60,
    maximumCapacity: 30,
    costPerRegistrationCents: 1500,
    targetMarketTags: ['Postpartum', 'Nutrition'],
    languages: ['English', 'Russian'],
    preferredDays: [45],
    reviewNotes: 'Approved: a draft event has been created for final edits.',
    submittedDaysAgo: 20,
    eventSlug: 'fourth-trimester-nutrition',
  },
  {
    slug: 'lactation-cookies',
    provider: 'maria-lopez',
    status: 'declined',
    serviceType: 'Feeding & Lactation',
    eventName: 'Lactation Cookies: Myths and Facts',
    description: 'A fun look at galactagogue foods and what the evidence says.',
    targetAudience: 'Breastfeeding parents',
    learningObjectives: 'Separate evidence from marketing for milk-boosting foods.',
    durationMinutes: 30,
    maximumCapacity: 50,
    costPerRegistrationCents: 0,
    targetMarketTags: ['Feeding', 'Nutrition'],
    preferredDays: [],
    reviewNotes:
      'Thank you, Maria. This overlaps with the low-supply section of your upcoming classes; we would rather fold it into those.',
    submittedDaysAgo: 28,
  },
  {
    slug: 'essential-oils-labor',
    provider: null,
    names: ['Dana', 'Whitfield'],
    status: 'declined',
    serviceType: 'Specialty Workshop',
    eventName: 'Essential Oils for Labor',
    description: 'Using aromatherapy blends during labor.',
    targetAudience: 'Expecting parents',
    learningObjectives: 'Blend oils for each stage of labor.',
    durationMinutes: 60,
    maximumCapacity: 30,
    costPerRegistrationCents: 3000,
    targetMarketTags: ['Pregnancy', 'Birth Prep'],
    preferredDays: [],
    reviewNotes:
      'We can only feature topics with strong clinical evidence. You are welcome to propose a broader comfort-measures session.',
    submittedDaysAgo: 22,
  },
  {
    slug: 'holiday-stress',
    provider: 'wei-chen',
    status: 'archived',
    serviceType: 'Mental Health & Wellbeing',
    eventName: 'Holidays With a New Baby: Managing Stress and Expectations',
    description: 'Boundaries with family, travel with an infant and protecting sleep during the holidays.',
    targetAudience: 'New parents and partners',
    learningObjectives: 'Plan holiday boundaries; recognise overwhelm early; share the load with a partner.',
    durationMinutes: 60,
    maximumCapacity: 60,
    costPerRegistrationCents: 0,
    targetMarketTags: ['Postpartum', 'Mental Health', 'Partners'],
    preferredDays: [],
    reviewNotes: 'Ran last season with great feedback; archived until next year.',
    submittedDaysAgo: 29,
  },
]
