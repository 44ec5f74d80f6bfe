import type { FastifyInstance } from 'fastify';
import { stringify } from 'yaml';
import { NotFoundError } from '../../errors/app-errors';
import { sendCompressible, sendHtml } from '../html-response';
import { loadSpec } from '../openapi/spec';
import { referenceAssets } from './reference-assets';
import { contractPage, indexPage, REFERENCE_PATH, type ContractSummary } from './reference-pages';

/** A contract of the server's list: its name and the YAML the server validates against (CONTRACTS_DIR). */
export interface ReferencedContract {
  name: string;
  specFile: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and documents change with a release: a browser asks again, the ETag-less answer is small. */
const REVALIDATE = 'no-cache';

function summaryOf(contract: ReferencedContract, document: Record<string, unknown>): ContractSummary {
  const info = (document['info'] ?? {}) as Record<string, unknown>;
  const field = (key: string) => (typeof info[key] === 'string' ? (info[key] as string).trim() : '');
  return {
    name: contract.name,
    title: field('title') || contract.name,
    version: field('version'),
    // OpenAPI 3.1's one-line summary; the description (markdown, many paragraphs) is for the contract's own page.
    summary: field('summary'),
  };
}

/**
 * The contracts as a browsable reference (docs/deployment.md): `/api/docs` lists them, `/api/docs/<name>` shows one
 * in Swagger UI, `/api/docs/<name>/openapi.yaml` is its document as the server reads it. Public, both of them: a
 * contract documents calls, it grants none (every operation checks its caller), and the staff console's scripts,
 * which any visitor can download, name the same paths anyway (docs/decisions.md).
 */
export function installApiReference(app: FastifyInstance, contracts: readonly ReferencedContract[]): void {
  // Read on first use, then kept: the start-up of a process nobody reads the reference on does not pay for it.
  let documents: Promise<{ text: string; summary: ContractSummary }[]> | undefined;
  const load = () =>
    (documents ??= Promise.resolve(
      contracts.map((contract) => {
        // The document as the server reads it: one file, the shared enumerations (openapi/shared/) in place, so
        // Swagger UI, or a client generator given this address, needs nothing else. Texts keep their lines unfolded.
        const { document } = loadSpec(contract.specFile);
        return { text: stringify(document, { lineWidth: 0 }), summary: summaryOf(contract, document) };
      }),
    ));
  const documentOf = async (name: string) => {
    const found = (await load()).find((d) => d.summary.name === name);
    if (!found) throw new NotFoundError();
    return found;
  };

  for (const url of [REFERENCE_PATH, `${REFERENCE_PATH}/`]) {
    app.get(url, async (request, reply) => {
      const [all, assets] = await Promise.all([load(), referenceAssets()]);
      const html = indexPage(all.map((d) => d.summary), assets);
      return sendHtml(request, reply, { status: 200, html, headers: { 'cache-control': REVALIDATE } });
    });
  }
  app.get<{ Params: { name: string } }>(`${REFERENCE_PATH}/:name`, async (request, reply) => {
    const [document, all, assets] = await Promise.all([documentOf(request.params.name), load(), referenceAssets()]);
    const html = contractPage(document.summary, all.map((d) => d.summary), assets);
    return sendHtml(request, reply, { status: 200, html, headers: { 'cache-control': REVALIDATE } });
  });
  app.get<{ Params: { name: string } }>(`${REFERENCE_PATH}/:name/openapi.yaml`, async (request, reply) => {
    const { text } = await documentOf(request.params.name);
    return sendCompressible(request, reply, { status: 200, body: text, type: 'application/yaml; charset=utf-8', headers: { 'cache-control': REVALIDATE } });
  });
  app.get<{ Params: { file: string } }>(`${REFERENCE_PATH}/assets/:file`, async (request, reply) => {
    const asset = (await referenceAssets()).byName.get(request.params.file);
    if (!asset) throw new NotFoundError();
    return sendCompressible(request, reply, {
      status: 200,
      body: asset.body,
      type: asset.type,
      headers: { 'cache-control': IMMUTABLE },
      compressed: (encoding) => asset.compressed[encoding],
    });
  });
}
