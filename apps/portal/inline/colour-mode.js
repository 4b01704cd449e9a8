// Runs before first paint: applies the player's stored colour mode (dark by default) to <html>,
// so the page never flashes the wrong scheme. Keep in step with packages/widgets/src/theme/colourMode.ts.
(function () {
  var mode = 'dark';
  try {
    var stored = window.localStorage.getItem('portal-colour-mode');
    if (stored === 'dark' || stored === 'light' || stored === 'system') mode = stored;
  } catch {
    // storage refused: keep the default
  }
  if (mode === 'system') {
    mode = window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  }
  document.documentElement.setAttribute('data-colour-mode', mode);
  // A pre-rendered page's portal root says the build's default (dark): it takes the player's mode as
  // soon as it is parsed, before it paints. Hydration then starts from the default and updates to it.
  if (typeof MutationObserver === 'undefined') return;
  var observer = new MutationObserver(function () {
    var root = document.querySelector('#root > [data-portal-root]');
    if (!root) return;
    root.setAttribute('data-colour-mode', mode);
    observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', function () {
    observer.disconnect();
  });
})();
