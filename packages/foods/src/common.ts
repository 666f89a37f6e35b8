// What an NHANES coder picks for a plainly named food (decision 035): the form as usually eaten, from the
// FNDDS "NS as to ..." / "NFS" codes where they exist. Keys are stemmed words (see text.ts `words`) joined by
// one space; the ranking handles everything not listed here.

export const COMMON_FORMS: Record<string, string> = {
  // eggs
  egg: '31102000',
  'whole egg': '31102000',
  'scrambled egg': '31101011',
  'fried egg': '31105005',
  'boiled egg': '31103010',
  'hard boiled egg': '31103010',
  'poached egg': '31103010',
  // dairy
  milk: '11100000',
  'whole milk': '11111000',
  'skim milk': '11113000',
  'nonfat milk': '11113000',
  'chocolate milk': '11511000',
  yogurt: '11410000',
  'greek yogurt': '11400010',
  cheese: '14010000',
  'string cheese': '14104400',
  // grains
  rice: '56205001',
  'white rice': '56205001',
  'brown rice': '56205011',
  bread: '51000100',
  toast: '51000110',
  pasta: '56130000',
  spaghetti: '56131000',
  noodle: '56112000',
  oatmeal: '56202960',
  // meats
  'chicken breast': '24120120',
  chicken: '24100000',
  steak: '21001000',
  bacon: '22600100',
  sausage: '25221400',
  'ground beef': '21500100',
  salmon: '26137100',
  tuna: '26158000',
  shrimp: '26319110',
  // drinks
  coffee: '92101000',
  'black coffee': '92101000',
  tea: '92302000',
  water: '94000100',
  juice: '61210000',
  'orange juice': '61210000',
  soda: '92410310',
  coke: '92410310',
  'diet coke': '92410320',
  beer: '93101000',
  wine: '93401010',
  'red wine': '93401010',
  // fruit and vegetables
  apple: '63101000',
  banana: '63107010',
  orange: '61119010',
  potato: '71000100',
  'baked potato': '71100100',
  salad: '75113000',
  'side salad': '75113000',
  broccoli: '72201100',
  // other
  'peanut butter': '42202000',
  butter: '81100000',
};
