import type * as React from 'react'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'

/** The narrow card every account page sits in (sign in, sign up, forgot and reset password). */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: React.ReactNode
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">{children}</CardContent>
      </Card>
    </div>
  )
}
