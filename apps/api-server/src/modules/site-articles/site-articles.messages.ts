import { defineMessages } from '../../i18n/messages';

export const siteArticlesMessages = defineMessages({
  'zh-Hans': {
    'Ops:ArticleNeedsOneLanguage': '请至少用一种语言写完文章（标题和正文）。',
    'Ops:ArticleTitleRequired': '已填写这种语言的内容，请同时填写标题。',
    'Ops:ArticleContentRequired': '已填写这种语言的内容，请同时填写正文（只含脚本等不允许的内容会被清除）。',
    'Ops:InvalidImageUrl': '图片地址须以 http://、https:// 或本站路径 / 开头。',
    'Ops:UnknownCategory': '该分类不存在。',
    'Ops:CategoryCycle': '分类不能移到它自己或它的下级分类下面。',
    'Ops:CategoryHasChildren': '该分类下还有 {count} 个子分类，请先移走或删除它们。',
    'Ops:CategoryHasArticles': '该分类下还有 {count} 篇文章（含草稿），请先移走或删除它们。',
  },
  en: {
    'Ops:ArticleNeedsOneLanguage': 'Write the article in at least one language (title and content).',
    'Ops:ArticleTitleRequired': 'This language has content: give it a title too.',
    'Ops:ArticleContentRequired': 'This language has a title or summary: give it content too (scripts and other disallowed markup are removed).',
    'Ops:InvalidImageUrl': 'An image address starts with http://, https:// or / (a path on this site).',
    'Ops:UnknownCategory': 'This category does not exist.',
    'Ops:CategoryCycle': 'A category cannot go under itself or one of its sub-categories.',
    'Ops:CategoryHasChildren': 'This category still has {count} sub-categories: move or delete them first.',
    'Ops:CategoryHasArticles': 'This category still holds {count} articles (drafts included): move or delete them first.',
  },
});
