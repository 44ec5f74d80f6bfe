import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { MerchantDataCategory } from '@forwarder/contracts/api-f';
import type { Seeder } from '../../seed/seeders';
import { findUserIdsByName } from '../accounts';
import { importLegacyDiskFiles } from './legacy-disk-files';
import { createMerchantData, merchantDataDeps } from './merchant-data.service';
import { UploadStaging } from './upload-staging';
import type { MerchantDataScope } from './merchant-data.db';

const DEMO_USER = 'demo-merchant';

/** A one-page invoice, generated at seed time so the demo download is a real PDF. */
function invoicePdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A fixed creation date keeps the bytes (and the sha256) the same from one seeding to the next.
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Commercial invoice INV-2026-1146', CreationDate: new Date(Date.UTC(2026, 10, 16)) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text('Commercial invoice INV-2026-1146');
    doc.moveDown().fontSize(11);
    doc.text('Seller: Globe Freight demo merchant, Shenzhen, CN');
    doc.text('Buyer: Example Trading Inc., Los Angeles, US');
    doc.moveDown();
    doc.text('1. Bluetooth speakers, 120 pcs x USD 18.50 = USD 2,220.00');
    doc.text('2. USB-C cables, 500 pcs x USD 1.20 = USD 600.00');
    doc.moveDown().text('Total: USD 2,820.00');
    doc.end();
  });
}

const PACKING_LIST_CSV = [
  'carton,sku,description,quantity,grossWeightKg,lengthCm,widthCm,heightCm',
  '1,SPK-200,Bluetooth speaker,60,18.4,60,40,35',
  '2,SPK-200,Bluetooth speaker,60,18.4,60,40,35',
  '3,USB-C-1M,USB-C cable 1 m,500,12.1,50,40,30',
  '',
].join('\r\n');

interface DemoRecord {
  title: string;
  description: string;
  category: number;
  files: () => Promise<{ name: string; data: Buffer }[]>;
}

const DEMO_RECORDS: DemoRecord[] = [
  {
    title: '2026 年 11 月商业发票',
    description: '第 46 周出货的商业发票',
    category: MerchantDataCategory.Invoice,
    files: async () => [{ name: 'invoice-2026-1146.pdf', data: await invoicePdf() }],
  },
  {
    title: '第 46 周装箱单',
    description: 'Packing list of week 46 (3 cartons)',
    category: MerchantDataCategory.PackingList,
    files: async () => [{ name: 'packing-list-w46.csv', data: Buffer.from(PACKING_LIST_CSV, 'utf8') }],
  },
];

/** Two records of the demo merchant (after the accounts seeder created it); skipped when the title exists. */
export const merchantDataDemoSeeder: Seeder<MerchantDataScope> = {
  name: 'merchant-data:demo',
  async seed(db, ctx) {
    if (!ctx.demo) return;
    const userId = (await findUserIdsByName(db, [DEMO_USER])).get(DEMO_USER);
    if (!userId) return;
    for (const demo of DEMO_RECORDS) {
      const existing = await db
        .selectFrom('merchant_datas')
        .select('id')
        .where('userId', '=', userId)
        .where('title', '=', demo.title)
        .executeTakeFirst();
      if (existing) continue;
      const staging = new UploadStaging(ctx.config.uploadsDir);
      try {
        const staged = [];
        for (const file of await demo.files()) {
          const one = await staging.stage(Readable.from([file.data]), file.name);
          if (one.problem) throw new Error(`Demo file ${file.name} fails its own checks: ${one.problem}`);
          staged.push(one);
        }
        await createMerchantData(merchantDataDeps(db), userId, demo, staging, staged);
      } finally {
        await staging.discard();
      }
    }
    ctx.log.info('merchant-data: demo records checked');
  },
};

/**
 * Not data, but it must run at every start: moves files stored on this process's disk before 0014 into the database
 * (see importLegacyDiskFiles). Temp files of cut-off uploads are removed by the server itself before it listens
 * (removeInterruptedUploads): this also runs from `cli seed`, beside a live server whose uploads are in flight.
 */
export const merchantDataLegacyFileImporter: Seeder<MerchantDataScope> = {
  name: 'merchant-data:import-legacy-files',
  async seed(db, ctx) {
    const { imported, orphans } = await importLegacyDiskFiles(db, merchantDataDeps(db).files, ctx.config.uploadsDir);
    if (imported) ctx.log.warn(`merchant-data: copied ${imported} file(s) from ${ctx.config.uploadsDir} into the database (removed there at the next start)`);
    if (orphans) ctx.log.warn(`merchant-data: removed ${orphans} file(s) of deleted records from ${ctx.config.uploadsDir}`);
  },
};
