/* global document, window */
// The page's own script: it hears the widgets' events (they are composed, so they leave the shadow roots).
const list = document.getElementById('events');
for (const name of ['portal:login', 'portal:logout', 'portal:topup']) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.textContent = `${name} ${JSON.stringify(event.detail)}`;
    list?.append(item);
  });
}
document.getElementById('download')?.addEventListener('click', () => {
  window.location.hash = 'tai-game';
});
