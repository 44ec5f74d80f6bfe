import type { Readable } from 'node:stream';
import { StatementFormat } from '@forwarder/contracts/api-f';
import type { Locale } from '../../../i18n/locale';
import type { BillingExecutor } from '../billing.db';
import { openStatement } from '../statements/statement.service';
import { streamStatementPdf } from './statement-pdf';
import { streamStatementXlsx } from './statement-xlsx';

// A statement as the contracts send it (both contracts: the customer's own, or any customer's for staff).

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The statement file of `customerId` for `month` in `format`: its stream, content type and file name. */
export async function statementFile(
  db: BillingExecutor,
  customerId: string,
  month: string,
  format: string | undefined,
  locale: Locale,
): Promise<{ data: Readable; contentType: string; fileName: string }> {
  const statement = await openStatement(db, customerId, month);
  if (format === StatementFormat.Xlsx) return { data: streamStatementXlsx(statement, locale), contentType: XLSX_TYPE, fileName: `statement-${month}.xlsx` };
  const fileName = `statement-${month}.pdf`;
  return { data: streamStatementPdf(statement, { title: fileName }), contentType: 'application/pdf', fileName };
}
