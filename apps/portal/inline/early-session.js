// Runs as a protected page's HTML is parsed, before any module: asks GET /api/me at once, and when a session may exist
// (the hint the portal keeps in localStorage, named by data-hint) the page's own reads too (data-reads), so their
// answers are on their way while the page's code loads instead of after it (src/api/earlySession.ts hands each to
// the client's first GET of its URL). The API's address is the script's data-api attribute: the hash that allows the
// script is of its text only. Each request is the client's own read: cookies, no redirect followed, Laravel's XHR
// headers, and the client's deadline (5 s, counted from here: an answer later than that is a timeout, as the client's
// own would be).
(function () {
  try {
    var script = document.currentScript;
    var api = script.getAttribute('data-api').replace(/\/+$/, '');
    var mayHaveSession = true;
    try {
      mayHaveSession = window.localStorage.getItem(script.getAttribute('data-hint')) !== null;
    } catch {
      // storage refused: a session may exist, as the portal's own hint says then
    }
    var reads = (mayHaveSession && script.getAttribute('data-reads')) || '';
    var answers = {};
    ['/api/me'].concat(reads.split(' ').filter(Boolean)).forEach(function (path) {
      var answer = fetch(api + path, {
        credentials: 'include',
        redirect: 'manual',
        headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      }).then(function (response) {
        // Read at once: the deadline's abort would otherwise break a body the client reads after it (its code may
        // come later than 5 s on a slow phone). A redirect has no body to keep.
        if (response.type === 'opaqueredirect') return response;
        return response.arrayBuffer().then(function (body) {
          var empty = [204, 205, 304].indexOf(response.status) !== -1;
          return new Response(empty ? null : body, {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          });
        });
      });
      answer.catch(function () {
        // the client reads the failure when it takes the answer
      });
      answers[api + path] = answer;
    });
    window.portalEarlySession = { answers: answers };
  } catch {
    // no early answers: the client asks as usual
  }
})();
