import { defineMessages } from '../../i18n/messages';

export const merchantDataMessages = defineMessages({
  'zh-Hans': {
    'MerchantData:FileTypeNotAllowed': '文件 {fileName} 的类型不受支持(允许:pdf、png、jpg、jpeg、xlsx、docx、csv、txt)。',
    'MerchantData:FileContentMismatch': '文件 {fileName} 的内容与扩展名不符。',
    'MerchantData:FileNotUtf8Text': '文件 {fileName} 不是有效的 UTF-8 文本(不能包含二进制内容)。',
    'MerchantData:FileTooLarge': '文件 {fileName} 超过了 {limit} MiB 的大小限制。',
    'MerchantData:FileEmpty': '文件 {fileName} 是空的。',
    'MerchantData:DuplicateFile': '文件 {fileName} 与 {duplicateOf} 内容相同，请只上传一次。',
  },
  en: {
    'MerchantData:FileTypeNotAllowed': 'The file {fileName} has an unsupported type (allowed: pdf, png, jpg, jpeg, xlsx, docx, csv, txt).',
    'MerchantData:FileContentMismatch': 'The content of {fileName} does not match its extension.',
    'MerchantData:FileNotUtf8Text': 'The file {fileName} is not valid UTF-8 text (binary content is not allowed).',
    'MerchantData:FileTooLarge': 'The file {fileName} is larger than the limit of {limit} MiB.',
    'MerchantData:FileEmpty': 'The file {fileName} is empty.',
    'MerchantData:DuplicateFile': 'The file {fileName} has the same content as {duplicateOf}; upload it once.',
  },
});
