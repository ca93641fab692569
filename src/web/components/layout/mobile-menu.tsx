import { useAuth } from '../../lib/auth'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet'
import { HeaderLinks } from './header-links'
import { SignInButtons } from './sign-in-buttons'

/** The header's links as a sheet below 768 px (lazy: loaded on the first tap of the menu button). */
export default function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (o: boolean) => void
}) {
  const { isAuthenticated } = useAuth()
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-[18rem] p-4 pt-12">
        <SheetTitle className="px-3 text-base font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site pages</SheetDescription>
        <nav aria-label="Mobile" className="mt-2">
          <HeaderLinks className="flex flex-col gap-1" onNavigate={close} />
        </nav>
        {!isAuthenticated && (
          <div className="mt-4 flex flex-col gap-2 border-t pt-4">
            <SignInButtons stacked />
          </div>
        )}
      </SheetContent>
    </Sheet>
  )
}
