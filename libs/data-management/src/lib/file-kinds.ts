import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The Type column's words for the content types the server stores (detected from the bytes at upload, see the
// contract's createMerchantData): people read "PDF" or "Excel 表格", not "application/vnd.openxmlformats-…".

const KINDS: Record<string, MessageDescriptor> = {
  'application/pdf': msg`PDF 文档`,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': msg`Excel 表格`,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': msg`Word 文档`,
  'image/png': msg`PNG 图片`,
  'image/jpeg': msg`JPEG 图片`,
  'text/csv': msg`CSV 表格`,
  'text/plain': msg`纯文本`,
};

const OTHER: MessageDescriptor = msg`其他文件`;

/** The readable kind of a stored file's content type (parameters such as `; charset=utf-8` ignored). */
export function fileKindLabel(contentType: string): MessageDescriptor {
  const base = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return KINDS[base] ?? OTHER;
}
