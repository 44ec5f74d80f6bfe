import { defineMessages } from '../../i18n/messages';

export const siteSettingsMessages = defineMessages({
  'zh-Hans': {
    'SiteSettings:InvalidImageUrl': '图片地址须为本站上传的图片（/api/f/...）或以 http:// 或 https:// 开头的网址。',
    'SiteSettings:InvalidLink': '链接须为以 http:// 或 https:// 开头的网址。',
    'SiteSettings:InvalidIcpNumber': 'ICP 备案号须包含“ICP”和编号，例如 粤ICP备20260001号-1。',
    'SiteSettings:InvalidSecurityFiling': '公安备案号须包含编号，例如 粤公网安备44030002000001号。',
    'SiteSettings:InvalidOrigin': '脚本来源须为 https://域名[:端口]，或本机测试用的 http://127.0.0.1:端口，不带路径。',
    'SiteSettings:InvalidTimeZone': '“{timeZone}”不是可用的时区：请选择 IANA 时区名，例如 Asia/Shanghai。',
  },
  en: {
    'SiteSettings:InvalidImageUrl': 'The image must be one uploaded to this site (/api/f/...) or a URL starting with http:// or https://.',
    'SiteSettings:InvalidLink': 'The link must be a URL starting with http:// or https://.',
    'SiteSettings:InvalidIcpNumber': 'The ICP number must contain "ICP" and a number, e.g. 粤ICP备20260001号-1.',
    'SiteSettings:InvalidSecurityFiling': 'The public security filing number must contain a number, e.g. 粤公网安备44030002000001号.',
    'SiteSettings:InvalidOrigin': 'A script origin is https://host[:port], or http://127.0.0.1:port for local testing, without a path.',
    'SiteSettings:InvalidTimeZone': '"{timeZone}" is not a time zone this site knows: choose an IANA zone name such as Asia/Shanghai.',
  },
});
