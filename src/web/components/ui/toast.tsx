import * as ToastPrimitive from '@radix-ui/react-toast'
import { cva, type VariantProps } from 'class-variance-authority'
import { XIcon } from 'lucide-react'
import type * as React from 'react'
import { cn } from '../../lib/utils'

/** Spec §9: 5000 ms by default, swipe right with a 50 px threshold; F8 (Radix's default hotkey) focuses the viewport. */
export const ToastProvider = (props: React.ComponentProps<typeof ToastPrimitive.Provider>) => (
  <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} {...props} />
)

export const ToastViewport = ({ className, ...p }: React.ComponentProps<typeof ToastPrimitive.Viewport>) => (
  <ToastPrimitive.Viewport
    className={cn(
      'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]',
      className,
    )}
    {...p}
  />
)

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
  {
    variants: {
      variant: {
        default: 'border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
        success: 'border-success/50 bg-background text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)
export type ToastVariant = VariantProps<typeof toastVariants>['variant']

export const Toast = ({
  className,
  variant,
  ...p
}: React.ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) => (
  <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...p} />
)
export const ToastTitle = ({ className, ...p }: React.ComponentProps<typeof ToastPrimitive.Title>) => (
  <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...p} />
)
export const ToastDescription = ({
  className,
  ...p
}: React.ComponentProps<typeof ToastPrimitive.Description>) => (
  <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...p} />
)
export const ToastAction = ({ className, ...p }: React.ComponentProps<typeof ToastPrimitive.Action>) => (
  <ToastPrimitive.Action
    className={cn(
      'inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
      className,
    )}
    {...p}
  />
)
export const ToastClose = ({ className, ...p }: React.ComponentProps<typeof ToastPrimitive.Close>) => (
  <ToastPrimitive.Close
    className={cn(
      'absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2',
      className,
    )}
    aria-label="Close"
    {...p}
  >
    <XIcon className="size-4" />
  </ToastPrimitive.Close>
)
