// Runs as a protected page's HTML is parsed, before any module: asks GET /api/me at once, so the answer is on its
// way while the page's code loads instead of after it (src/api/earlySession.ts hands it to the client's first
// GET /api/me). The API's address is the script's data-api attribute: the hash that allows the script is of its
// text only. The request is the client's own read: cookies, no redirect followed, only `Accept: application/json` (no
// CORS preflight to a cross-origin API), and the client's deadline (5 s, counted from here: an answer later than that
// is a timeout, as the client's own would be).
(function () {
  try {
    var api = document.currentScript.getAttribute('data-api').replace(/\/+$/, '');
    var answer = fetch(api + '/api/me', {
      credentials: 'include',
      redirect: 'manual',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
    answer.catch(function () {
      // the client reads the failure when it takes the answer
    });
    window.portalEarlySession = { url: api + '/api/me', answer: answer };
  } catch {
    // no early answer: the client asks as usual
  }
})();
