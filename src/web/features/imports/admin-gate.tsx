import { ShieldAlert } from 'lucide-react'
import type * as React from 'react'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { Card, CardContent } from '../../components/ui/card'
import { useAuth } from '../../lib/auth'

/** Import tools are admin only (admin.md §6); the server enforces it too. */
export function AdminGate({ children }: { children: React.ReactNode }) {
  const { role, isLoading } = useAuth()
  if (isLoading) return <PageSkeleton />
  if (role !== 'admin') {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Card>
          <CardContent className="pt-6">
            <div className="mb-2 flex items-center gap-2">
              <ShieldAlert className="size-6 text-destructive" aria-hidden="true" />
              <h1 className="text-xl font-bold">Access Denied</h1>
            </div>
            <p className="text-sm text-muted-foreground">You need admin permissions to import entries.</p>
          </CardContent>
        </Card>
      </div>
    )
  }
  return <>{children}</>
}
