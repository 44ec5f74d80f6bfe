import { defineHandlers } from '../../contracts/api-f';
import { fileResult, withStatus } from '../../http/results';
import {
  createMerchantData,
  deleteMerchantData,
  getMerchantData,
  listMerchantData,
  merchantDataDeps,
  openMerchantDataFile,
  updateMerchantData,
  type CreateMerchantDataFields,
} from './merchant-data.service';
import { readUpload } from './upload-reader';
import { UploadStaging } from './upload-staging';
import type { MerchantDataScope } from './merchant-data.db';

export const merchantDataHandlers = defineHandlers<MerchantDataScope>()({
  getMerchantDataList: async ({ requireUser, db, query, locale }) => {
    const user = requireUser();
    return listMerchantData(merchantDataDeps(db), user.id, query, locale);
  },

  getMerchantData: async ({ requireUser, db, params, locale }) => {
    const user = requireUser();
    return getMerchantData(merchantDataDeps(db), user.id, params.id, locale);
  },

  createMerchantData: async ({ requireUser, db, config, request, locale, multipartContract }) => {
    const user = requireUser();
    const deps = merchantDataDeps(db);
    // Staged on this process's disk (one request's temp files), then stored in the database.
    const staging = new UploadStaging(config.uploadsDir);
    const upload = await readUpload(request, staging, multipartContract);
    const id = await createMerchantData(deps, user.id, upload.fields as unknown as CreateMerchantDataFields, staging, upload.files);
    return getMerchantData(deps, user.id, id, locale);
  },

  updateMerchantData: async ({ requireUser, db, params, body, locale }) => {
    const user = requireUser();
    return updateMerchantData(merchantDataDeps(db), user.id, params.id, body, locale);
  },

  deleteMerchantData: async ({ requireUser, db, params }) => {
    const user = requireUser();
    await deleteMerchantData(merchantDataDeps(db), user.id, params.id);
    return withStatus(204, undefined);
  },

  downloadMerchantDataFile: async ({ requireUser, db, params, reply }) => {
    const user = requireUser();
    const file = await openMerchantDataFile(merchantDataDeps(db), user.id, params.id, params.fileId);
    reply.header('content-length', String(file.size));
    return fileResult(file.stream, { contentType: file.contentType, fileName: file.fileName });
  },
});
