/**
 * The upload dialog: Uppy's own Dashboard, opened over the page for one upload field. Loaded only when an admin
 * opens it (a dynamic import from file-upload.tsx), with Uppy's stylesheet and our theme on top, so no other
 * page carries any of it. Its size (UPLOAD_DIALOG_WIDTH × UPLOAD_DIALOG_HEIGHT) is in upload-dashboard.css. Its constants are the spec's (admin.md §9): 750 × 550, thumbnails 280 px wide,
 * Uppy's breakpoints 576/700/900 px, Escape and a click outside close it, drag and drop onto it, a "?" on a
 * failed file, the 3 000 ms toast (set on the Uppy instance).
 */
import type { Uppy } from '@uppy/core'
import Dashboard from '@uppy/dashboard'
import Url from '@uppy/url'
import '@uppy/dashboard/css/style.min.css'
import '@uppy/url/css/style.min.css'
import './upload-dashboard.css'
import { UPLOAD_THUMBNAIL_WIDTH } from '../../../domain/uploads'
import type { UploadBody, UploadMeta } from './upload-engine'

type Uploader = Uppy<UploadMeta, UploadBody>

export interface DashboardOptions {
  /** The field's label, the dialog's title for screen readers. */
  label: string
  /** What the field accepts, shown under the drop area. */
  note?: string
  /** Meta fields the file must carry, edited from the file's card (a PDF's title). */
  metaFields?: { id: keyof UploadMeta; name: string; placeholder?: string }[]
}

const themeNow = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

/** This site's Companion (issue 25.2): files from a link are fetched by the server, never by the browser. */
const companionUrl = () => `${window.location.origin}/api/companion`

function linkSource(uppy: Uploader) {
  let url = uppy.getPlugin<Url<UploadMeta, UploadBody>>('Url')
  if (!url) {
    uppy.use(Url<UploadMeta, UploadBody>, { companionUrl: companionUrl() })
    url = uppy.getPlugin<Url<UploadMeta, UploadBody>>('Url')
  }
  return url
}

/** A pasted picture address (the banner field's hint): fetched through Companion and uploaded like any file. */
export async function fetchFromLink(uppy: Uploader, link: string) {
  const url = linkSource(uppy)
  uppy.cancelAll()
  // Url's addFile is what its own paste and drop handlers call; its type keeps it private.
  const source = url as unknown as { addFile(link: string): Promise<string | Error | undefined> } | undefined
  const added = await source?.addFile(link)
  if (typeof added !== 'string') return
  await uppy.upload()
}

/** Installs the Dashboard on the field's Uppy (once) and opens it; follows the app's light/dark switch. */
export function openUploadDashboard(uppy: Uploader, o: DashboardOptions) {
  linkSource(uppy)
  let dashboard = uppy.getPlugin<Dashboard<UploadMeta, UploadBody>>('Dashboard')
  if (!dashboard) {
    uppy.use(Dashboard<UploadMeta, UploadBody>, {
      inline: false,
      target: 'body',
      thumbnailWidth: UPLOAD_THUMBNAIL_WIDTH,
      theme: themeNow(),
      closeModalOnClickOutside: true,
      disablePageScrollWhenModalOpen: true,
      animateOpenClose: false,
      browserBackButtonClose: false,
      proudlyDisplayPoweredByUppy: false,
      showRemoveButtonAfterComplete: true,
      note: o.note ?? null,
      metaFields: o.metaFields ?? [],
      // The "Link" tab: a picture or PDF from another site's address.
      plugins: ['Url'],
      locale: { strings: { dashboardTitle: o.label, dashboardWindowTitle: `${o.label}: upload dialog` } },
    })
    dashboard = uppy.getPlugin<Dashboard<UploadMeta, UploadBody>>('Dashboard')
    // The app's theme switch sets a class on <html>: the open dialog follows it.
    const observer = new MutationObserver(() => dashboard?.setOptions({ theme: themeNow() }))
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
    const uninstall = dashboard?.uninstall.bind(dashboard)
    if (dashboard && uninstall)
      dashboard.uninstall = () => {
        observer.disconnect()
        uninstall()
      }
  } else {
    dashboard.setOptions({ theme: themeNow() })
  }
  // A finished file is cleared so the next one can be chosen (one file per field).
  const finished = uppy
    .getFiles()
    .filter((f) => f.progress.uploadComplete || (f.error && !f.missingRequiredMetaFields?.length))
  if (finished.length === uppy.getFiles().length && finished.length) uppy.cancelAll()
  const opened = dashboard?.openModal()
  // Uppy names its outer box; the element with role="dialog" gets the same name, for screen readers.
  const inner = dashboard?.el?.querySelector('.uppy-Dashboard-inner')
  inner?.setAttribute('aria-label', `${o.label}: upload dialog`)
  inner?.setAttribute('aria-modal', 'true')
  return opened
}
