import type * as React from 'react'
import { Skeleton } from '../../components/ui/skeleton'
import { usePublicConfig } from '../../lib/public-config'
import { useDocumentTitle } from '../../lib/use-document-title'

/** Readable long-form text: headings, paragraphs and lists styled without a typography plugin. */
export function StaticPage({
  title,
  intro,
  updated,
  children,
}: {
  title: string
  intro?: React.ReactNode
  updated?: string
  children: React.ReactNode
}) {
  useDocumentTitle(title)
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <header className="mb-8 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {updated && <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>}
        {intro && <p className="mt-4 text-lg text-muted-foreground">{intro}</p>}
      </header>
      <div className="space-y-4 leading-7 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-10 [&_h2]:scroll-mt-20 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  )
}

/** An operator-configured address or link; a skeleton while /api/config loads, a plain fallback if it fails. */
export function ConfigValue({
  pick,
  render,
  fallback,
}: {
  pick: (links: NonNullable<ReturnType<typeof usePublicConfig>['data']>['links']) => string
  render: (value: string) => React.ReactNode
  fallback: React.ReactNode
}) {
  const { data, isLoading, isError } = usePublicConfig()
  if (isLoading) return <Skeleton className="inline-block h-5 w-48 align-middle" />
  if (isError || !data) return <>{fallback}</>
  return <>{render(pick(data.links))}</>
}
