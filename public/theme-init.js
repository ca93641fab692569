// Applied before first paint so a dark-theme reload never flashes light (an external file: the CSP forbids inline script).
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark')
} catch (_) {}
