import { defineMessages } from '../../../i18n/messages';

export const eventImportMessages = defineMessages({
  'zh-Hans': {
    'Ops:ImportNotASpreadsheet': '请上传 .xlsx 格式的 Excel 文件（可从模板下载）。',
    'Ops:ImportSpreadsheetTooLarge': '文件过大：最大 {maxMiB} MiB，解压后最大 {maxUncompressedMiB} MiB。',
    'Ops:ImportSpreadsheetTimeout': '文件过于复杂，无法在规定时间内读取，请拆分后重试。',
    'Ops:ImportTooManyRows': '每次最多导入 {limit} 行事件，当前文件有 {count} 行。',
    'Ops:ImportEmptySpreadsheet': '文件中没有事件数据。',
    'Ops:ImportTemplateMismatch': '文件与模板不符，缺少必填列：{columns}。',
    'Ops:ImportBadTime': '时间“{value}”无效，请填写当地时间，如 2026-11-23 14:15。',
    'Ops:ImportBadTimeZone': '时区“{value}”无效，请填写 UTC 偏移，如 +08:00。',
    'Ops:ImportUnknownCode': '事件代码“{value}”不存在，请使用模板“说明”页中的代码或名称。',
    'Ops:ImportRowRefused': '第 {rowNumber} 行：{reason}',
    'Ops:ImportRefused': '有 {count} 处错误，未导入任何事件。',
  },
  en: {
    'Ops:ImportNotASpreadsheet': 'Please upload an Excel .xlsx file (download the template).',
    'Ops:ImportSpreadsheetTooLarge': 'The file is too large: at most {maxMiB} MiB, and {maxUncompressedMiB} MiB uncompressed.',
    'Ops:ImportSpreadsheetTimeout': 'The file is too complex to read in time. Split it and try again.',
    'Ops:ImportTooManyRows': 'At most {limit} event rows can be imported at once; this file has {count}.',
    'Ops:ImportEmptySpreadsheet': 'The file contains no event rows.',
    'Ops:ImportTemplateMismatch': 'The file does not match the template. Missing required columns: {columns}.',
    'Ops:ImportBadTime': 'The time "{value}" is not valid: write the local time, e.g. 2026-11-23 14:15.',
    'Ops:ImportBadTimeZone': 'The time zone "{value}" is not valid: write a UTC offset, e.g. +08:00.',
    'Ops:ImportUnknownCode': 'There is no event code "{value}": use a code or name from the template\'s instructions sheet.',
    'Ops:ImportRowRefused': 'Row {rowNumber}: {reason}',
    'Ops:ImportRefused': '{count} problems found; no event was imported.',
  },
});
