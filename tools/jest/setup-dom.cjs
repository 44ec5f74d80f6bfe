// Shared setup for DOM tests: jest-dom matchers and the browser APIs Chakra/Ark touch that
// jsdom does not implement.
require('@testing-library/jest-dom');

// App-level tests render the real router, whose lazy route chunks are transformed on first import: on a
// loaded 2-core CI machine that takes seconds, so wait for UI state longer than Testing Library's 1 s default.
require('@testing-library/react').configure({ asyncUtilTimeout: 8000 });

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
