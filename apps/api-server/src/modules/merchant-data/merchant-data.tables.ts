// Tables of the merchant-data module. Column names are the contract's field names.

export interface MerchantDatasTable {
  id: string;
  /** Owner: the only account that can list, read or download the record. */
  userId: string;
  title: string;
  /** Empty string when none was given (the contract answers a string, never null). */
  description: string;
  category: number;
  creationTime: string;
  lastModificationTime: string | null;
}

export interface MerchantDataFilesTable {
  id: string;
  merchantDataId: string;
  /** The client's name, sanitised (no directories, no control or reserved characters). Display only. */
  fileName: string;
  /** Detected from the content, never taken from the client. */
  contentType: string;
  size: number;
  /** Hex sha256 of the stored bytes. */
  sha256: string;
  /** `<userId>/<merchantDataId>/<id>` relative to DATA_DIR/uploads: built from ids only. */
  storagePath: string;
  /** Upload order inside the record (0-based), so files list in the order they were sent. */
  position: number;
  uploadTime: string;
}

export interface MerchantDataTables {
  merchant_datas: MerchantDatasTable;
  merchant_data_files: MerchantDataFilesTable;
}
