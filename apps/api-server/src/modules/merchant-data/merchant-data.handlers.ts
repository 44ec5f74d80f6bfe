import { defineHandlers } from '../../contracts/api-f';
import { fileResult, withStatus } from '../../http/results';
import {
  createMerchantData,
  deleteMerchantData,
  getMerchantData,
  listMerchantData,
  openMerchantDataFile,
  updateMerchantData,
  type CreateMerchantDataFields,
  type MerchantDataDeps,
} from './merchant-data.service';
import { readUpload } from './upload-reader';
import { UploadStaging } from './upload-staging';

export const merchantDataHandlers = defineHandlers({
  getMerchantDataList: async ({ requireUser, db, config, query, locale }) => {
    const user = requireUser();
    const deps: MerchantDataDeps = { db, uploadsDir: config.uploadsDir };
    return listMerchantData(deps, user.id, query, locale);
  },

  getMerchantData: async ({ requireUser, db, config, params, locale }) => {
    const user = requireUser();
    return getMerchantData({ db, uploadsDir: config.uploadsDir }, user.id, params.id, locale);
  },

  createMerchantData: async ({ requireUser, db, config, request, locale, multipartContract }) => {
    const user = requireUser();
    const deps: MerchantDataDeps = { db, uploadsDir: config.uploadsDir };
    const staging = new UploadStaging(config.uploadsDir);
    const upload = await readUpload(request, staging, multipartContract);
    const id = await createMerchantData(deps, user.id, upload.fields as unknown as CreateMerchantDataFields, staging, upload.files);
    return getMerchantData(deps, user.id, id, locale);
  },

  updateMerchantData: async ({ requireUser, db, config, params, body, locale }) => {
    const user = requireUser();
    return updateMerchantData({ db, uploadsDir: config.uploadsDir }, user.id, params.id, body, locale);
  },

  deleteMerchantData: async ({ requireUser, db, config, params, log }) => {
    const user = requireUser();
    await deleteMerchantData({ db, uploadsDir: config.uploadsDir, log }, user.id, params.id);
    return withStatus(204, undefined);
  },

  downloadMerchantDataFile: async ({ requireUser, db, config, params, reply }) => {
    const user = requireUser();
    const file = await openMerchantDataFile({ db, uploadsDir: config.uploadsDir }, user.id, params.id, params.fileId);
    reply.header('content-length', String(file.size));
    return fileResult(file.stream, { contentType: file.contentType, fileName: file.fileName });
  },
});
