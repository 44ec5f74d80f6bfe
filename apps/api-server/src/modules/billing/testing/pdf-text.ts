import zlib from 'node:zlib';

// The text of a PDF drawn with pdfkit's standard fonts (the documents' fallback without the CJK font): every content
// stream inflated, each hex string of its TJ/Tj operators decoded as WinAnsi (Latin-1), one line per text object.
// pdftotext is not on every machine (the suites that use it skip without it); this reads what we draw ourselves.

export function pdfLatinText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  const stream = /stream\r?\n/g;
  for (let match = stream.exec(raw); match; match = stream.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const block of content.split(/\bET\b/)) {
      const text = [...block.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1')).join('');
      if (text) lines.push(text);
    }
    stream.lastIndex = end;
  }
  return lines.join('\n');
}
