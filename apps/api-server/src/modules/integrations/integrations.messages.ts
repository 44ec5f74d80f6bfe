import { defineMessages } from '../../i18n/messages';

export const integrationsMessages = defineMessages({
  'zh-Hans': {
    'Ops:ApiKeyAlreadyRevoked': 'API 密钥“{name}”已被吊销。',
    'Ops:IntegrationStored': '已记录',
    'Ops:IntegrationDuplicate': '该运单已有此事件（相同代码、相同时间），未重复记录',
    'Ops:TimeWithoutOffset': '时间须带 UTC 偏移（如 2026-11-23T14:15:00+08:00），偏移范围 -14:00 至 +14:00。',
  },
  en: {
    'Ops:ApiKeyAlreadyRevoked': 'The API key "{name}" is already revoked.',
    'Ops:IntegrationStored': 'Stored',
    'Ops:IntegrationDuplicate': 'The waybill already has this event (same code, same time); not recorded twice',
    'Ops:TimeWithoutOffset': 'The time must carry a UTC offset (e.g. 2026-11-23T14:15:00+08:00) between -14:00 and +14:00.',
  },
});
