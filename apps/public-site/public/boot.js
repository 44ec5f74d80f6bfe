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

// After the next frame has painted; a tab in the background paints no frames, so a timer starts it there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
