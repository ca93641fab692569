import { AlertCircle } from 'lucide-react'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { useDocumentTitle } from '../../lib/use-document-title'

/** Spec §2: the title and the router hint as written; below them, the two ways on a lost visitor most needs. */
export default function NotFoundPage() {
  useDocumentTitle('Page Not Found')
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <p className="mt-2 text-sm">
            This address leads nowhere. Find a session, or start again from the home page.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild>
              <Link href="/events">Browse Events</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/">Back to Home</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  )
}
