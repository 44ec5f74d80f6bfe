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
  /**
   * `<userId>/<merchantDataId>/<id>`, built from ids only. Where the file lay under DATA_DIR/uploads before the
   * bytes moved into merchant_data_file_chunks (0014). The column is kept (NOT NULL UNIQUE) and written for new files,
   * but nothing reads it any more: the start-up import of legacy files walks the folders itself (legacy-disk-files.ts).
   */
  storagePath: string;
  /** Upload order inside the record (0-based), so files list in the order they were sent. */
  position: number;
  uploadTime: string;
}

/** A file's bytes, CHUNK_BYTES per row (the last one shorter), numbered from 0. */
export interface MerchantDataFileChunksTable {
  fileId: string;
  seq: number;
  data: Buffer;
}

export interface MerchantDataTables {
  merchant_datas: MerchantDatasTable;
  merchant_data_files: MerchantDataFilesTable;
  merchant_data_file_chunks: MerchantDataFileChunksTable;
}
