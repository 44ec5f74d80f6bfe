import { defineMessages } from '../../i18n/messages';

export const staffMessages = defineMessages({
  'zh-Hans': {
    'Ops:CannotChangeSelf': '不能降低自己的角色或停用自己的账号。',
    'Ops:UserNameTaken': '用户名 {userName} 已被使用。',
    'Ops:InvalidUserName': '用户名需为 3 到 64 个字符，由字母、数字或 . _ @ - 组成，并以字母或数字开头。',
    'Ops:WeakPassword': '密码需为 8 到 64 个字符，且至少包含一个字母和一个数字。',
  },
  en: {
    'Ops:CannotChangeSelf': 'You cannot demote or disable your own account.',
    'Ops:UserNameTaken': 'The user name {userName} is taken.',
    'Ops:InvalidUserName': 'User names have 3 to 64 letters, digits, ".", "_", "@" or "-", starting with a letter or digit.',
    'Ops:WeakPassword': 'The password needs 8 to 64 characters with at least one letter and one digit.',
  },
});
