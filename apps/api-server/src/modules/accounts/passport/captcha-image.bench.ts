/* eslint-disable no-console */
// Time and size of the captcha picture, and a sheet of samples to look at (readable for people?). Not a test:
//   npx esbuild apps/api-server/src/modules/accounts/passport/captcha-image.bench.ts --bundle --platform=node --packages=external \
//     --outfile=dist/bench/api-server/bench-captcha.js && node dist/bench/api-server/bench-captcha.js [sheet.png]
import fs from 'node:fs';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, newCaptchaPicture, randomCaptchaCode } from './captcha-image';
import { encodePng } from './png-encoder';
import { decodePng } from '../testing/png-decoder';

const SHEET_SCALE = 3;
const COLUMNS = 2;
const ROWS = 4;

/** Eight pictures side by side, enlarged without smoothing so that every pixel shows. */
function writeSheet(file: string): string[] {
  const cellW = CAPTCHA_WIDTH * SHEET_SCALE;
  const cellH = CAPTCHA_HEIGHT * SHEET_SCALE;
  const width = cellW * COLUMNS;
  const sheet = new Uint8Array(width * cellH * ROWS * 3);
  const codes: string[] = [];
  for (let k = 0; k < COLUMNS * ROWS; k++) {
    const code = randomCaptchaCode();
    codes.push(code);
    const { rgb } = decodePng(drawCaptcha(code).png);
    const left = (k % COLUMNS) * cellW;
    const top = Math.floor(k / COLUMNS) * cellH;
    for (let y = 0; y < cellH; y++) {
      for (let x = 0; x < cellW; x++) {
        const from = (Math.floor(y / SHEET_SCALE) * CAPTCHA_WIDTH + Math.floor(x / SHEET_SCALE)) * 3;
        const to = ((top + y) * width + left + x) * 3;
        sheet[to] = rgb[from] as number;
        sheet[to + 1] = rgb[from + 1] as number;
        sheet[to + 2] = rgb[from + 2] as number;
      }
    }
  }
  fs.writeFileSync(file, encodePng(sheet, width, cellH * ROWS));
  return codes;
}

const sheetFile = process.argv[2] ?? 'dist/bench/captcha-sheet.png';
console.log(`sheet ${sheetFile}: ${writeSheet(sheetFile).join(' ')}`);

for (let i = 0; i < 100; i++) newCaptchaPicture(''); // warm up the JIT
const times: number[] = [];
let bytes = 0;
let urlChars = 0;
// CPU time beside wall time: on a shared machine the wall-clock tail measures the neighbours, not this code.
const cpuBefore = process.cpuUsage();
for (let i = 0; i < 2000; i++) {
  const start = process.hrtime.bigint();
  const { png, dataUrl } = newCaptchaPicture('');
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  bytes += png.length;
  urlChars += dataUrl.length;
}
const cpu = process.cpuUsage(cpuBefore);
times.sort((a, b) => a - b);
const at = (q: number): string => (times[Math.min(times.length - 1, Math.floor(q * times.length))] as number).toFixed(2);
console.log(
  `${times.length} captchas: wall median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; ` +
    `CPU ${((cpu.user + cpu.system) / 1000 / times.length).toFixed(2)} ms each; PNG ${Math.round(bytes / times.length)} B, data URL ${Math.round(urlChars / times.length)} chars (means)`,
);
