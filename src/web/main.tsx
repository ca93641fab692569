import '@fontsource-variable/inter'
import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { prefetchOnIntent } from './lib/prefetch-on-intent'
import { preloadPage } from './routes'

const root = document.getElementById('root')
if (root) {
  // The first render waits for the page's own chunk (already on its way when the HTML named it): rendered without
  // it, the page would show the skeleton for at least 300 ms (decision S13). If the chunk fails to arrive, the app
  // renders anyway and the page shows its error card with "Try again" (S14).
  preloadPage(window.location.pathname)
    .catch(() => {})
    .then(() => prefetchOnIntent(document, preloadPage))
    .then(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    )
}
