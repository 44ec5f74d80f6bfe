import { createHash } from 'node:crypto';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ResponseStatusContext, UiProvider } from '@forwarder/ui';
import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './bootstrap';
import { mergeClassRulesOnce } from './merge-class-rules';
import { serverStateElement } from './server-state';
import { createStyleCache, STYLE_CACHE_KEY } from './style-cache';

export interface ServerRenderOptions {
  /** The app's route tree, as the browser builds it (same loaders, same lazy pages). */
  routes: RouteObject[];
  queryClient: QueryClient;
  /** The page's absolute URL (the router reads path and query from it). */
  url: string;
  /** Called after the loaders ran, right before rendering (the app activates the request's language here). */
  beforeRender?: () => void;
}

export type ServerRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 200, 404 for a page that rendered the not-found view (or matched no route), 500 for an error view. */
      status: number;
      /** `<title>`, `<meta>` and `<link>` elements the page rendered, and its styles: for the document's head. */
      head: string;
      /** The HTML of `#root`. */
      body: string;
      /** The query cache in its `<script type="application/json" id="ssr-state">` element, for the end of `#root`. */
      stateElement: string;
    };

// React renders hoistable elements (title, meta, link) ahead of the rest when it renders a fragment of a document;
// they are taken off the front of the output and put into the head, where React in the browser finds them again.
const LEADING_HEAD_ELEMENT = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/** Splits React's output into the leading head elements and the body. */
export function splitHead(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = LEADING_HEAD_ELEMENT.exec(rest); match; match = LEADING_HEAD_ELEMENT.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * Renders one page of an app on the server: runs the route loaders (they fill the query cache and load the language),
 * then renders the same providers the browser hydrates, with a static router. Never reads a session: the HTML may be
 * shared by every visitor.
 */
export async function renderOnServer({ routes, queryClient, url, beforeRender }: ServerRenderOptions): Promise<ServerRenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const status = { code: context.statusCode >= 400 ? context.statusCode : 200 };
  // The not-found and error views report while rendering; the highest status wins (an error over a not-found).
  const report = (code: number) => {
    if (code > status.code) status.code = code;
  };
  beforeRender?.();
  const styles = styleCollector();
  const html = renderToString(
    <ResponseStatusContext.Provider value={report}>
      <AppProviders queryClient={queryClient} styleCache={styles}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </ResponseStatusContext.Provider>,
  );
  const { head, body } = splitHead(html);
  return { kind: 'page', status: status.code, head: head + styleElements(styles), body, stateElement: serverStateElement(queryClient) };
}

// Emotion (Chakra) writes a <style> before every styled element when it renders on a server; a page of the site has
// a hundred of them, and each one makes the browser recompute the styles of what it has parsed so far. A cache in
// "compat" mode collects the rules instead, and they go into the head as one element. Its `data-emotion` attribute
// lists the rules' names, so Emotion in the browser knows them as inserted and hydration adds none.
function styleCollector(): EmotionCache {
  const cache = createStyleCache();
  cache.compat = true;
  return cache;
}

/** A stylesheet every page links to, served by the server at `path` for as long as this build runs. */
export interface SharedStylesheet {
  /** `/assets/global-<hash of css>.css`: a new content, a new address (cached for a year, never revalidated). */
  path: string;
  css: string;
  /** The markup every page carries for it: the link, then the empty element Emotion adopts in the browser. */
  linked: string;
  /**
   * The same style written into the page, for a visitor who has not loaded the sheet yet: a first page that waits for
   * one more render-blocking request paints late (docs/decisions.md, "Issue 28: the global sheet inline on a first
   * visit"); the prefetch puts the sheet in the browser's cache for the next page, at the lowest priority.
   */
  inline: string;
}

interface GlobalStyles extends SharedStylesheet {
  /** Emotion's name of the global style (the hash of its source). */
  name: string;
}

let globalStyles: GlobalStyles | null | undefined;

/**
 * Chakra's global style (its reset, layers and every design token as a CSS variable: ~49 KB, the same on every page
 * and in every language), rendered once per process by the provider alone. Each page links it instead of carrying it:
 * a visitor's browser loads it once for the whole site. Null if the provider rendered no global style.
 */
function globalStylesheet(): GlobalStyles | null {
  if (globalStyles !== undefined) return globalStyles;
  const cache = styleCollector();
  renderToString(
    <CacheProvider value={cache}>
      <UiProvider>{null}</UiProvider>
    </CacheProvider>,
  );
  // Beside it the provider inserts two tiny ones (the layers' order, an empty one): they stay inline.
  let largest: [string, string] | null = null;
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css === 'string' && css.length > (largest?.[1].length ?? 0)) largest = [name, css];
  }
  if (!largest) return (globalStyles = null);
  const [name, css] = largest;
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 16);
  const path = `/assets/global-${hash}.css`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- markup, not UI text
  const element = (rules: string) => `<style data-emotion="${STYLE_CACHE_KEY}-global ${name}">${rules}</style>`;
  return (globalStyles = {
    name,
    css,
    path,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- markup, not UI text
    linked: `<link rel="stylesheet" href="${path}">${element('')}`,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- markup, not UI text
    inline: `${element(escapeStyle(css))}<link rel="prefetch" href="${path}" as="style">`,
  });
}

/** The stylesheets the pages link to, for the server to serve (see `globalStylesheet`). */
export function sharedStylesheets(): SharedStylesheet[] {
  const global = globalStylesheet();
  return global ? [{ path: global.path, css: global.css, linked: global.linked, inline: global.inline }] : [];
}

/**
 * The collected rules as elements in the order the page inserted them: each global style (Chakra's reset, layers and
 * tokens) as an element named as Emotion's `Global` looks for it in the browser (so it is adopted, not inserted and
 * computed a second time) — empty after a link to the shared stylesheet when the rules are that sheet's, else holding
 * them — then every class rule in one element, rules repeated by several classes written once (`mergeClassRulesOnce`).
 */
function styleElements(cache: EmotionCache): string {
  const shared = globalStylesheet();
  const classNames: string[] = [];
  let classRules = '';
  let globals = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (rules.includes(`.${STYLE_CACHE_KEY}-${name}`)) {
      classNames.push(name);
      classRules += rules;
    } else if (shared && name === shared.name && rules === shared.css) {
      globals += shared.linked;
    } else {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- markup, not UI text
      globals += `<style data-emotion="${STYLE_CACHE_KEY}-global ${name}">${escapeStyle(rules)}</style>`;
    }
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- markup, not UI text
  return globals + (classNames.length ? `<style data-emotion="${STYLE_CACHE_KEY} ${classNames.join(' ')}">${escapeStyle(mergeClassRulesOnce(classRules))}</style>` : '');
}

/** `</style` inside a rule (a `content` string) would end the element early: written as CSS's escape instead. */
function escapeStyle(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}
