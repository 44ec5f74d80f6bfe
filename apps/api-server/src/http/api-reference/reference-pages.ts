import { escapeHtml } from '../html-shell';
import type { ReferenceAssets } from './reference-assets';

// The reference's two kinds of page. English only, like the contracts they show and Swagger UI itself: a developer's
// reference, not a page of the product (docs/decisions.md). No inline script or style: the site's CSP stays as is.

export const REFERENCE_PATH = '/api/docs';

export interface ContractSummary {
  /** The contract's folder name: `api-f`. */
  name: string;
  title: string;
  version: string;
  /** Its `info.summary` (one line; may be empty). */
  summary: string;
}

export const contractPagePath = (name: string): string => `${REFERENCE_PATH}/${name}`;
export const contractSpecPath = (name: string): string => `${REFERENCE_PATH}/${name}/openapi.yaml`;
const assetPath = (name: string): string => `${REFERENCE_PATH}/assets/${name}`;

function page(title: string, head: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    head,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
  ].join('\n');
}

const stylesheet = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}">`;

/** `/api/docs`: every contract with its links. */
export function indexPage(contracts: readonly ContractSummary[], assets: ReferenceAssets): string {
  const items = contracts
    .map(
      (c) =>
        `<li><a href="${contractPagePath(c.name)}">${escapeHtml(c.title)}</a>${c.version ? ` (${escapeHtml(c.version)})` : ''}` +
        (c.summary ? `<br>${escapeHtml(c.summary)}` : '') +
        `<br><a href="${contractSpecPath(c.name)}">OpenAPI document of ${escapeHtml(c.name)} (YAML)</a></li>`,
    )
    .join('\n');
  const body = `<main class="api-reference-index"><h1>API reference</h1><p>The contracts this server implements:</p><ul>${items}</ul></main>`;
  return page('API reference', stylesheet(assetPath(assets.css.name)), body);
}

/** `/api/docs/<name>`: one contract in Swagger UI, with links to the other references. */
export function contractPage(contract: ContractSummary, all: readonly ContractSummary[], assets: ReferenceAssets): string {
  const links = [`<a href="${REFERENCE_PATH}">All API references</a>`]
    .concat(all.filter((c) => c.name !== contract.name).map((c) => `<a href="${contractPagePath(c.name)}">${escapeHtml(c.title)}</a>`))
    .concat(`<a href="${contractSpecPath(contract.name)}">OpenAPI document (YAML)</a>`)
    .join('');
  const body =
    `<nav class="api-reference-nav" aria-label="API references">${links}</nav>` +
    `<div id="api-reference" data-spec-url="${contractSpecPath(contract.name)}"></div>` +
    `<script src="${assetPath(assets.bundle.name)}"></script>` +
    `<script src="${assetPath(assets.script.name)}"></script>`;
  return page(`${contract.title}: API reference`, stylesheet(assetPath(assets.swaggerCss.name)) + stylesheet(assetPath(assets.css.name)), body);
}
