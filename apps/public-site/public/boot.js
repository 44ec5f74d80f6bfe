// The public site's scripts, for a page the server rendered: the page is readable without them, so they are fetched
// only once it has painted, and the first bytes of a slow connection go to the page and its pictures. The server puts
// this file in place of the build's module script (apps/api-server/src/http/server-rendering/page-document.ts) and
// names the entry and its chunks in data attributes.
const boot = document.querySelector('script[data-entry]');
let started = false;

function start() {
  if (started || !boot) return;
  started = true;
  for (const href of (boot.dataset.preload || '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(boot.dataset.entry);
}

// "Painted" means the first contentful frame reached the screen, not that the main thread painted it: Chrome's
// compositor waits for the main thread before it draws a page's first frame, so scripts started right after the main
// thread's paint (one animation frame) could hold the page blank for the whole of their evaluation (measured: text
// painted at 0.2 s showed at 1.2–2.3 s in 3 of 4 Lighthouse runs). The paint timing entry is stamped when the frame
// is presented. Where it is not supported, one animation frame is the best available signal.
function afterFirstContentfulPaint(callback) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return callback();
  if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    requestAnimationFrame(() => setTimeout(callback, 0));
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    setTimeout(callback, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

afterFirstContentfulPaint(start);
// A tab in the background paints no frames, so a timer starts the scripts there.
setTimeout(start, 1000);
