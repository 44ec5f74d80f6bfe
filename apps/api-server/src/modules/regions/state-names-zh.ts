// Chinese names of the first-level divisions of the main destinations, keyed by region code (`CC-<ISO 3166-2>`,
// see docs/domain/regions.md). No npm package carries them: this table is checked in, with the standard
// simplified-Chinese names used by the Xinhua News Agency and the Chinese Wikipedia articles on each country's
// subdivisions ("美国州份", "加拿大行政区划", "澳大利亚行政区划", "德国行政区划", "日本行政区划",
// "英国行政区划", "法国大区"). States outside this table keep their English name in Chinese too.

const US: Record<string, string> = {
  AL: '亚拉巴马州', AK: '阿拉斯加州', AZ: '亚利桑那州', AR: '阿肯色州', CA: '加利福尼亚州', CO: '科罗拉多州',
  CT: '康涅狄格州', DE: '特拉华州', DC: '哥伦比亚特区', FL: '佛罗里达州', GA: '佐治亚州', HI: '夏威夷州',
  ID: '爱达荷州', IL: '伊利诺伊州', IN: '印第安纳州', IA: '艾奥瓦州', KS: '堪萨斯州', KY: '肯塔基州',
  LA: '路易斯安那州', ME: '缅因州', MD: '马里兰州', MA: '马萨诸塞州', MI: '密歇根州', MN: '明尼苏达州',
  MS: '密西西比州', MO: '密苏里州', MT: '蒙大拿州', NE: '内布拉斯加州', NV: '内华达州', NH: '新罕布什尔州',
  NJ: '新泽西州', NM: '新墨西哥州', NY: '纽约州', NC: '北卡罗来纳州', ND: '北达科他州', OH: '俄亥俄州',
  OK: '俄克拉何马州', OR: '俄勒冈州', PA: '宾夕法尼亚州', RI: '罗得岛州', SC: '南卡罗来纳州', SD: '南达科他州',
  TN: '田纳西州', TX: '得克萨斯州', UT: '犹他州', VT: '佛蒙特州', VA: '弗吉尼亚州', WA: '华盛顿州',
  WV: '西弗吉尼亚州', WI: '威斯康星州', WY: '怀俄明州', AS: '美属萨摩亚', GU: '关岛', MP: '北马里亚纳群岛',
  PR: '波多黎各', VI: '美属维尔京群岛', UM: '美国本土外小岛屿',
};

const CA: Record<string, string> = {
  AB: '艾伯塔省', BC: '不列颠哥伦比亚省', MB: '马尼托巴省', NB: '新不伦瑞克省', NL: '纽芬兰与拉布拉多省',
  NT: '西北地区', NS: '新斯科舍省', NU: '努纳武特地区', ON: '安大略省', PE: '爱德华王子岛省', QC: '魁北克省',
  SK: '萨斯喀彻温省', YT: '育空地区',
};

const AU: Record<string, string> = {
  ACT: '澳大利亚首都领地', NSW: '新南威尔士州', NT: '北领地', QLD: '昆士兰州', SA: '南澳大利亚州',
  TAS: '塔斯马尼亚州', VIC: '维多利亚州', WA: '西澳大利亚州',
};

const DE: Record<string, string> = {
  BW: '巴登-符腾堡州', BY: '巴伐利亚州', BE: '柏林', BB: '勃兰登堡州', HB: '不来梅', HH: '汉堡', HE: '黑森州',
  NI: '下萨克森州', MV: '梅克伦堡-前波美拉尼亚州', NW: '北莱茵-威斯特法伦州', RP: '莱茵兰-普法尔茨州',
  SL: '萨尔州', SN: '萨克森州', ST: '萨克森-安哈尔特州', SH: '石勒苏益格-荷尔斯泰因州', TH: '图林根州',
};

// ISO 3166-2:JP numbers the prefectures 01..47 in the order of the national local-government codes.
const JP_PREFECTURES = [
  '北海道', '青森县', '岩手县', '宫城县', '秋田县', '山形县', '福岛县', '茨城县', '栃木县', '群马县', '埼玉县',
  '千叶县', '东京都', '神奈川县', '新潟县', '富山县', '石川县', '福井县', '山梨县', '长野县', '岐阜县', '静冈县',
  '爱知县', '三重县', '滋贺县', '京都府', '大阪府', '兵库县', '奈良县', '和歌山县', '鸟取县', '岛根县', '冈山县',
  '广岛县', '山口县', '德岛县', '香川县', '爱媛县', '高知县', '福冈县', '佐贺县', '长崎县', '熊本县', '大分县',
  '宫崎县', '鹿儿岛县', '冲绳县',
] as const;
const JP: Record<string, string> = Object.fromEntries(JP_PREFECTURES.map((name, i) => [String(i + 1).padStart(2, '0'), name]));

const GB: Record<string, string> = { ENG: '英格兰', SCT: '苏格兰', WLS: '威尔士', NIR: '北爱尔兰' };

const FR: Record<string, string> = {
  ARA: '奥弗涅-罗讷-阿尔卑斯大区', BFC: '勃艮第-弗朗什-孔泰大区', BRE: '布列塔尼大区', CVL: '中央-卢瓦尔河谷大区',
  COR: '科西嘉', GES: '大东部大区', HDF: '上法兰西大区', NOR: '诺曼底大区', NAQ: '新阿基坦大区', OCC: '奥克西塔尼大区',
  PDL: '卢瓦尔河地区大区', PAC: '普罗旺斯-阿尔卑斯-蓝色海岸大区', IDF: '法兰西岛大区',
};

const BY_COUNTRY: Record<string, Record<string, string>> = { US, CA, AU, DE, JP, GB, FR };

/** The Chinese name of a state by country and its ISO 3166-2 subdivision code, when the table has it. */
export function stateNameZh(countryCode: string, isoCode: string): string | undefined {
  return BY_COUNTRY[countryCode]?.[isoCode];
}

