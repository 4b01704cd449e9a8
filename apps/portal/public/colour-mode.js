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
})();
