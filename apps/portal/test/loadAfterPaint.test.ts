import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAfterPaint, loaderScript } from '../scripts/loadAfterPaint.mjs';

const page = [
  '<!doctype html>',
  '<html>',
  '  <head>',
  '    <title>Thẻ cào</title>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">',
  '    <style>body{color:red}</style>',
  '    <link rel="preload" as="font" type="font/woff2" href="/assets/font-400.woff2" crossorigin="">',
  '    <link rel="modulepreload" crossorigin href="/assets/route-money-3.js">',
  '  </head>',
  '  <body><div id="root"><h1>Thẻ cào</h1></div></body>',
  '</html>',
].join('\n');

describe('loadAfterPaint (the build step)', () => {
  const built = loadAfterPaint(page);

  it("takes the page's module script and modulepreloads out of its HTML", () => {
    expect(built).not.toContain('<script type="module"');
    expect(built).not.toContain('rel="modulepreload"');
  });

  it('names them, in their order, in the data attributes of the loader at the end of the head', () => {
    expect(built).toContain(
      '<script data-scripts="/assets/index-1.js" data-preload="/assets/vendor-2.js /assets/route-money-3.js">' +
        `${loaderScript.code}</script>\n  </head>`,
    );
  });

  it('keeps everything else: the inline style, the font preload, the pre-rendered body', () => {
    expect(built).toContain('<style>body{color:red}</style>');
    expect(built).toContain('href="/assets/font-400.woff2"');
    expect(built).toContain('<div id="root"><h1>Thẻ cào</h1></div>');
  });

  it('names every module script Vite wrote, in their order (the chunks an entry of imports only imports)', () => {
    const split = page.replace(
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      [
        '    <script type="module" crossorigin src="/assets/runtime-5.js"></script>',
        '    <script type="module" crossorigin src="/assets/react-6.js"></script>',
        '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      ].join('\n'),
    );
    const loaded = loadAfterPaint(split);
    expect(loaded).not.toContain('<script type="module"');
    expect(loaded).toContain(
      '<script data-scripts="/assets/runtime-5.js /assets/react-6.js /assets/index-1.js" ' +
        'data-preload="/assets/vendor-2.js /assets/route-money-3.js">',
    );
  });

  it('leaves a page without a module script as it is', () => {
    const plain = '<html><head><title>x</title>\n  </head><body></body></html>';
    expect(loadAfterPaint(plain)).toBe(plain);
  });

  it('leaves a page with nothing to paint before its code runs (an empty root) as it is', () => {
    const empty = page.replace('<div id="root"><h1>Thẻ cào</h1></div>', '<div id="root"></div>');
    expect(loadAfterPaint(empty)).toBe(empty);
  });
});

/** Runs the loader as the browser would, as the current script of a page whose head holds it. */
function runLoader(attributes: Record<string, string>): void {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  // The loader's own text, run as an inline script runs: the hash that allows it is of exactly this text.
  new Function(loaderScript.code)();
}

const added = () =>
  [...document.head.querySelectorAll('link, script[src]')].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.type} ${element.getAttribute('src')}`
      : `link ${element.getAttribute('rel')} ${element.getAttribute('as') ?? ''} ${element.getAttribute('href')}`.replace(
          '  ',
          ' ',
        ),
  );

/** A browser's paint reports: `paint(name)` delivers an entry to the loader's observer, as Chrome does. */
function paintReports() {
  const observers: { callback: PerformanceObserverCallback; observer: PerformanceObserver }[] = [];
  class FakeObserver {
    constructor(callback: PerformanceObserverCallback) {
      observers.push({ callback, observer: this as unknown as PerformanceObserver });
    }
    observe = vi.fn();
    disconnect = vi.fn(() => {
      observers.splice(
        observers.findIndex(
          ({ observer }) => observer === (this as unknown as PerformanceObserver),
        ),
        1,
      );
    });
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observers,
    paint(name: string) {
      const list = {
        getEntriesByName: (wanted: string) => (wanted === name ? [{ name, startTime: 1 }] : []),
      } as unknown as PerformanceObserverEntryList;
      for (const { callback, observer } of [...observers]) callback(list, observer);
    },
  };
}

describe('the loader (inline/load-after-paint.js)', () => {
  const attributes = {
    'data-scripts': '/assets/react-0.js /assets/index-1.js',
    'data-preload': '/assets/vendor-2.js /assets/route-money-3.js',
  };
  // In the order asked: the first bundle's scripts, then the page's chunks.
  const everything = [
    'script module /assets/react-0.js',
    'script module /assets/index-1.js',
    'link modulepreload /assets/vendor-2.js',
    'link modulepreload /assets/route-money-3.js',
  ];

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.head.replaceChildren();
  });

  it('adds nothing until the first contentful paint is reported, then the preloads and the entry, once', () => {
    vi.useFakeTimers();
    const reports = paintReports();
    runLoader(attributes);
    expect(added()).toEqual([]);
    reports.paint('first-paint');
    expect(added()).toEqual([]);
    reports.paint('first-contentful-paint');
    expect(added()).toEqual(everything);
    expect(reports.observers).toEqual([]);
    vi.runAllTimers();
    expect(added()).toEqual(everything);
    // As Vite's own tags: fetched in CORS mode, so each preload is the one the module graph uses.
    const entry = document.head.querySelector<HTMLScriptElement>('script[src]')!;
    expect(entry.getAttribute('crossorigin')).toBe('');
  });

  it('loads after a second when no paint is reported', () => {
    vi.useFakeTimers();
    paintReports();
    runLoader(attributes);
    vi.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(everything);
  });

  it('in a browser that reports no paint, loads after the first frame', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    runLoader(attributes);
    vi.advanceTimersByTime(10);
    expect(added()).toEqual([]);
    frame!(0);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(everything);
  });

  it('loads at once in a page opened in the background, which paints no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const reports = paintReports();
    runLoader({ 'data-scripts': '/assets/index-1.js', 'data-preload': '' });
    expect(reports.observers).toEqual([]);
    expect(added()).toEqual(['script module /assets/index-1.js']);
  });
});

describe('a form sent before the code runs (the loader holds it; portalTakeOver sends it again)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.replaceChildren();
    document.body.replaceChildren();
    window.portalTakeOver = undefined;
  });

  /** A pre-rendered login form and its submit button. */
  function loginForm() {
    document.body.innerHTML =
      '<form id="login"><input name="username" value="hiepkhach"><input name="password" type="password" value="x">' +
      '<button type="submit" name="go">Đăng nhập</button></form>';
    const form = document.querySelector('form')!;
    return { form, button: form.querySelector('button')! };
  }

  it('is never sent by the browser, and is sent once by the code once it has taken over', () => {
    paintReports();
    runLoader({ 'data-scripts': '/assets/index-1.js', 'data-preload': '' });
    const { form, button } = loginForm();
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const prevented: boolean[] = [];
    // The browser's own sending is what a submit event not prevented leads to.
    document.addEventListener('submit', (event) => prevented.push(event.defaultPrevented));
    button.click();
    expect(prevented).toEqual([true]);

    // The code runs: its handler now sends the form (and, as React's do, prevents the browser's own sending).
    const sentByCode = vi.fn();
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sentByCode((event as SubmitEvent).submitter);
    });
    window.portalTakeOver!(document.body);
    expect(sentByCode).not.toHaveBeenCalled();
    frame!(0);
    expect(sentByCode).toHaveBeenCalledTimes(1);
    expect(sentByCode).toHaveBeenCalledWith(button);
    // Taken over: later submits are the code's alone, none held, none sent again.
    button.click();
    window.portalTakeOver!(document.body);
    expect(sentByCode).toHaveBeenCalledTimes(2);
    expect(prevented.every((done) => done)).toBe(true);
  });

  it('sends nothing again when nothing was held, or when the form is gone', () => {
    paintReports();
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    runLoader({ 'data-scripts': '/assets/index-1.js', 'data-preload': '' });
    window.portalTakeOver!(document.body);
    expect(frame).not.toHaveBeenCalled();

    runLoader({ 'data-scripts': '/assets/index-1.js', 'data-preload': '' });
    const { form, button } = loginForm();
    button.click();
    const sentByCode = vi.fn();
    form.addEventListener('submit', sentByCode);
    form.remove();
    window.portalTakeOver!(document.body);
    expect(frame).toHaveBeenCalledTimes(1);
    expect(sentByCode).not.toHaveBeenCalled();
  });
});
