import { AuditAction, AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import type { AuthUser } from '../../../auth/auth-user';
import { newId, nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { invalidField } from '../../../errors/app-errors';
import type { UploadedFile } from '../../../http/multipart';
import { recordAudit } from '../../audit';
import { checkSiteImage, siteImageUrl } from './image-check';
import type { ContentExecutor } from '../content.db';

type SiteImage = components['schemas']['SiteImage'];

/** Checks and stores one uploaded picture; refusals are field errors on `file`. */
export async function uploadSiteImage(db: ContentExecutor, actor: AuthUser, file: Pick<UploadedFile, 'fileName' | 'data'>): Promise<SiteImage> {
  const checked = checkSiteImage(file);
  if ('code' in checked) {
    const { code, ...params } = checked;
    throw invalidField('file', code, params);
  }
  const id = newId();
  const fileName = file.fileName.trim().slice(0, 255);
  const row = {
    id,
    fileName,
    contentType: checked.contentType,
    extension: checked.extension,
    width: checked.width,
    height: checked.height,
    byteSize: file.data.length,
    data: file.data,
    creationTime: nowIso(),
    createdBy: actor.id,
  };
  const image: SiteImage = {
    id,
    url: siteImageUrl(id, checked.extension),
    contentType: checked.contentType as SiteImage['contentType'],
    width: checked.width,
    height: checked.height,
    byteSize: row.byteSize,
    fileName,
  };
  await inTransaction(db, async (trx) => {
    await trx.insertInto('site_images').values(row).execute();
    await recordAudit(trx, actor, {
      action: AuditAction.SiteImageUpload,
      entityType: AuditEntityType.SiteImage,
      entityId: id,
      entityLabel: fileName,
      before: null,
      after: { url: image.url, contentType: image.contentType, width: image.width, height: image.height, byteSize: image.byteSize },
    });
  });
  return image;
}

/** The stored picture behind a public URL's file part (`<id>.<ext>`), or undefined. */
export async function findSiteImage(db: ContentExecutor, file: string) {
  const match = /^([0-9a-f-]{36})\.([a-z]{3,4})$/.exec(file);
  if (!match) return undefined;
  const [, id, extension] = match;
  return db
    .selectFrom('site_images')
    .select(['contentType', 'data', 'byteSize'])
    .where('id', '=', id as string)
    .where('extension', '=', extension as string)
    .executeTakeFirst();
}
