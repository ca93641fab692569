import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'

const alertVariants = cva(
  'relative w-full rounded-lg border p-4 text-sm [&>svg]:absolute [&>svg]:left-4 [&>svg]:top-4 [&>svg~*]:pl-7',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground',
        destructive: 'border-destructive/50 text-destructive [&>svg]:text-destructive',
        warning: 'border-warning/60 bg-warning/10',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export const Alert = ({
  className,
  variant,
  ...p
}: React.ComponentProps<'div'> & VariantProps<typeof alertVariants>) => (
  <div role="alert" className={cn(alertVariants({ variant }), className)} {...p} />
)
export const AlertTitle = ({ className, ...p }: React.ComponentProps<'h5'>) => (
  <h5 className={cn('mb-1 font-medium leading-snug', className)} {...p} />
)
export const AlertDescription = ({ className, ...p }: React.ComponentProps<'div'>) => (
  <div className={cn('text-sm', className)} {...p} />
)
