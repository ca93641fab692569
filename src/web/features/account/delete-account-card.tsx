import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { TextInputField } from '../../components/text-input-field'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiRequest } from '../../lib/api'
import { authKeys } from '../../lib/auth'

/** Settings → Delete Account: what happens, then the password to confirm it (issue 33). */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const qc = useQueryClient()
  const [, navigate] = useLocation()

  async function confirm(e: React.FormEvent) {
    e.preventDefault()
    setPending(true)
    setError(undefined)
    try {
      await apiRequest('POST', '/api/account/delete', { password })
      setOpen(false)
      qc.clear()
      qc.setQueryData(authKeys.user, null)
      navigate('/')
      toast({ title: 'Your account was deleted', description: 'You are signed out everywhere. Take care.' })
    } catch (err) {
      const field = err instanceof ApiError ? err.body?.errors?.find((x) => x.path === 'password') : undefined
      if (field) setError(field.message)
      else
        toast({
          title: 'Error',
          description: err instanceof ApiError ? err.userMessage : 'We could not delete your account',
          variant: 'destructive',
        })
    } finally {
      setPending(false)
    }
  }

  return (
    <Card className="mt-6 border-destructive/40" data-testid="delete-account-card">
      <CardHeader>
        <CardTitle>Delete Account</CardTitle>
        <CardDescription>
          Signs you out everywhere and erases your name, email, phone and preferences. Upcoming registrations
          are cancelled (paid ones refunded by our cancellation policy). Records of past registrations and
          payments are kept for up to 7 years without your name, as the privacy policy explains.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete My Account
        </Button>
      </CardContent>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <form onSubmit={confirm} noValidate className="grid gap-4">
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account?</AlertDialogTitle>
              <AlertDialogDescription>
                This cannot be undone. Enter your password to confirm. (If you sign in through your
                organization, leave it empty: you must have signed in within the last 10 minutes.)
              </AlertDialogDescription>
            </AlertDialogHeader>
            <TextInputField
              id="delete-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={error}
            />
            <AlertDialogFooter>
              <AlertDialogCancel type="button">Keep My Account</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={pending}>
                {pending ? 'Deleting…' : 'Delete Forever'}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  )
}
