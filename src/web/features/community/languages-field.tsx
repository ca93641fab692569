import { LANGUAGES } from '../../../domain/event-rules'
import { Checkbox } from '../../components/ui/checkbox'
import { Label } from '../../components/ui/label'

/** The event form's list of languages as checkboxes: typed names ("english") could never match it. */
export function LanguagesField(props: {
  id: string
  label: string
  chosen: readonly string[]
  onChange: (languages: string[]) => void
  error?: string
}) {
  const { id } = props
  const chosen = new Set(props.chosen)
  const toggle = (lang: string, on: boolean) =>
    props.onChange(LANGUAGES.filter((l) => (l === lang ? on : chosen.has(l))))
  return (
    <fieldset
      className="space-y-2"
      aria-invalid={!!props.error}
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-medium">{props.label}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {LANGUAGES.map((lang) => (
          <div key={lang} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${lang}`}
              checked={chosen.has(lang)}
              onCheckedChange={(c) => toggle(lang, c === true)}
            />
            <Label htmlFor={`${id}-${lang}`} className="font-normal">
              {lang}
            </Label>
          </div>
        ))}
      </div>
      {props.error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {props.error}
        </p>
      )}
    </fieldset>
  )
}
