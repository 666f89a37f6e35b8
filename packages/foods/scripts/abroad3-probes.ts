// Decision 215's check set (test/abroad3-probes.json), written before the parser was run on it: 77 ordinary meals of
// 28 countries weighed in grams, the way a diet-survey respondent or a nutrition-app user types them (staple
// porridges and swallows, flatbreads, stews, pulses, roots and plantain, rice dishes, soups, street food), none copied
// from or modelled on a data part or an earlier check set. Each food is a pattern of the FNDDS (or SR28) names a coder
// could accept, the food a coder records by make-up (the closest ingredient or dish), its grams and the grams accepted.
// Usage: npx tsx scripts/abroad3-probes.ts (rewrites the probes, keeps the ratchet lists).
import { writeProbeSet } from './probe-set.ts';
import type { ProbeFood as F } from './probe-set.ts';

const g = (pattern: string, truth: string, grams: number): F => [
  pattern,
  truth,
  grams,
  [Math.round(grams * 0.9), Math.round(grams * 1.1)],
];
const mush = (n: number) => g('^Cornmeal mush|^Grits', '^Cornmeal mush, NS as to fat', n);
const rice = (n: number) => g('^Rice, (white, )?cooked', '^Rice, white, cooked, NS as to fat', n);
const greens = (n: number) =>
  g(
    '^(Greens|Collards|Kale|Spinach|Mustard greens|Turnip greens).*cooked',
    '^Greens, NS as to form, cooked',
    n,
  );
const beans = (n: number) => g('^(Beans|Pinto beans|Kidney beans|Black beans|Red beans)', '^Beans, NFS', n);
const beefStew = (n: number) => g('^Stew, beef|^Beef stew', '^Stew, beef$', n);
const chickenStew = (n: number) => g('^Stew, chicken|^Stewed chicken|^Chicken stew', '^Stew, chicken$', n);
const dal = (n: number) => g('^Dal|^Lentil', '^Dal$', n);
const fufu = (n: number) => g('^Fufu', '^Fufu$', n);
const chapati = (n: number) => g('^Bread, chappatti|roti', '^Bread, chappatti or roti', n);
const plantainBoiled = (n: number) => g('^Plantain', '^Plantain, cooked, no added fat', n);
const plantainFried = (n: number) => g('^Plantain', '^Plantain, cooked with oil', n);
const fishFried = (n: number) => g('^Fish, .*fried', '^Fish, NS as to type, fried', n);
const tilapia = (n: number) => g('^Fish, (tilapia|NS as to type)', '^Fish, tilapia, grilled', n);
const smallFish = (n: number) => g('^Fish, (anchovy|smelt|sardine|NS)', '^Fish, anchovy$', n);
const sourCream = (n: number) => g('^Sour cream', '^Sour cream, regular', n);

