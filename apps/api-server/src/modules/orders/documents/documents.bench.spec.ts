import * as XLSX from 'xlsx';
import { OrderStatus, TransportMode, type components } from '@forwarder/contracts/api-f';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { ORDER_COLUMNS } from './excel-columns';
import { streamOrderExport } from './excel-export';
import { boxLabels } from './label-content';
import { renderLabelPdf } from './label-pdf';
import { renderLabelZpl } from './label-zpl';
import { giveDefaultSender, seedReferenceData, uploadPreview, workbookOf } from '../testing/documents-fixtures';
import { sampleBilingualOrder } from '../testing/sample-order';

// Measurements quoted in docs/domain/logistics-documents.md. Opt-in (DOCS_BENCH=1): they take tens of seconds.
const bench = process.env['DOCS_BENCH'] ? describe : describe.skip;
type OrderListItem = components['schemas']['OrderListItem'];

bench('logistics documents measurements', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedReferenceData(ctx);
    user = await ctx.createUser();
    await giveDefaultSender(ctx, user);
  });
  afterAll(() => ctx.close());

  it('previews a 1,000-row file', async () => {
    const row = (i: number) =>
      ORDER_COLUMNS.map(
        (c) =>
          ({
            routingCode: 'AIR-STD',
            customerReference: `R-${i}`,
            receiverName: `Receiver ${i}`,
            receiverPhoneNumber: '+1 212 555 0100',
            receiverCountryCode: 'US',
            receiverState: 'New York',
            receiverCity: 'New York City',
            receiverStreet: `${i} Main St`,
            receiverPostalCode: '10001',
            parcelQuantity: 1,
            weightKg: 2,
            lengthCm: 30,
            widthCm: 20,
            heightCm: 10,
            itemName: '耳机',
            itemQuantity: 1,
            unitValue: 10,
            currency: 'USD',
          })[c.key] ?? '',
      );
    const file = workbookOf({ Orders: [ORDER_COLUMNS.map((c) => c.key), ...Array.from({ length: 1000 }, (_, i) => row(i))] });
    const started = performance.now();
    const res = await uploadPreview(ctx, user, 'orders.xlsx', file);
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect((res.json() as { validCount: number }).validCount).toBe(1000);
    console.log(`[${ctx.dialect}] preview of 1,000 rows (${file.length} bytes): ${ms.toFixed(0)} ms`);
  }, 120_000);

  it('builds a 100,000-row export', async () => {
    const item: OrderListItem = {
      id: '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88',
      waybillNumber: 'FA100000019CN',
      status: OrderStatus.InTransit,
      statusDisplayName: '运输中',
      transportMode: TransportMode.AIR,
      routingDisplayName: '标准空运',
      senderName: '王小明',
      receiverName: 'John Smith',
      receiverCountryCode: 'US',
      receiverArea: '美国-New York-New York City',
      parcelCount: 2,
      totalWeightKg: 7,
      chargeableWeightKg: 8,
      declaredValue: 125,
      declaredCurrency: 'USD',
      customerReference: 'SHOP-10023',
      creationTime: '2026-11-20T08:30:00.000Z',
      lastEventTime: '2026-11-21T08:30:00.000Z',
      lastEventDescription: '航班已起飞',
      chargeTotalMinor: 71100,
      chargeCurrency: 'CNY' as const,
    };
    async function* items() {
      for (let i = 0; i < 100_000; i++) yield { ...item, waybillNumber: `FA${String(10_000_000 + i)}0CN`, customerReference: `SHOP-${i}` };
    }
    global.gc?.();
    const before = process.memoryUsage();
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const chunks: Buffer[] = [];
    for await (const chunk of streamOrderExport(items(), 'zh-Hans')) chunks.push(chunk as Buffer);
    const file = Buffer.concat(chunks);
    const ms = performance.now() - started;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(XLSX.read(file, { type: 'buffer', sheetRows: 3 }).SheetNames).toHaveLength(1);
    console.log(
      `export of 100,000 rows: ${ms.toFixed(0)} ms, file ${(file.length / 1024 / 1024).toFixed(1)} MiB, ` +
        `rss ${(before.rss / 1048576).toFixed(0)} → peak ${(peak / 1048576).toFixed(0)} MiB`,
    );
  }, 120_000);

  it('renders 100 labels', async () => {
    // One box per order, so 100 orders give 100 labels (the figure before labels went per box).
    const parcels = [{ quantity: 1, weightKg: 3.5, lengthCm: 40, widthCm: 30, heightCm: 20, volumeWeightKg: 4 }];
    const labels = Array.from({ length: 100 }, (_, i) => sampleBilingualOrder({ waybillNumber: `FA${String(10_000_000 + i)}0CN`, parcels })).flatMap(boxLabels);
    const options = { forwarderName: 'Globe Freight', title: 'labels.pdf' };
    let started = performance.now();
    await renderLabelPdf(labels.slice(0, 1), { ...options, sheet: 'label' });
    const one = performance.now() - started;
    started = performance.now();
    const pdf = await renderLabelPdf(labels, { ...options, sheet: 'label' });
    const label = performance.now() - started;
    started = performance.now();
    const a4 = await renderLabelPdf(labels, { ...options, sheet: 'a4' });
    const sheet = performance.now() - started;
    started = performance.now();
    const zpl = renderLabelZpl(labels, 'Globe Freight');
    const zplMs = performance.now() - started;
    console.log(
      `labels: 1 in ${one.toFixed(0)} ms; 100 in ${label.toFixed(0)} ms, ${(pdf.length / 1024).toFixed(0)} KiB; ` +
        `A4 ${sheet.toFixed(0)} ms, ${(a4.length / 1024).toFixed(0)} KiB; ZPL ${zplMs.toFixed(0)} ms, ${(zpl.length / 1024).toFixed(0)} KiB`,
    );
  }, 120_000);
});
