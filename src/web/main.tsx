import '@fontsource-variable/inter'
import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { preloadSignedInShell } from './components/layout/signed-in-shell'
import { authKeys, readEmbeddedSession } from './lib/auth'
import { prefetchOnIntent } from './lib/prefetch-on-intent'
import { publicConfigKey, readEmbeddedConfig } from './lib/public-config'
import { queryClient } from './lib/query-client'
import { preloadPage } from './routes'

const root = document.getElementById('root')
if (root) {
  // The first render waits for the page's own chunk (already on its way when the HTML named it): rendered without
  // it, the page would show the skeleton for at least 300 ms (decision S13). If the chunk fails to arrive, the app
  // renders anyway and the page shows its error card with "Try again" (S14).
  // The HTML names the session's user: the first render draws the signed-in frame (sidebar, account menu), whose
  // chunks the HTML also named, instead of the visitor's frame that shifts when the session arrives (issue 26.5).
  const user = readEmbeddedSession()
  if (user !== undefined) queryClient.setQueryData(authKeys.user, user)
  const config = readEmbeddedConfig()
  if (config) queryClient.setQueryData(publicConfigKey, config)
  Promise.all([preloadPage(window.location.pathname), preloadSignedInShell(user?.role ?? null)])
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
