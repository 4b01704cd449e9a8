// Loads a pre-rendered page's code once its HTML has painted (issue 18): the page, its inline styles and its font
// come first on a phone's slow link, and the first paint never waits for the scripts nor shares the link with them.
// Until that code runs, a form the player sends is held for it.
// The page's module scripts (in their order: the entry's first imports, then the entry) and the chunks they import
// are this script's data-scripts and data-preload attributes: the hash that allows the script is of its text only.
(function (script) {
  var loaded = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function list(name) {
    return (script.getAttribute(name) || '').split(' ').filter(Boolean);
  }
  function load() {
    if (loaded) return;
    loaded = true;
    // The first bundle's scripts first: the page's own chunks run after them, and on a phone's link what is asked
    // first is served first.
    list('data-scripts').forEach(function (src) {
      add('script', { type: 'module', crossorigin: '', src: src });
    });
    list('data-preload').forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
  }
  // The browser never sends a form itself (to the page's own address with its fields, a password among them, in
  // the URL): the portal's forms are all sent by its code. One sent before that code has taken the page over is held.
  var held = null;
  var released = false;
  document.addEventListener(
    'submit',
    function (event) {
      event.preventDefault();
      if (!released) held = { form: event.target, submitter: event.submitter || null };
    },
    true,
  );
  // Called by the page's code once it has hydrated the page (src/main.tsx). What the player typed before goes to the
  // forms' state as typed: hydration keeps it on screen, but a controlled field's state is its defaultValue; React's
  // record of the value is set to that first, the typed text put back past it, and an input event tells React. Then
  // the form sent before is sent again, by the code, after a frame (the forms' state holds the typed text by then).
  window.portalTakeOver = function (root) {
    if (released) return;
    released = true;
    var setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    root.querySelectorAll('input').forEach(function (input) {
      var typed = input.value;
      if (typed === input.defaultValue || /^(checkbox|radio)$/.test(input.type)) return;
      input.value = input.defaultValue;
      setValue.call(input, typed);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    var sent = held;
    held = null;
    if (!sent) return;
    requestAnimationFrame(function () {
      var form = sent.form;
      if (form.isConnected)
        form.requestSubmit(form.contains(sent.submitter) ? sent.submitter : null);
    });
  };
  // A page opened in the background paints nothing: its code loads at once.
  if (document.visibilityState === 'hidden') return load();
  try {
    new PerformanceObserver(function (entries, observer) {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // a browser that reports no paint: after the first frame
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  // Whatever the browser reports, the page's code never waits longer than a second.
  setTimeout(load, 1000);
})(document.currentScript);
