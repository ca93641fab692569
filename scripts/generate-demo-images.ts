// Generates the demo catalogue's illustrated portraits and event banners as small SVG files.
// Run once (`node --import tsx scripts/generate-demo-images.ts`) and commit the output under public/demo/:
// the product ships its own images, so the demo never hotlinks.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'hijab' | 'bald' | 'wavy' | 'locs'
interface Portrait {
  slug: string
  skin: string
  hair: string
  style: HairStyle
  bg: string
  shirt: string
  glasses?: boolean
  beard?: boolean
}

export const PORTRAITS: Portrait[] = [
  { slug: 'maria-lopez', skin: '#c68863', hair: '#2b1b14', style: 'long', bg: '#fde2e4', shirt: '#2a9d8f' },
  { slug: 'aisha-bello', skin: '#7a4a2e', hair: '#1b1210', style: 'bun', bg: '#e0f2e9', shirt: '#6c5ce7' },
  {
    slug: 'wei-chen',
    skin: '#eac3a0',
    hair: '#161616',
    style: 'short',
    bg: '#e3ecfa',
    shirt: '#34495e',
    glasses: true,
  },
  {
    slug: 'keisha-washington',
    skin: '#5c3a24',
    hair: '#120c0a',
    style: 'curly',
    bg: '#fff1d6',
    shirt: '#e76f51',
  },
  { slug: 'thu-nguyen', skin: '#e8bf98', hair: '#1f1a17', style: 'wavy', bg: '#f3e8ff', shirt: '#0f766e' },
  {
    slug: 'daniel-okafor',
    skin: '#4b2e1f',
    hair: '#0f0a08',
    style: 'bald',
    bg: '#dff3f7',
    shirt: '#1d4ed8',
    beard: true,
  },
  { slug: 'priya-raman', skin: '#a86b45', hair: '#1a110d', style: 'long', bg: '#fef3c7', shirt: '#be185d' },
  {
    slug: 'sofia-martinez',
    skin: '#d9a07a',
    hair: '#5a3520',
    style: 'wavy',
    bg: '#e0e7ff',
    shirt: '#7c3aed',
  },
  {
    slug: 'hannah-goldberg',
    skin: '#f1cfb4',
    hair: '#a0522d',
    style: 'curly',
    bg: '#dcfce7',
    shirt: '#15803d',
    glasses: true,
  },
  { slug: 'grace-kim', skin: '#efcfae', hair: '#231815', style: 'bun', bg: '#ffe4e6', shirt: '#0369a1' },
  {
    slug: 'marcus-reid',
    skin: '#6b4430',
    hair: '#14100e',
    style: 'short',
    bg: '#e2e8f0',
    shirt: '#b45309',
    beard: true,
  },
  { slug: 'amara-haddad', skin: '#c9956d', hair: '#6d5a96', style: 'hijab', bg: '#ede9fe', shirt: '#9d4edd' },
  { slug: 'emily-carter', skin: '#f5d6c0', hair: '#d4a24c', style: 'long', bg: '#e0f2fe', shirt: '#db2777' },
  { slug: 'rosa-pierre', skin: '#8d5a3b', hair: '#1c1310', style: 'locs', bg: '#fef9c3', shirt: '#047857' },
]

function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) =>
    Math.max(0, Math.min(255, Math.round(v * factor))),
  )
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

function hairBack(p: Portrait): string {
  switch (p.style) {
    case 'long':
      return `<path d="M56 88C52 40 82 28 100 28s50 12 44 60l6 58c-16 12-84 12-100 0z" fill="${p.hair}"/>`
    case 'wavy':
      return `<path d="M58 90C52 42 82 30 100 30s48 12 42 60c8 14 2 30 6 40-18 10-78 10-96 0 4-10-2-26 6-40z" fill="${p.hair}"/>`
    case 'locs':
      return `<g fill="${p.hair}"><path d="M58 86C54 42 82 30 100 30s48 12 42 56z"/>${[
        60, 70, 80, 120, 130, 140,
      ]
        .map((x) => `<rect x="${x - 4}" y="70" width="9" height="${62 + (x % 3) * 6}" rx="4.5"/>`)
        .join('')}</g>`
    case 'hijab':
      return `<path d="M50 96C48 46 76 30 100 30s52 16 50 66c0 22-6 40-18 52H68C56 136 50 118 50 96z" fill="${p.hair}"/>`
    default:
      return ''
  }
}

