import { BusinessError } from '../../../errors/app-errors';

/** A 400 of the documents: code `Logistics:<code>` (what clients have always received), text `LogisticsDocuments:<code>`. */
export const refuse = (code: string, params: Record<string, string | number> = {}): BusinessError =>
  new BusinessError(`Logistics:${code}`, `LogisticsDocuments:${code}`, 400, params);
