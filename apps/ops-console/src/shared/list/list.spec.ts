import { listParams, PAGE_SIZE, pageWindow, readPage } from './list';

describe("a list's page and filter in the URL", () => {
  it('reads the page, page 1 for anything but a whole number above 1', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const query of ['', 'page=1', 'page=0', 'page=-2', 'page=2.5', 'page=abc']) expect(readPage(new URLSearchParams(query))).toBe(1);
  });

  it('writes trimmed values, leaving out empty ones and page 1', () => {
    expect(listParams({ keyword: '  FA1 ', type: '', state: 'open' }).toString()).toBe('keyword=FA1&state=open');
    expect(listParams({ keyword: ' ' }, 1).toString()).toBe('');
    expect(listParams({ kind: 'stale' }, 4).toString()).toBe('kind=stale&page=4');
  });

  it("asks the server for the page's rows", () => {
    expect(pageWindow(1)).toEqual({ maxResultCount: PAGE_SIZE, skipCount: 0 });
    expect(pageWindow(3)).toEqual({ maxResultCount: PAGE_SIZE, skipCount: 2 * PAGE_SIZE });
  });
});
