import { jsonInSlices, largeArrayKey, SLICED_ITEMS_FROM } from './json-in-slices';

async function text(body: Record<string, unknown>, key: string): Promise<{ json: string; chunks: number }> {
  let json = '';
  let chunks = 0;
  for await (const chunk of jsonInSlices(body, key)) {
    json += String(chunk);
    chunks++;
  }
  return { json, chunks };
}

describe('large JSON bodies in slices', () => {
  const rows = Array.from({ length: SLICED_ITEMS_FROM + 1 }, (_, i) => ({ row: i + 1, name: `第${i}行 "quoted"`, at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) }));

  it('picks only a plain object whose array is large, the largest one', () => {
    expect(largeArrayKey({ items: rows })).toBe('items');
    expect(largeArrayKey({ few: rows.slice(0, 10), items: rows, more: [...rows, ...rows] })).toBe('more');
    expect(largeArrayKey({ items: rows.slice(0, SLICED_ITEMS_FROM - 1) })).toBeUndefined();
    expect(largeArrayKey(rows)).toBeUndefined();
    expect(largeArrayKey(null)).toBeUndefined();
    expect(largeArrayKey(new (class Box { items = rows })())).toBeUndefined();
  });

  it('writes the same JSON as JSON.stringify, in several chunks', async () => {
    const body = { totalCount: rows.length, validCount: 3, errors: [{ row: 2, message: 'x' }], items: rows };
    const { json, chunks } = await text(body, 'items');
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(body)));
    expect(chunks).toBeGreaterThan(2);
  });

  it('with the array alone, and with items JSON cannot represent', async () => {
    const items: unknown[] = [...rows];
    items[5] = undefined;
    items[6] = () => 1;
    const { json } = await text({ items }, 'items');
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify({ items })));
    expect((JSON.parse(json) as { items: unknown[] }).items[5]).toBeNull();
  });
});
