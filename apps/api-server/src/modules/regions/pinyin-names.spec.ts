import { chineseRegionNameEn, toPinyin } from './pinyin-names';

describe('chineseRegionNameEn', () => {
  it.each([
    ['深圳市', 'Shenzhen'],
    ['南山区', 'Nanshan'],
    ['白云区', 'Baiyun'],
    ['重庆市', 'Chongqing'],
    ['长沙市', 'Changsha'],
    ['西安市', "Xi'an"],
    ['长安区', "Chang'an"],
    ['城区', 'Chengqu'],
    ['沙县', 'Shaxian'],
    ['延边朝鲜族自治州', 'Yanbian Autonomous Prefecture'],
    ['阿坝藏族羌族自治州', 'Aba Autonomous Prefecture'],
    ['东乡族自治县', 'Dongxiang Autonomous County'],
    ['锡林郭勒盟', 'Xilinguole League'],
    ['大兴安岭地区', "Daxing'anling Prefecture"],
    ['神农架林区', 'Shennongjia Forestry District'],
    ['石龙镇', 'Shilong Town'],
    ['东城街道', 'Dongcheng Subdistrict'],
    ['省直辖县级行政区划', 'County-level divisions'],
  ])('%s -> %s', (zh, en) => {
    expect(chineseRegionNameEn(zh)).toBe(en);
  });

  it('toPinyin keeps Latin text and capitalises', () => {
    expect(toPinyin('松山湖')).toBe('Songshanhu');
    expect(toPinyin('A区')).toBe('Aqu');
  });
});
