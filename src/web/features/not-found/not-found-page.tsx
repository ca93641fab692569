import { AlertCircle } from 'lucide-react'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { useDocumentTitle } from '../../lib/use-document-title'

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
          <Button asChild className="mt-6">
            <Link href="/">Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