function hairFront(p: Portrait): string {
  switch (p.style) {
    case 'short':
      return `<path d="M63 84c-4-34 18-48 38-48 22 0 40 14 36 48-6-18-18-26-37-26-18 0-31 8-37 26z" fill="${p.hair}"/>`
    case 'long':
    case 'wavy':
      return `<path d="M64 80c2-28 18-42 38-42 22 0 36 16 36 42-12-10-26-22-40-22-12 8-22 16-34 22z" fill="${p.hair}"/>`
    case 'bun':
      return `<circle cx="100" cy="34" r="17" fill="${p.hair}"/><path d="M64 82c0-30 16-44 36-44s36 14 36 44c-8-16-20-24-36-24s-28 8-36 24z" fill="${p.hair}"/>`
    case 'curly':
      return `<g fill="${p.hair}">${[
        [66, 70],
        [72, 54],
        [86, 44],
        [100, 40],
        [114, 44],
        [128, 54],
        [134, 70],
        [62, 88],
        [138, 88],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13"/>`)
        .join('')}</g>`
    case 'locs':
      return `<path d="M64 80c2-28 18-42 36-42s34 14 36 42c-10-12-22-18-36-18s-26 6-36 18z" fill="${p.hair}"/>`
    case 'hijab':
      return `<path d="M62 78c4-24 20-36 38-36s34 12 38 36c-10-8-24-12-38-12s-28 4-38 12z" fill="${shade(p.hair, 1.25)}"/>`
    default:
      return ''
  }
}

export function portraitSvg(p: Portrait): string {
  const neck = shade(p.skin, 0.88)
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-hidden="true">`,
    `<rect width="200" height="200" fill="${p.bg}"/>`,
    `<circle cx="160" cy="40" r="34" fill="${shade(p.bg, 0.94)}"/>`,
    hairBack(p),
    `<path d="M28 200c0-42 30-62 72-62s72 20 72 62z" fill="${p.shirt}"/>`,
    `<path d="M84 112h32v30c-6 8-26 8-32 0z" fill="${neck}"/>`,
    `<ellipse cx="100" cy="86" rx="36" ry="42" fill="${p.skin}"/>`,
    hairFront(p),
    p.beard
      ? `<path d="M66 92c4 30 18 40 34 40s30-10 34-40c-8 10-20 14-34 14s-26-4-34-14z" fill="${p.hair}"/>`
      : '',
    `<g fill="#2a1d18"><ellipse cx="86" cy="90" rx="3.6" ry="4.4"/><ellipse cx="114" cy="90" rx="3.6" ry="4.4"/></g>`,
    `<path d="M80 80q6-4 12 0M108 80q6-4 12 0" stroke="${shade(p.hair, 1)}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
    p.glasses
      ? `<g fill="none" stroke="#3b3b3b" stroke-width="2.4"><circle cx="86" cy="90" r="10"/><circle cx="114" cy="90" r="10"/><path d="M96 90h8"/></g>`
      : '',
    `<circle cx="76" cy="104" r="6" fill="#f28b82" opacity=".35"/><circle cx="124" cy="104" r="6" fill="#f28b82" opacity=".35"/>`,
    `<path d="M89 108q11 ${p.beard ? 7 : 10} 22 0" stroke="#7a3b2e" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    '</svg>',
  ]
  return `${parts.filter(Boolean).join('')}\n`
}

interface Banner {
  slug: string
  from: string
  to: string
  accent: string
  motif: string
}

const circle = (cx: number, cy: number, r: number, fill: string, o = 1) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${o}"/>`

