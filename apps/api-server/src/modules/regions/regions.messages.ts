import { defineMessages } from '../../i18n/messages';

export const regionsMessages = defineMessages({
  'zh-Hans': {
    'Regions:UnknownRegion': '所选地区不存在。',
    'Regions:WrongParent': '所选地区不属于上一级地区。',
    'Regions:RegionRequired': '请选择下一级地区。',
    'Regions:InvalidPostalCode': '邮政编码格式不正确(示例:{example})。',
    'Regions:InvalidPostalCodeGeneric': '邮政编码只能包含 1 到 16 位字母、数字、空格或连字符。',
    'Regions:ParentIdRequired': '第 1 到 3 级地区必须提供上级地区 parentId。',
    'Regions:ParentIdNotAllowed': '国家级(第 0 级)不能指定上级地区。',
    'Regions:CountryCodeRequired': '查询国家以下级别时必须提供国家代码。',
    'Regions:UnknownCountry': '未知的国家代码 {countryCode}。',
    'Regions:ParentNotFound': '上级地区不存在。',
  },
  en: {
    'Regions:UnknownRegion': 'The selected region does not exist.',
    'Regions:WrongParent': 'The selected region does not belong to the region above it.',
    'Regions:RegionRequired': 'Please select the next region level.',
    'Regions:InvalidPostalCode': 'The postal code format is invalid (example: {example}).',
    'Regions:InvalidPostalCodeGeneric': 'A postal code has 1 to 16 letters, digits, spaces or hyphens.',
    'Regions:ParentIdRequired': 'Levels 1 to 3 need the parentId of the region above.',
    'Regions:ParentIdNotAllowed': 'Countries (level 0) have no parent region.',
    'Regions:CountryCodeRequired': 'A country code is required for levels below country.',
    'Regions:UnknownCountry': 'Unknown country code {countryCode}.',
    'Regions:ParentNotFound': 'The parent region does not exist.',
  },
});
