/** @jest-environment node */
import { Box } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { renderOnServer, sharedStylesheets } from './server-render';

beforeAll(() => i18n.loadAndActivate({ locale: 'zh-Hans', messages: {} }));

async function renderedHead(): Promise<string> {
  const result = await renderOnServer({
    routes: [{ path: '/', element: <Box display="flex" userSelect="none">内容</Box> }],
    queryClient: new QueryClient(),
    url: 'http://site.example/',
  });
  if (result.kind !== 'page') throw new Error(`a ${result.kind}, not a page`);
  return result.head;
}

describe("a server-rendered page's styles", () => {
  it("link Chakra's global style, served once for every page, and keep the element Emotion's Global adopts", async () => {
    const [sheet, ...others] = sharedStylesheets();
    expect(others).toEqual([]);
    expect(sheet?.path).toMatch(/^\/assets\/global-[\w-]{16}\.css$/);
    expect(sheet?.css).toContain('@layer reset');
    const head = await renderedHead();
    expect(head).toMatch(new RegExp(`<link rel="stylesheet" href="${sheet?.path}"><style data-emotion="css-global \\w+"></style>`));
    // The tokens are in the sheet only.
    expect(head).not.toContain((sheet?.css ?? '').slice(0, 300));
    expect(head).toContain(sheet?.linked);
  });

  it('offer the same style written in, for a first visit: the element Emotion adopts holds it, the sheet is prefetched', async () => {
    const [sheet] = sharedStylesheets();
    if (!sheet) throw new Error('no shared sheet');
    const head = (await renderedHead()).replace(sheet.linked, sheet.inline);
    expect(sheet.inline).toMatch(/^<style data-emotion="css-global \w+">/);
    expect(sheet.inline).toContain(`">${sheet.css}</style><link rel="prefetch" href="${sheet.path}" as="style">`);
    // The element Emotion's Global adopts keeps its name: the linked page's empty one, now holding the rules.
    expect(sheet.linked).toContain(sheet.inline.slice(0, sheet.inline.indexOf('>') + 1));
    expect(head).toContain(sheet.inline);
    expect(head).not.toContain('rel="stylesheet"');
  });

  it('carry no legacy vendor prefixes, only the -webkit- twins Safari still needs', async () => {
    const classRules = /<style data-emotion="css [^"]+">(.*?)<\/style>/.exec(await renderedHead())?.[1] ?? '';
    expect(classRules).toContain('display:flex');
    expect(classRules).not.toMatch(/-webkit-box|-webkit-flex|-ms-flexbox/);
    expect(classRules).toContain('-webkit-user-select:none;user-select:none');
  });
});