export const BANNERS: Banner[] = [
  {
    slug: 'pregnancy',
    from: '#fbcfe8',
    to: '#fde68a',
    accent: '#db2777',
    motif: `<path d="M560 520c-60-40-80-140-30-220 40-64 130-70 170-10 44 66 10 150-40 170 60 10 80 50 60 80z" fill="#fff" opacity=".55"/>${circle(640, 250, 60, '#fff', 0.7)}`,
  },
  {
    slug: 'feeding',
    from: '#bae6fd',
    to: '#e0f2fe',
    accent: '#0284c7',
    motif: [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${470 + i * 130} ${260 + (i % 2) * 60}c0 0-60 80-60 120a60 60 0 0 0 120 0c0-40-60-120-60-120z" fill="#fff" opacity="${0.5 + i * 0.15}"/>`,
      )
      .join(''),
  },
  {
    slug: 'sleep',
    from: '#312e81',
    to: '#6d28d9',
    accent: '#c4b5fd',
    motif: `<path d="M700 180a170 170 0 1 0 120 290 140 140 0 1 1-120-290z" fill="#fef3c7" opacity=".9"/>${[
      [420, 160],
      [500, 260],
      [380, 380],
      [880, 200],
      [930, 420],
    ]
      .map(([x, y]) => circle(x, y, 7, '#fef3c7', 0.9))
      .join('')}`,
  },
  {
    slug: 'postpartum',
    from: '#d1fae5',
    to: '#fef9c3',
    accent: '#059669',
    motif: [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M600 520C${480 + i * 40} ${400 - i * 40} ${520 + i * 30} ${250 - i * 20} ${600 + (i - 1.5) * 90} ${200 + i * 10}C${640 + i * 20} ${300} ${640} ${420} 600 520z" fill="#10b981" opacity="${0.25 + i * 0.1}"/>`,
      )
      .join(''),
  },
  {
    slug: 'partners',
    from: '#fed7aa',
    to: '#fecaca',
    accent: '#ea580c',
    motif: `<circle cx="530" cy="340" r="150" fill="none" stroke="#fff" stroke-width="34" opacity=".8"/><circle cx="690" cy="340" r="150" fill="none" stroke="#ea580c" stroke-width="34" opacity=".45"/>`,
  },
  {
    slug: 'mental-health',
    from: '#fef3c7',
    to: '#fbcfe8',
    accent: '#f59e0b',
    motif: `${circle(600, 340, 110, '#fbbf24', 0.85)}${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6
      const x1 = 600 + Math.cos(a) * 150
      const y1 = 340 + Math.sin(a) * 150
      const x2 = 600 + Math.cos(a) * 210
      const y2 = 340 + Math.sin(a) * 210
      return `<path d="M${x1.toFixed(0)} ${y1.toFixed(0)}L${x2.toFixed(0)} ${y2.toFixed(0)}" stroke="#f59e0b" stroke-width="16" stroke-linecap="round" opacity=".6"/>`
    }).join('')}`,
  },
  {
    slug: 'newborn',
    from: '#e0e7ff',
    to: '#fce7f3',
    accent: '#6366f1',
    motif: `<path d="M380 150h440" stroke="#6366f1" stroke-width="8" opacity=".5"/>${[
      [440, 300, '#f472b6'],
      [600, 360, '#818cf8'],
      [760, 290, '#34d399'],
    ]
      .map(
        ([x, y, c]) =>
          `<path d="M${x} 150V${Number(y) - 50}" stroke="#6366f1" stroke-width="4" opacity=".5"/>${circle(Number(x), Number(y), 50, String(c), 0.8)}`,
      )
      .join('')}`,
  },
  {
    slug: 'birth-prep',
    from: '#cffafe',
    to: '#a7f3d0',
    accent: '#0e7490',
    motif: [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M0 ${360 + i * 60}C200 ${300 + i * 60} 400 ${420 + i * 60} 600 ${360 + i * 60}S1000 ${300 + i * 60} 1200 ${360 + i * 60}" stroke="#0e7490" stroke-width="18" fill="none" opacity="${0.15 + i * 0.12}"/>`,
      )
      .join(''),
  },
  {
    slug: 'movement',
    from: '#ede9fe',
    to: '#cffafe',
    accent: '#7c3aed',
    motif: [0, 1, 2]
      .map(
        (i) =>
          `<path d="M300 ${480 - i * 40}C450 ${200 - i * 30} 750 ${560 - i * 20} 900 ${240 + i * 30}" stroke="${i === 1 ? '#7c3aed' : '#06b6d4'}" stroke-width="22" fill="none" stroke-linecap="round" opacity=".55"/>`,
      )
      .join(''),
  },
  {
    slug: 'community',
    from: '#fde68a',
    to: '#bbf7d0',
    accent: '#16a34a',
    motif: Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4
      const colors = ['#16a34a', '#f97316', '#0ea5e9', '#db2777']
      return circle(
        Number((600 + Math.cos(a) * 170).toFixed(0)),
        Number((340 + Math.sin(a) * 170).toFixed(0)),
        46,
        colors[i % 4],
        0.7,
      )
    }).join(''),
  },
]

export function bannerSvg(b: Banner): string {
  return `${[
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675" role="img" aria-hidden="true">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient></defs>`,
    `<rect width="1200" height="675" fill="url(#g)"/>`,
    circle(120, 110, 190, '#fff', 0.18),
    circle(1090, 600, 240, b.accent, 0.12),
    circle(1040, 90, 70, '#fff', 0.25),
    b.motif,
    '</svg>',
  ].join('')}\n`
}

function main() {
  const providersDir = path.join(root, 'public/demo/providers')
  const eventsDir = path.join(root, 'public/demo/events')
  mkdirSync(providersDir, { recursive: true })
  mkdirSync(eventsDir, { recursive: true })
  for (const p of PORTRAITS) writeFileSync(path.join(providersDir, `${p.slug}.svg`), portraitSvg(p))
  for (const b of BANNERS) writeFileSync(path.join(eventsDir, `${b.slug}.svg`), bannerSvg(b))
  console.log(`wrote ${PORTRAITS.length} portraits and ${BANNERS.length} banners`)
}

main()
