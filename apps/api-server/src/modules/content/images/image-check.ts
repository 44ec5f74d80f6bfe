import { imageSize } from 'image-size';

// What makes an uploaded file a picture the public site may show: the type read from its own bytes (never the
// extension or the browser's claim alone), one of the types browsers show in <img> and as a favicon, within a size
// and dimensions a page needs, and, for SVG, none of what lets an SVG act as a document (scripts, handlers,
// external references). The checks need no database; the service stores what passes.

export const SITE_IMAGE_LIMITS = { maxBytes: 2 * 1024 * 1024, maxSide: 4096 } as const;

/** What one kind of upload accepts: its size, its dimensions and its picture types (image-size's names). */
export interface ImageRules {
  maxBytes: number;
  maxSide: number;
  types: readonly string[];
}

const SITE_IMAGE_RULES: ImageRules = { ...SITE_IMAGE_LIMITS, types: ['png', 'jpg', 'webp', 'gif', 'svg', 'ico'] };

interface ImageKind {
  contentType: string;
  extension: string;
  /** Extensions a file of this kind may be uploaded with. */
  accepted: readonly string[];
}

const KINDS: Record<string, ImageKind> = {
  png: { contentType: 'image/png', extension: 'png', accepted: ['png'] },
  jpg: { contentType: 'image/jpeg', extension: 'jpg', accepted: ['jpg', 'jpeg'] },
  webp: { contentType: 'image/webp', extension: 'webp', accepted: ['webp'] },
  gif: { contentType: 'image/gif', extension: 'gif', accepted: ['gif'] },
  svg: { contentType: 'image/svg+xml', extension: 'svg', accepted: ['svg'] },
  ico: { contentType: 'image/x-icon', extension: 'ico', accepted: ['ico'] },
};

/** The public URL of a stored picture. */
export const siteImageUrl = (id: string, extension: string): string => `/api/f/site-images/${id}.${extension}`;

export type ImageRefusal =
  | { code: 'SiteImages:NotAnImage' }
  | { code: 'SiteImages:TooLarge'; maxMiB: number }
  | { code: 'SiteImages:TooManyPixels'; maxSide: number; width: number; height: number }
  | { code: 'SiteImages:ExtensionMismatch'; type: string }
  | { code: 'SiteImages:UnsafeSvg' };

export interface CheckedImage {
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

// Anything that makes an SVG more than a drawing. Checked on the text with entities decoded enough that
// `&#106;avascript:` does not slip through; a drawing a designer exports has none of these.
const UNSAFE_SVG = [
  /<\s*script\b/i,
  /<\s*foreignObject\b/i,
  /<\s*(iframe|embed|object|handler|listener)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /<!ENTITY/i,
  // External references (href to anything but a fragment or a data: picture) could load content at display time.
  /\b(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|gif|webp);)/i,
  /@import\b/i,
  /url\(\s*["']?\s*(?!#|data:image\/)/i,
];

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10) % 0x110000))
    .replace(/&(tab|newline);/gi, ' ');
}

export function isUnsafeSvg(data: Buffer): boolean {
  const text = decodeEntities(data.toString('utf8'));
  return UNSAFE_SVG.some((pattern) => pattern.test(text));
}

const extensionOf = (fileName: string): string => /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';

/**
 * The picture's kind and dimensions, or why it is refused: the site's pictures by default, or another upload's
 * `rules` (a customer's screenshot of a transfer, billing).
 */
export function checkSiteImage(file: { fileName: string; data: Buffer }, rules: ImageRules = SITE_IMAGE_RULES): CheckedImage | ImageRefusal {
  if (file.data.length > rules.maxBytes) return { code: 'SiteImages:TooLarge', maxMiB: rules.maxBytes / (1024 * 1024) };
  if (file.data.length === 0) return { code: 'SiteImages:NotAnImage' };
  let size: { width?: number; height?: number; type?: string; images?: Array<{ width: number; height: number }> };
  try {
    size = imageSize(file.data);
  } catch {
    return { code: 'SiteImages:NotAnImage' };
  }
  const kind = size.type && rules.types.includes(size.type) ? KINDS[size.type] : undefined;
  if (!kind) return { code: 'SiteImages:NotAnImage' };
  if (!kind.accepted.includes(extensionOf(file.fileName))) return { code: 'SiteImages:ExtensionMismatch', type: kind.extension.toUpperCase() };
  // An .ico holds several pictures: the largest decides.
  const candidates = size.images?.length ? size.images : [{ width: size.width ?? 0, height: size.height ?? 0 }];
  const width = Math.max(...candidates.map((c) => c.width));
  const height = Math.max(...candidates.map((c) => c.height));
  if (!(width >= 1 && height >= 1)) return { code: 'SiteImages:NotAnImage' };
  if (width > rules.maxSide || height > rules.maxSide) {
    return { code: 'SiteImages:TooManyPixels', maxSide: rules.maxSide, width, height };
  }
  if (kind.extension === 'svg' && isUnsafeSvg(file.data)) return { code: 'SiteImages:UnsafeSvg' };
  return { contentType: kind.contentType, extension: kind.extension, width: Math.round(width), height: Math.round(height) };
}
