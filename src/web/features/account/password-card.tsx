import { zodResolver } from '@hookform/resolvers/zod'
import { type Path, useForm } from 'react-hook-form'
import { type ChangePassword, ChangePasswordSchema } from '../../../domain/auth'
import { TextInputField } from '../../components/text-input-field'
import { Button } from '../../components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiRequest } from '../../lib/api'

const FIELDS: { name: Path<ChangePassword>; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password (at least 8 characters)', autoComplete: 'new-password' },
]

/** Settings → Password: the current one, then the new one; every other device is signed out. */
export function PasswordCard() {
  const form = useForm<ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiRequest('POST', '/api/auth/password', values)
      form.reset()
      toast({
        title: 'Password changed',
        description: "You're still signed in here; every other device was signed out.",
      })
    } catch (e) {
      const fieldErrors = e instanceof ApiError ? (e.body?.errors ?? []) : []
      for (const [i, fe] of fieldErrors.entries())
        form.setError(fe.path as Path<ChangePassword>, { message: fe.message }, { shouldFocus: i === 0 })
      if (fieldErrors.length === 0)
        toast({
          title: 'Error',
          description: e instanceof ApiError ? e.userMessage : 'Failed to change the password',
          variant: 'destructive',
        })
    }
  })

  return (
    <Card className="mt-6">
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>
            Changing it signs you out on every other device. Forgot it? Sign out and use "Forgot password?".
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {FIELDS.map((f) => (
            <TextInputField
              key={f.name}
              id={f.name}
              label={f.label}
              type="password"
              autoComplete={f.autoComplete}
              error={errors[f.name]?.message}
              {...form.register(f.name)}
            />
          ))}
        </CardContent>
        <CardFooter className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Changing…' : 'Change Password'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  )
}
