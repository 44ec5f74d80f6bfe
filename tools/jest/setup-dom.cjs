// Shared setup for DOM tests: jest-dom matchers and the browser APIs Chakra/Ark touch that
// jsdom does not implement.
require('@testing-library/jest-dom');

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) {
    window.scrollTo = () => {};
  }
}