const S: [string, F[]][] = [
  // Kenya
  [
    'ugali 300g, managu 100g, fried tilapia 150g',
    [mush(300), greens(100), g('^Fish, tilapia', '^Fish, tilapia, fried', 150)],
  ],
  ['mukimo 300 g with 150 g beef stew', [g('^Potato, mashed', '^Potato, mashed, NFS', 300), beefStew(150)]],
  [
    'mandazi 120 g and chai 300 ml',
    [g('^Doughnut', '^Doughnut, cake type, plain', 120), g('^Tea, .*milk', '^Tea, hot, with milk', 304)],
  ],
  [
    'omena 100 g, ugali 350 g, kales 100 g',
    [smallFish(100), mush(350), g('^(Kale|Greens|Collards).*cooked', '^Kale, NS as to form, cooked', 100)],
  ],
  // Ethiopia
  ['injera 150g, shiro 200g', [g('^Injera', '^Injera', 150), g('^Hummus|^Chickpea', '^Hummus, plain', 200)]],
  [
    '250 g injera with 150 g doro wat and 60 g ayib',
    [
      g('^Injera', '^Injera', 250),
      chickenStew(150),
      g('^Cheese, cottage|^Cheese, ricotta|^Queso fresco|^Cheese, farmer', '^Cheese, cottage, NFS', 60),
    ],
  ],
  ['firfir 300 g and 200 ml buna', [g('^Injera', '^Injera', 300), g('^Coffee', '^Coffee, brewed$', 200)]],
  // Nigeria
  [
    'eba 250g, egusi soup 200g, stockfish 80g',
    [
      fufu(250),
      g('^Soup, peanut|^Soup', '^Soup, peanut', 200),
      g('^Fish, cod', '^Fish, cod, Atlantic, dried and salted', 80),
    ],
  ],
  [
    'white rice 300g with tomato stew 150g and dodo 100g',
    [
      rice(300),
      g('tomato|^Stew', '^Stewed tomatoes|^Tomatoes, stewed|^Tomato sauce', 150),
      plantainFried(100),
    ],
  ],
  ['beans porridge 300 g with 100 g fried plantain', [beans(300), plantainFried(100)]],
  ['amala 300g with 200g ewedu soup', [fufu(300), greens(200)]],
  // Ghana
  [
    'banku 350g, okro soup 250g, grilled tilapia 120g',
    [mush(350), g('^Okra', '^Okra, NS as to form, cooked', 250), tilapia(120)],
  ],
  [
    'waakye 400 g with 100 g fried fish and 1 boiled egg',
    [
      g('^Rice with stewed beans|beans and (white )?rice|^Rice and beans', '^Rice with stewed beans', 400),
      fishFried(100),
      g('^Egg, whole, boiled', '^Egg, whole, boiled or poached', 50),
    ],
  ],
  [
    'kenkey 300 g with 100 g fried fish and 50 g pepper sauce',
    [mush(300), fishFried(100), g('^Hot pepper sauce|^Salsa|^Sauce', '^Hot pepper sauce', 50)],
  ],
  // Uganda
  ['posho 300g and beans 200g', [mush(300), beans(200)]],
  ['400 g matooke, 150 g beef stew', [plantainBoiled(400), beefStew(150)]],
  ['2 chapatis 160 g with 200 g bean stew', [chapati(160), beans(200)]],
  // Malawi, Zambia
  [
    'nsima 350 g with 120 g chambo and 100 g mustard greens',
    [
      mush(350),
      tilapia(120),
      g('^Mustard greens.*cooked|^Greens', '^Mustard greens, NS as to form, cooked', 100),
    ],
  ],
  ['usipa 80 g, nsima 300 g, pumpkin leaves 100 g', [smallFish(80), mush(300), greens(100)]],
  ['nshima 300g, kapenta 80g, rape 100g', [mush(300), smallFish(80), greens(100)]],
  ['samp 250 g with beef stew 150 g', [g('^Hominy', '^Hominy, cooked', 250), beefStew(150)]],
  // Senegal
  [
    'yassa poulet 250 g with 250 g rice',
    [g('^Chicken', '^Chicken, NS as to part, stewed, NS as to skin eaten', 250), rice(250)],
  ],
  ['mafe 300 g with 250 g white rice', [g('^Soup, peanut|peanut', '^Soup, peanut', 300), rice(250)]],
  [
    '200 g fonio with 200 g okra sauce',
    [g('^Millet|^Couscous', '^Millet$', 200), g('^Okra', '^Okra, NS as to form, cooked', 200)],
  ],
  // Egypt
  [
    'ta3meya 120 g, baladi bread 100 g, tomato cucumber salad 100 g',
    [
      g('^Falafel', '^Falafel$', 120),
      g('^Bread, pita', '^Bread, pita, whole wheat', 100),
      g('^Tomato and cucumber salad|^Cucumber|^Tomato', '^Tomato and cucumber salad', 100),
    ],
  ],
  [
    'molokhia 250 g, rice 200 g, boiled chicken 150 g',
    [greens(250), rice(200), g('^Chicken', '^Chicken, NS as to part, stewed, NS as to skin eaten', 150)],
  ],
  [
    'mahshi 300 g',
    [g('^Stuffed pepper|^Stuffed grape|^Grape leaves', '^Stuffed pepper, with rice and meat', 300)],
  ],
  // Morocco
  [
    'lamb tagine with prunes 300 g, khobz 100 g',
    [g('^Stew, lamb|^Lamb', '^Stew, lamb', 300), g('^Bread', '^Bread, white$', 100)],
  ],
  [
    'harira 350 g and dates 30 g',
    [g('^Soup, lentil|^Soup, bean', '^Soup, lentil$', 350), g('^Dates', '^Dates, deglet', 30)],
  ],
  [
    'msemen 120 g with honey 20 g, mint tea 250 ml',
    [
      g('^Bread, paratha', '^Bread, paratha', 120),
      g('^Honey', '^Honey$', 20),
      g('^Tea', '^Tea, hot, herbal', 244),
    ],
  ],
  // Iran
  [
    'sangak 150 g with 60 g feta and 100 g cucumber',
    [
      g('^Bread', '^Bread, pita, whole wheat', 150),
      g('^Cheese, feta', '^Cheese, Feta', 60),
      g('^Cucumber', '^Cucumber, raw', 100),
    ],
  ],
  ['300 g rice with 250 g khoresh gheymeh', [rice(300), g('^Stew|^Lamb|^Beef', '^Stew, lamb', 250)]],
  ['ash reshteh 400 g', [g('^Soup, bean|^Soup', '^Soup, bean$', 400)]],
  // Pakistan
  ['daal chawal: 250 g rice, 200 g masoor daal', [rice(250), dal(200)]],
  [
    'aloo paratha 150 g with 100 g yogurt',
    [g('^Bread, paratha', '^Bread, paratha', 150), g('^Yogurt', '^Yogurt, whole milk, plain', 100)],
  ],
  [
    'chicken biryani 350 g with raita 100 g',
    [
      g('^Biryani with chicken', '^Biryani with chicken', 350),
      g('^Yogurt|^Raita|^Cucumber salad', '^Yogurt, whole milk, plain', 100),
    ],
  ],
  // Bangladesh
  [
    'bhat 350 g, rui maach curry 150 g, dal 100 g',
    [rice(350), g('^Fish curry', '^Fish curry$', 150), dal(100)],
  ],
  [
    'khichuri 350 g with begun bhaja 100 g',
    [
      g(
        '^Rice, white, with lentils|^Lentil curry with rice',
        '^Rice, white, with lentils, NS as to fat',
        350,
      ),
      g('^Eggplant', '^Eggplant, cooked, fat added', 100),
    ],
  ],
  // Sri Lanka
  [
    'string hoppers 150 g, dhal curry 150 g, coconut sambol 50 g',
    [g('^Rice noodles', '^Rice noodles, cooked', 150), dal(150), g('^Coconut', '^Coconut, fresh', 50)],
  ],
  [
    'kiribath 200 g with lunu miris 30 g',
    [
      g('^Rice, cooked with coconut milk', '^Rice, cooked with coconut milk', 200),
      g('^Onions?|^Hot pepper sauce|^Salsa|^Pepper', '^Onions, raw', 30),
    ],
  ],
  // Nepal
  ['dhido 300 g with 150 g chicken curry', [mush(300), g('^Chicken curry', '^Chicken curry$', 150)]],
  [
    'veg momo 250 g and 200 ml masala tea',
    [
      g('^Wonton, dumpling', '^Wonton, dumpling or pot sticker, steamed', 250),
      g('^Tea, .*milk|^Chai', '^Tea, hot, with milk', 203),
    ],
  ],
  // Vietnam
  [
    'com tam 300 g with 120 g grilled pork chop',
    [rice(300), g('^Pork, chop', '^Pork, chop, NS as to fat eaten', 120)],
  ],
  [
    '250 g xoi with 30 g peanuts',
    [
      g('^Rice, white, cooked, glutinous|^Rice', '^Rice, white, cooked, glutinous', 250),
      g('^Peanuts', '^Peanuts, NFS', 30),
    ],
  ],
  ['bun rieu 550 g', [g('^Soup, pho|noodle soup|^Soup', '^Soup, pho, with meat', 550)]],
  // Indonesia
  [
    'nasi uduk 250 g, tempe goreng 100 g, sambal 20 g',
    [
      g('^Rice, cooked with coconut milk', '^Rice, cooked with coconut milk', 250),
      g('^Tempeh|^Soybean curd', '^Soybean curd, deep fried', 100),
      g('^Hot pepper sauce|^Sauce|^Salsa', '^Hot pepper sauce', 20),
    ],
  ],
  [
    'gado-gado 350 g with 30 g kerupuk',
    [
      g('^Mixed vegetables|^Vegetables, mixed|^Salad', '^Vegetables, mixed, frozen, cooked', 350),
      g('^Shrimp chips|^Chips|^Crackers|^Rice cake', '^Shrimp chips|^Chips, shrimp|^Rice cake', 30),
    ],
  ],
  // Philippines
  [
    '250 g garlic rice, 100 g longganisa, 50 g fried egg',
    [
      g('^Rice', '^Rice, fried, NFS', 250),
      g('^Pork sausage|^Sausage', '^Pork sausage$', 100),
      g('^Egg, whole, fried', '^Egg, whole, fried, NS as to fat$', 50),
    ],
  ],
  ['sinigang na baboy 400 g with 200 g rice', [g('^Soup', '^Soup, vegetable, with meat', 400), rice(200)]],
  ['champorado 300 g with 30 g tuyo', [g('^Pudding, rice|^Rice', '^Pudding, rice', 300), smallFish(30)]],
  // Myanmar
  ['mohinga 500 g', [g('^Soup, pho|noodle soup|^Soup', '^Soup, pho, with meat', 500)]],
  [
    'rice 300 g, pork curry 150 g, boiled vegetables 100 g',
    [
      rice(300),
      g('^Pork|curry', '^Pork, NFS', 150),
      g('^Mixed vegetables|^Vegetables, mixed|^Vegetable', '^Vegetables, mixed, frozen, cooked', 100),
    ],
  ],
  // Peru, Bolivia
  ['papa a la huancaina 300 g', [g('^Potato', '^Potato, mashed, NFS', 300)]],
  ['quinoa soup 400 g', [g('^Soup|^Quinoa', '^Soup, vegetable, with meat', 400)]],
  [
    'ceviche 250 g with 150 g sweet potato and 50 g cancha',
    [
      g('^Ceviche', '^Ceviche', 250),
      g('^Sweet potato', '^Sweet potato, boiled, NS as to fat', 150),
      g('^Corn nuts', '^Corn nuts', 50),
    ],
  ],
  ['salteña 150 g with 250 ml api', [g('^Empanada', '^Empanada, beef$', 150), g('^Atole', '^Atole$', 258)]],
  [
    'chuno 150 g, 200 g rice, 120 g fried beef',
    [
      g('^Potato', '^Potato, boiled, NS as to fat|^Potato, boiled', 150),
      rice(200),
      g('^Beef', '^Beef, steak, NFS', 120),
    ],
  ],
  // Guatemala, Haiti
  [
    'black beans 200 g, corn tortillas 90 g, queso fresco 50 g',
    [
      g('^Black beans', '^Black beans, NFS|^Black beans', 200),
      g('^Tortilla, corn', '^Tortilla, corn', 90),
      g('^Queso fresco|^Cheese', '^Queso Fresco', 50),
    ],
  ],
  ['pepian 300 g with rice 150 g', [chickenStew(300), rice(150)]],
  [
    'mayi moulen 250 g with sos pwa 150 g',
    [mush(250), g('^Soup, bean|^Beans|^Black beans|^Kidney beans', '^Soup, bean$', 150)],
  ],
  ['diri blan 300 g, legim 200 g', [rice(300), g('^Stew, vegetable|^Vegetable', '^Stew, vegetable', 200)]],
  // Brazil, Mexico
  [
    'arroz 200 g, feijão 150 g, bife 100 g, farofa 40 g',
    [
      rice(200),
      beans(150),
      g('^Beef', '^Beef, steak, NFS', 100),
      g('^Cassava|^Farofa|^Bread, cassava', '^Cassava bread|^Bread, cassava|^Cassava, cooked', 40),
    ],
  ],
  ['cuscuz 200 g with 2 eggs', [mush(200), g('^Egg', '^Egg, whole, fried, NS as to fat$', 100)]],
  ['chilaquiles 300 g with 30 g crema', [g('^Chilaquiles', '^Chilaquiles', 300), sourCream(30)]],
  ['pozole 400 g', [g('^Soup, pozole|^Hominy|^Pozole', '^Soup, pozole', 400)]],
  // Turkey, Russia, Ukraine
  [
    'mercimek corbasi 300 g with 100 g bread',
    [g('^Soup, lentil', '^Soup, lentil$', 300), g('^Bread', '^Bread, white$', 100)],
  ],
  [
    'menemen 200 g and 100 g simit',
    [
      g(
        '^Egg omelet or scrambled egg, with tomatoes|^Egg',
        '^Egg omelet or scrambled egg, with tomatoes, NS as to fat',
        200,
      ),
      g('^Bagel|^Bread', '^Bagel$', 100),
    ],
  ],
  [
    'grechka 250 g with kotlety 150 g',
    [
      g('^Buckwheat', '^Buckwheat groats$', 250),
      g('^Beef|^Meatballs|^Hamburger|^Chicken patty|patty', '^Meatballs, Puerto Rican style', 150),
    ],
  ],
  [
    'shchi 400 g with 60 g black bread',
    [
      g('^Soup|^Stew', '^Soup, vegetable, with meat', 400),
      g('^Bread, rye|^Bread, pumpernickel|^Bread', '^Bread, rye$', 60),
    ],
  ],
  ['varenyky with potato 300 g with 40 g sour cream', [g('^Pierogi', '^Pierogi', 300), sourCream(40)]],
  ['syrnyky 200 g with 50 g smetana', [g('^Pancakes|^Cheese', '^Pancakes, plain$', 200), sourCream(50)]],
  // ordinary staples said plainly
  ['maize porridge 300 g with 150 g lentils', [mush(300), g('^Lentils', '^Lentils, NFS', 150)]],
  [
    'boiled groundnuts 150 g and roasted cassava 200 g',
    [g('^Peanuts, boiled', '^Peanuts, boiled', 150), g('^Cassava', '^Cassava, cooked', 200)],
  ],
  [
    'boiled plantain 300 g with 200 g fish stew',
    [plantainBoiled(300), g('^Stew, fish|^Fish stew', '^Stew, fish', 200)],
  ],
  [
    '150 g flatbread with 250 g chickpea stew',
    [
      g('^Bread, pita|^Bread, chappatti|^Flatbread|^Bread', '^Bread, pita$', 150),
      g('^Chickpeas', '^Chickpeas, from dried, fat added', 250),
    ],
  ],
  [
    'sorghum porridge 300 g with 20 g sugar',
    [g('^Millet|^Sorghum|^Cornmeal mush', '^Millet$', 300), g('^Sugar', '^Sugar, white, granulated', 20)],
  ],
  ['cassava leaves stew 200 g with 250 g rice', [greens(200), rice(250)]],
];

writeProbeSet(
  'abroad3-probes.json',
  "Decision 215: 77 ordinary meals of 28 countries weighed in grams (Kenya, Ethiopia, Nigeria, Ghana, Uganda, Malawi, Zambia, Senegal, Egypt, Morocco, Iran, Pakistan, Bangladesh, Sri Lanka, Nepal, Vietnam, Indonesia, the Philippines, Myanmar, Peru, Bolivia, Guatemala, Haiti, Brazil, Mexico, Turkey, Russia, Ukraine, and staples said plainly), written before any change of decision 215 and before the parser was run on them, none from a data part or an earlier check set. Each food is a pattern of the FNDDS (or SR28) names a coder could accept, the food a coder records by make-up (the closest ingredient or dish, by the conventions of decisions 185, 196 and 204: a stiff maize porridge is cornmeal mush, a swallow fufu, a greens stew cooked greens, a fried dough a doughnut), its grams (millilitres through the food's density) and the grams accepted; carbs and kcal are computed from the truths (scripts/abroad3-probes.ts). 'passing' (read as a coder records it) and 'carbsWithin' (within 7.5 g of the truth) are ratchets.",
  S,
);
