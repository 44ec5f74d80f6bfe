import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { newId } from '../../db/ids';
import { extensionOf, sanitizeFileName } from './file-name';
import { HEAD_BYTES, TextChecker, isOfficePackage, matchesMagic, ruleForExtension, zipEntryNames } from './file-types';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 5;

/** A file written to the temp folder and inspected; `problem` is a message key when it must be refused. */
export interface StagedFile {
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** Absolute path of the temp file; null when nothing was kept (refused early or too large). */
  tempPath: string | null;
  problem: string | null;
}

/**
 * Temp files of one upload. Every file is streamed to `<uploads>/tmp` (counted, hashed and inspected on the way),
 * so memory stays flat whatever the size; the store reads them from there, and `discard()` removes them all,
 * whatever went wrong.
 */
export class UploadStaging {
  private readonly tempPaths = new Set<string>();
  readonly tmpDir: string;

  constructor(
    uploadsDir: string,
    private readonly maxFileBytes = MAX_FILE_BYTES,
  ) {
    this.tmpDir = path.join(uploadsDir, 'tmp');
  }

  async stage(source: Readable, clientFileName: string | undefined): Promise<StagedFile> {
    const fileName = sanitizeFileName(clientFileName);
    const rule = ruleForExtension(extensionOf(fileName));
    if (!rule) {
      // Not a type we keep: read it to the end (the parser needs that to reach the next part) without storing it.
      // (`finished`, not an 'end' listener: a part the parser destroyed when the body was cut off never ends.)
      source.resume();
      await finished(source);
      return { fileName, contentType: '', size: 0, sha256: '', tempPath: null, problem: 'MerchantData:FileTypeNotAllowed' };
    }

    await fs.mkdir(this.tmpDir, { recursive: true });
    const tempPath = path.join(this.tmpDir, `${newId()}.part`);
    this.tempPaths.add(tempPath);
    const hash = createHash('sha256');
    const text = rule.kind === 'text' ? new TextChecker() : null;
    const headChunks: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    let tooLarge = false;
    const limit = this.maxFileBytes;

    const inspect = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (tooLarge) return done();
        size += chunk.length;
        if (size > limit) {
          // Past the limit nothing more is written or hashed; the rest of the part is only drained.
          tooLarge = true;
          return done();
        }
        hash.update(chunk);
        text?.push(chunk);
        if (headLength < HEAD_BYTES) {
          headChunks.push(chunk);
          headLength += chunk.length;
        }
        done(null, chunk);
      },
    });
    await pipeline(source, inspect, createWriteStream(tempPath, { flags: 'wx' }));

    const staged: StagedFile = {
      fileName,
      contentType: rule.contentType,
      size,
      sha256: hash.digest('hex'),
      tempPath,
      problem: null,
    };
    if (tooLarge || (source as Readable & { truncated?: boolean }).truncated) {
      staged.problem = 'MerchantData:FileTooLarge';
    } else if (size === 0) {
      staged.problem = 'MerchantData:FileEmpty';
    } else if (text) {
      if (!text.finish()) staged.problem = 'MerchantData:FileNotUtf8Text';
    } else if (!matchesMagic(rule.kind, Buffer.concat(headChunks))) {
      staged.problem = 'MerchantData:FileContentMismatch';
    } else if (rule.kind === 'xlsx' || rule.kind === 'docx') {
      const names = await zipEntryNames(tempPath, size);
      if (!names || !isOfficePackage(rule.kind, names)) staged.problem = 'MerchantData:FileContentMismatch';
    }
    if (staged.problem) {
      await this.remove(tempPath);
      staged.tempPath = null;
    }
    return staged;
  }

  /** Deletes every temp file still held. Safe to call more than once. */
  async discard(): Promise<void> {
    await Promise.all([...this.tempPaths].map((p) => this.remove(p)));
  }

  private async remove(tempPath: string): Promise<void> {
    await fs.rm(tempPath, { force: true });
    this.tempPaths.delete(tempPath);
  }
}

/**
 * Deletes every temp file in `<uploads>/tmp`, whatever its age; returns how many were removed. Only for start-up,
 * before the server listens: the folder belongs to this process alone (each process has its own DATA_DIR), so at that
 * moment no upload can be in flight and whatever is there was cut off by a crash or a kill. Never from a command that
 * may run beside a live server (`cli seed`): it would delete that server's uploads in progress.
 */
export async function removeInterruptedUploads(uploadsDir: string): Promise<number> {
  const tmpDir = path.join(uploadsDir, 'tmp');
  const entries = await fs.readdir(tmpDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const entry of entries) {
    await fs.rm(path.join(tmpDir, entry.name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}
