import { filtersFromSearch, listQueryOf, searchWithFilters } from './filters';
import { fileProblem, formatFileSize, MAX_FILE_SIZE } from './files';

describe('filters ↔ URL', () => {
  it('reads valid filters and ignores invalid ones', () => {
    expect(filtersFromSearch(new URLSearchParams('keyword=%20发票%20&category=20&from=2026-11-01&to=2026-11-20&page=3'))).toEqual({
      keyword: '发票',
      category: 20,
      from: '2026-11-01',
      to: '2026-11-20',
      page: 3,
    });
    expect(filtersFromSearch(new URLSearchParams('category=15&from=11/01/2026&page=-2'))).toEqual({
      keyword: '',
      category: undefined,
      from: '',
      to: '',
      page: 1,
    });
  });

  it('writes only the filters that are set and keeps other params', () => {
    const next = searchWithFilters(new URLSearchParams('x=1&page=4&keyword=old'), {
      keyword: ' box ',
      category: 90,
      from: '',
      to: '2026-11-20',
      page: 1,
    });
    expect(next.toString()).toBe('x=1&keyword=box&category=90&to=2026-11-20');
    expect(filtersFromSearch(next)).toMatchObject({ keyword: 'box', category: 90, to: '2026-11-20', page: 1 });
  });

  it('turns the filters into the list call: 7 per page, ISO bounds, exclusive next-day upper bound', () => {
    const query = listQueryOf({ keyword: 'a', category: 10, from: '2026-11-01', to: '2026-11-20', page: 2 });
    expect(query).toEqual({
      maxResultCount: 7,
      skipCount: 7,
      keyword: 'a',
      category: 10,
      creationTimeFrom: new Date(2026, 10, 1).toISOString(),
      creationTimeTo: new Date(2026, 10, 21).toISOString(),
    });
    expect(listQueryOf({ keyword: '', category: undefined, from: '', to: '', page: 1 })).toEqual({ maxResultCount: 7, skipCount: 0 });
  });
});

describe('files', () => {
  it('checks type and size before sending', () => {
    expect(fileProblem({ name: 'a.PDF', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'setup.exe', size: 10 })).toBe('type');
    expect(fileProblem({ name: 'noext', size: 10 })).toBe('type');
    expect(fileProblem({ name: 'big.png', size: MAX_FILE_SIZE + 1 })).toBe('size');
    expect(fileProblem({ name: 'edge.png', size: MAX_FILE_SIZE })).toBeNull();
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(183204)).toBe('179 KB');
    expect(formatFileSize(11 * 1024 * 1024)).toBe('11 MB');
  });
});
