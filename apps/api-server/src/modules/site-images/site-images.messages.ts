import { defineMessages } from '../../i18n/messages';

export const siteImagesMessages = defineMessages({
  'zh-Hans': {
    'SiteImages:NotAnImage': '该文件不是可用的图片：请上传 PNG、JPEG、WebP、GIF、SVG 或 ICO 图片。',
    'SiteImages:TooLarge': '图片不能超过 {maxMiB} MiB。',
    'SiteImages:TooManyPixels': '图片为 {width} × {height} 像素，每边不能超过 {maxSide} 像素。',
    'SiteImages:ExtensionMismatch': '文件内容是 {type} 图片，但扩展名不符：请使用与图片类型一致的扩展名。',
    'SiteImages:UnsafeSvg': '该 SVG 含有脚本、事件处理或外部引用，出于安全原因不能使用。请导出为纯图形的 SVG 或 PNG。',
  },
  en: {
    'SiteImages:NotAnImage': 'This file is not a picture we can use: upload a PNG, JPEG, WebP, GIF, SVG or ICO image.',
    'SiteImages:TooLarge': 'The picture may be at most {maxMiB} MiB.',
    'SiteImages:TooManyPixels': 'The picture is {width} × {height} pixels; each side may be at most {maxSide} pixels.',
    'SiteImages:ExtensionMismatch': 'The file holds a {type} picture but its extension says otherwise: use the extension of its type.',
    'SiteImages:UnsafeSvg': 'This SVG carries scripts, event handlers or external references and cannot be used for safety. Export a plain drawing as SVG, or use PNG.',
  },
});
