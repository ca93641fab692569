import '@fontsource-variable/inter'
import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { preloadPage } from './routes'

const root = document.getElementById('root')
if (root) {
  // The first render waits for the page's own chunk (already on its way when the HTML named it): rendered without
  // it, the page would show the skeleton for at least 300 ms (decision S13). A chunk that fails to arrive is fetched
  // again by the page, which then shows its error.
  preloadPage(window.location.pathname)
    .catch(() => {})
    .then(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    )
}
