import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** Emotion's key: the class names' prefix (`css-…`) and the `data-emotion` attribute the browser adopts. */
export const STYLE_CACHE_KEY = 'css';

// The few properties the browsers we build for (es2022: Chrome/Edge/Firefox ≥ 94, Safari ≥ 16) still want with a
// `-webkit-` twin (Safari: user-select, backdrop-filter before 18, text-size-adjust, mask-*, box-decoration-break).
const WEBKIT_TWIN = /^(?:user-select|backdrop-filter|text-size-adjust|box-decoration-break|mask(?:-[a-z-]+)?):/;

/**
 * In place of Emotion's default prefixer, which writes every flex, grid, transition and placeholder rule three or
 * four times for browsers a decade old (`display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;…`): a quarter
 * of a page's CSS. Only the declarations above get their `-webkit-` twin.
 */
const webkitTwins: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && WEBKIT_TWIN.test(element.value)) element.return = `-webkit-${element.value}${element.value}`;
};

// One array for every cache: Emotion keeps its server-side stylis cache per plugin list.
const STYLIS_PLUGINS = [webkitTwins];

/**
 * The Emotion cache of every app, in the browser and on the server alike: class names are hashes of the styles, so
 * both sides name a rule the same whatever the plugins, but only the same plugins write the same rules.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: STYLE_CACHE_KEY, stylisPlugins: STYLIS_PLUGINS });
}
