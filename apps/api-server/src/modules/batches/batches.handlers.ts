import { defineHandlers } from '../../contracts/api-ops';
import { withStatus } from '../../http/results';
import { addBatchOrders, createBatch, getBatchDetail, listBatches, postBatchEvent, removeBatchOrder, updateBatch } from './batches.service';

export const batchesHandlers = defineHandlers({
  getBatchList: async ({ db, body, locale }) => listBatches(db, body ?? {}, locale),

  createBatch: async ({ db, body, locale, requireUser }) => withStatus(201, await createBatch(db, requireUser(), body, locale)),

  getBatch: async ({ db, params, locale }) => getBatchDetail(db, params.id, locale),

  updateBatch: async ({ db, params, body, locale, requireUser }) => updateBatch(db, requireUser(), params.id, body, locale),

  addBatchOrders: async ({ db, params, body, locale, requireUser }) => addBatchOrders(db, requireUser(), params.id, body, locale),

  removeBatchOrder: async ({ db, params, requireUser }) => {
    await removeBatchOrder(db, requireUser(), params.id, params.orderId);
    return withStatus(204, undefined);
  },

  postBatchEvent: async ({ db, params, body, locale, requireUser }) => postBatchEvent(db, requireUser(), params.id, body, locale),
});
