import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { useDocumentTitle } from '../../lib/use-document-title'

export default function HomePage() {
  useDocumentTitle('Home')
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        Support for Every Step of Your Journey
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
        Live online classes, workshops and support circles on pregnancy, postpartum recovery, feeding, infant
        care and family wellbeing, led by trusted care providers.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/events">Browse Events</Link>
        </Button>
      </div>
    </section>
  )
}
