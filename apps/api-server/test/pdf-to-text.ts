import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

// The text of a PDF as a reader sees it, CJK included, through poppler's pdftotext (Debian's poppler-utils, which CI
// installs). A machine without it skips the checks that need it (`hasPdfToText ? it : it.skip`); the documents'
// Latin fallback can be read without it (modules/billing/testing/pdf-text.ts).

export const hasPdfToText = fs.existsSync('/usr/bin/pdftotext');

/** The PDF's text laid out as on the page; pages are separated by form feeds. */
export const pdfText = (pdf: Buffer): string => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
