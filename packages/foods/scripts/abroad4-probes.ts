// Decision 218's check set (test/abroad4-probes.json), written before the parser was run on it: 92 meals of 68
// countries weighed in grams, written as a diet survey records them or as a person tells one in a sentence ("300 g of
// pounded yam with 250 g of ogbono soup", "a plate of pilau, about 350 grams, with 100 g of kachumbari", "4 rotis
// (about 160 g)"): staples with a sauce or relish, mixed dishes, a cooking method, a household measure beside grams;
// rural and urban; none copied from or modelled on a data part or an earlier check set. Each food is a pattern of the
// FNDDS (or SR28) names a coder could accept, the food a coder records by make-up (chosen by reading the database with
// scripts/lookup.ts, never by running the parser; the reason is the comment beside it), its grams and the grams
// accepted. Usage: npx tsx scripts/abroad4-probes.ts (rewrites the probes, keeps the ratchet lists).
import { writeProbeSet } from './probe-set.ts';
import type { ProbeFood as F } from './probe-set.ts';

const g = (pattern: string, truth: string, grams: number, optional = false): F =>
  [
    pattern,
    truth,
    grams,
    [Math.round(grams * 0.9), Math.round(grams * 1.1)],
    ...(optional ? [true] : []),
  ] as F;
// Decisions 185/196/204/215's conventions: a stiff maize porridge is cornmeal mush, a swallow fufu, a leaf relish
// or stew cooked greens, small dried fish anchovy.
const mush = (n: number) => g('^Cornmeal mush|^Grits', '^Cornmeal mush, NS as to fat', n);
const fufu = (n: number) => g('^Fufu', '^Fufu$', n);
const rice = (n: number) => g('^Rice, (white, )?cooked', '^Rice, white, cooked, NS as to fat', n);
const greens = (n: number) =>
  g(
    '^(Greens|Collards|Kale|Spinach|Mustard greens|Turnip greens|Cassava leaves|Taro leaves|Sweet potato leaves).*cooked',
    '^Greens, NS as to form, cooked',
    n,
  );
const beans = (n: number) =>
  g('^(Beans|Pinto beans|Kidney beans|Black beans|Red beans|White beans|Navy beans)', '^Beans, NFS', n);
const beefStew = (n: number) => g('^Stew, beef|^Beef stew', '^Stew, beef$', n);
const chickenStew = (n: number) =>
  g(
    '^Stew, chicken|^Stewed chicken|^Chicken stew|^Chicken, .*stewed',
    '^Chicken, NS as to part, stewed, NS as to skin eaten',
    n,
  );
const grilledChicken = (n: number) =>
  g('^Chicken', '^Chicken, NS as to part, baked, broiled, or roasted, NS as to skin eaten', n);
const dal = (n: number) => g('^Dal|^Lentil', '^Dal$', n);
const chapati = (n: number) => g('^Bread, chappatti|roti', '^Bread, chappatti or roti', n);
const pita = (n: number) => g('^Bread, pita|^Bread|^Flatbread', '^Bread, pita$', n);
const plantainBoiled = (n: number) => g('^Plantain', '^Plantain, cooked, no added fat', n);
const plantainFried = (n: number) => g('^Plantain', '^Plantain, cooked with oil', n);
const fishFried = (n: number) => g('^Fish, .*fried', '^Fish, NS as to type, fried', n);
const smallFish = (n: number) => g('^Fish, (anchovy|smelt|sardine|NS)', '^Fish, anchovy$', n);
const sourCream = (n: number) => g('^Sour cream', '^Sour cream, regular', n);
const sweetPotato = (n: number) => g('^Sweet potato', '^Sweet potato, boiled, NS as to fat', n);
const cassava = (n: number) => g('^Cassava', '^Cassava, cooked', n);
const taro = (n: number) => g('^Taro', '^Taro, cooked', n);
const milkTea = (n: number) => g('^Tea, .*milk', '^Tea, hot, with milk', n);
const stickyRice = (n: number) => g('^Rice, (white, )?cooked', '^Rice, white, cooked, glutinous', n);
const friedEgg = (n: number) => g('^Egg, whole, fried', '^Egg, whole, fried, NS as to fat', n);
const boiledEgg = (n: number) => g('^Egg, whole, boiled', '^Egg, whole, boiled or poached', n);
const beef = (n: number) => g('^Beef', '^Beef, stew meat', n);
const lamb = (n: number) => g('^Lamb|^Mutton|^Goat', '^Lamb, NS as to cut', n);
const vegCurry = (n: number) => g('^Vegetable curry|curry', '^Vegetable curry$', n);
const mashed = (n: number) => g('^Potato, mashed', '^Potato, mashed, NFS', n);
const tomatoSalad = (n: number) =>
  g('^Tomato and cucumber salad|^Tomato|^Onion|^Cucumber|salad', '^Tomato and cucumber salad', n);
const ryeBread = (n: number) => g('^Bread, rye|^Bread', '^Bread, rye$', n);
const whiteBread = (n: number) => g('^Bread', '^Bread, white$', n);

const S: [string, F[]][] = [
  // Kenya: nduma, "arrowroot" in Kenyan English, is taro (Colocasia); a tomato-onion salad is the tomato salad.
  ['lunch: 300 g of boiled nduma and 250 ml of tea with milk', [taro(300), milkTea(253)]],
  [
    'a plate of pilau, about 350 grams, with 100 g of kachumbari',
    [g('^Rice', '^Rice pilaf$', 350), tomatoSalad(100)],
  ],
  // ugali is cornmeal mush; sukuma (collards) cooked greens; a fried tilapia fish, fried.
  ['350 g ugali, 120 g fried fish (tilapia), 100 g sukuma', [mush(350), fishFried(120), greens(100)]],
  // Tanzania: wali is boiled rice, maharage beans (cooked in coconut milk: beans with fat).
  ['wali 300 g (boiled rice) and maharage ya nazi 200 g', [rice(300), beans(200)]],
  // chipsi mayai: fries set in an omelette; a coder records the fries and the egg.
  [
    'chipsi mayai, about 300 grams',
    [
      g('^Potato, french fries', '^Potato, french fries, NFS', 180),
      g('^Egg', '^Egg omelet or scrambled egg, NS as to fat', 120),
    ],
  ],
  // Uganda: luwombo is chicken steamed in banana leaves (stewed chicken); matooke steamed is plantain.
  ['luwombo chicken 300 g with 250 g of steamed matooke', [chickenStew(300), plantainBoiled(250)]],
  // Rwanda: isombe is pounded cassava leaves (cooked greens).
  ['250 g of isombe and 200 g of boiled sweet potato', [greens(250), sweetPotato(200)]],
  // DR Congo: pondu is cassava leaves (cooked greens); smoked fish.
  [
    'fufu 300 g with 200 g of pondu and 100 g smoked fish',
    [fufu(300), greens(200), g('^Fish', '^Fish, smoked$', 100)],
  ],
  // Cameroon: eru is a leaf stew (cooked greens); water fufu is a cassava swallow (fufu).
  ['eru 200 g with 300 g of water fufu', [greens(200), fufu(300)]],
  // koki is a steamed black-eyed pea pudding: cowpeas.
  [
    'koki 200 g with 200 g boiled ripe plantains',
    [
      g(
        '^(Black-eyed|Cowpeas|Beans)',
        '^Cowpeas, common \\(blackeyes, crowder, southern\\), mature seeds, cooked',
        200,
      ),
      plantainBoiled(200),
    ],
  ],
  // Nigeria: pounded yam is a swallow (fufu); ogbono soup a draw soup of seed, palm oil and meat (a soup); assorted
  // meat is beef and offal.
  [
    '300 g pounded yam with 250 g of ogbono soup and 80 g assorted meat',
    [
      fufu(300),
      g('^Soup|^Stew|^Okra', '^Soup, beef$', 250),
      g('^Beef|^Tripe|^Goat|meat', '^Beef, stew meat', 80),
    ],
  ],
  // moi moi is steamed bean pudding (cowpeas); pap (ogi) a thin fermented maize porridge (cornmeal mush).
  [
    'moi moi 150 g and 300 g of pap with 10 g sugar',
    [
      g(
        '^(Black-eyed|Cowpeas|Beans)',
        '^Cowpeas, common \\(blackeyes, crowder, southern\\), mature seeds, cooked',
        150,
      ),
      mush(300),
      g('^Sugar', '^Sugar, white, granulated', 10),
    ],
  ],
  // asaro is yam cooked soft in a pepper sauce: yam.
  ['yam porridge (asaro) 400 g', [g('^Yam', '^Yam, cooked, boiled, drained, or baked, without salt', 400)]],
  // Ghana: kelewele is fried spiced ripe plantain; groundnuts are peanuts.
  [
    'kelewele 150 g with 50 g of roasted groundnuts',
    [plantainFried(150), g('^Peanuts', '^Peanuts, roasted', 50)],
  ],
  // red red is a bean stew with fried plantain: a coder records both.
  ['a plate of red red, about 400 g', [beans(250), plantainFried(150)]],
  // omo tuo (rice balls) is rice; groundnut soup the peanut soup.
  [
    'omo tuo 300 g with 300 g groundnut soup and 100 g chicken',
    [rice(300), g('^Soup, peanut|peanut', '^Soup, peanut', 300), chickenStew(100)],
  ],
  // Sierra Leone: potato leaf stew is sweet potato leaves (cooked greens); dried fish, the dried salted cod.
  [
    '300 g rice with 200 g potato leaf stew and 50 g of dried fish',
    [rice(300), greens(200), g('^Fish', '^Fish, cod, Atlantic, dried and salted', 50)],
  ],
  // Burkina Faso, Mali: tô is a stiff millet or sorghum porridge (millet); gombo is okra.
  [
    'tô 400 g with 200 g of gombo sauce',
    [g('^Millet|^Sorghum|^Cornmeal mush', '^Millet$', 400), g('^Okra', '^Okra, NS as to form, cooked', 200)],
  ],
  // riz gras: rice cooked in a tomato and meat sauce.
  [
    'riz gras 350 g',
    [g('^Rice', '^Rice, white, with tomatoes and/or tomato-based sauce, NS as to fat', 350)],
  ],
  // Ethiopia: tibs is fried beef; gomen collard greens.
  [
    '200 g of injera with 150 g of beef tibs and 100 g of gomen',
    [g('^Injera', '^Injera', 200), beef(150), greens(100)],
  ],
  // kitfo is minced beef in spiced butter.
  ['kitfo 150 g with 120 g injera', [g('^Beef', '^Beef, stew meat', 150), g('^Injera', '^Injera', 120)]],
  // Somalia: bariis is rice.
  [
    '300 g of bariis with 200 g of goat meat and 1 banana (120 g)',
    [rice(300), g('^Goat|^Lamb|^Mutton', '^Goat$', 200), g('^Banana', '^Banana, raw', 120)],
  ],
  // Egypt: fattah is rice over bread with meat; a coder records the rice, the bread and the meat.
  [
    'a plate of fattah, about 400 g',
    [rice(200), pita(80), g('^Lamb|^Beef|^Mutton', '^Lamb, NS as to cut', 120)],
  ],
  // Tunisia: shakshuka is eggs cooked in a tomato sauce: eggs and cooked tomatoes.
  [
    'shakshuka 250 g with 80 g of bread',
    [
      g('^Egg|^Tomato', '^Egg omelet or scrambled egg, NS as to fat', 125),
      g('^Tomato|^Egg', '^Tomatoes, cooked', 125, true),
      whiteBread(80),
    ],
  ],
  // Algeria: chorba is a soup of meat and vegetables; kesra a semolina flatbread (pita).
  ['chorba 350 g with 100 g of kesra', [g('^Soup', '^Soup, vegetable, with meat', 350), pita(100)]],
  // Morocco: baghrir are semolina pancakes.
  [
    'baghrir 150 g with 20 g honey and 10 g butter',
    [g('^Pancake', '^Pancakes, plain$', 150), g('^Honey', '^Honey$', 20), g('^Butter', '^Butter, NFS', 10)],
  ],
  // South Africa: umngqusho is samp and beans: hominy and beans.
  [
    'umngqusho 350 g with 100 g of chicken stew',
    [g('^Hominy|^Beans', '^Hominy, cooked', 175), g('^Beans|^Hominy', '^Beans, NFS', 175), chickenStew(100)],
  ],
  // bunny chow: a hollowed quarter loaf with curry: bread and curry.
  ['bunny chow, about 400 grams', [whiteBread(150), g('curry', '^Chicken curry$', 250)]],
  // Zimbabwe: sadza is cornmeal mush; covo cooked greens.
  ['sadza 350 g with 150 g beef stew and 100 g of covo', [mush(350), beefStew(150), greens(100)]],
  // Mozambique: xima is cornmeal mush; matapa cassava leaves with peanut (cooked greens).
  ['300 g of xima with 200 g of matapa', [mush(300), greens(200)]],
  // Madagascar: vary is rice; romazava a beef and greens stew.
  ['vary 350 g with 250 g of romazava', [rice(350), beefStew(250)]],
  // India: roti is chappatti; aloo gobi a potato and cauliflower curry (vegetable curry).
  ['4 rotis (about 160 g), 200 g of aloo gobi and 150 g of dal', [chapati(160), vegCurry(200), dal(150)]],
  // Kerala: puttu is steamed rice flour (an idli's make-up); kadala curry a chickpea curry.
  [
    'puttu 200 g with 150 g of kadala curry',
    [g('^Idli|^Rice', '^Idli$', 200), g('^Chickpeas|curry', '^Chickpeas, from dried, fat added', 150)],
  ],
  [
    '2 masala dosas (about 300 g) with 150 g sambar and 40 g coconut chutney',
    [
      g('^Dosa', '^Dosa, with filling', 300),
      g('^Sambar|^Dal|^Lentil|^Vegetable curry', '^Dal$', 150),
      g('^Coconut|chutney', '^Coconut, fresh', 40),
    ],
  ],
  // Punjab: sarson da saag is mustard greens; makki di roti a maize flatbread (corn tortilla).
  [
    '200 g of sarson da saag with 150 g of makki di roti',
    [
      g('^Mustard greens.*cooked|^Greens', '^Mustard greens, NS as to form, cooked', 200),
      g('^Tortilla, corn|^Cornbread|^Bread', '^Tortilla, corn', 150),
    ],
  ],
  // Bengal: luchi is a fried puri; alur dom a potato curry.
  [
    'luchi 150 g with 200 g of alur dom',
    [g('^Bread, puri', '^Bread, puri', 150), g('curry|^Potato', '^Vegetable curry$', 200)],
  ],
  // Maharashtra: poha is flattened rice cooked with oil.
  [
    'poha, 1 plate about 200 g, with 200 ml of tea with milk',
    [g('^Rice', '^Rice, white, cooked, made with oil', 200), milkTea(202)],
  ],
  // Pakistan: nihari is a slow-cooked beef stew.
  [
    'nihari 300 g with 1 naan (120 g)',
    [g('^Beef|^Stew, beef', '^Beef curry$', 300), g('^Bread, naan', '^Bread, naan', 120)],
  ],
  // Bangladesh: panta bhat is soaked cooked rice; hilsa a fried fish.
  [
    'panta bhat 300 g with 50 g fried hilsa and 20 g onion',
    [rice(300), fishFried(50), g('^Onion', '^Onions, raw', 20)],
  ],
  // Nepal: dal bhat tarkari, the vegetable curry said by its vegetables.
  [
    'dal bhat tarkari: 300 g rice, 150 g dal and 150 g of potato and cauliflower curry',
    [rice(300), dal(150), vegCurry(150)],
  ],
  // Sri Lanka: red rice is brown rice; polos young jackfruit curry; gotukola sambol a raw leaf salad.
  [
    '300 g of red rice with 100 g of polos curry and 50 g of gotukola sambol',
    [
      g('^Rice, (brown|red|white)', '^Rice, brown, cooked, NS as to fat', 300),
      vegCurry(100),
      g('^Lettuce|salad|^Greens|^Spinach', '^Lettuce, raw', 50),
    ],
  ],
  // Afghanistan: kabuli pulao is rice with lamb, carrot and raisins (rice pilaf); bolani a potato-stuffed flatbread.
  [
    'kabuli pulao 350 g and 100 g of bolani',
    [g('^Rice', '^Rice pilaf$', 350), g('^Bread, paratha|^Bread', '^Bread, paratha', 100)],
  ],
  // Thailand: som tam is green papaya salad (raw papaya); sticky rice glutinous rice.
  [
    'som tam 200 g with 150 g of sticky rice and 100 g of grilled chicken',
    [g('^Papaya|salad', '^Papaya, raw', 200), stickyRice(150), grilledChicken(100)],
  ],
  [
    'khao man gai, about 400 grams',
    [g('^Chicken or turkey and rice|^Rice', '^Chicken or turkey and rice, no sauce', 400)],
  ],
  // Cambodia: bai sach chrouk is grilled pork over rice.
  [
    '250 g of rice with 120 g of grilled pork (bai sach chrouk)',
    [rice(250), g('^Pork', '^Pork, chop, NS as to fat eaten', 120)],
  ],
  // Laos: larb is minced meat salad (ground pork).
  [
    'larb 200 g with 150 g of sticky rice',
    [g('^Pork|^Beef|^Chicken', '^Pork, ground', 200), stickyRice(150)],
  ],
  // Vietnam: bun are rice noodles; herbs as lettuce.
  [
    'bun cha: 200 g rice noodles, 150 g grilled pork and 50 g fresh herbs',
    [
      g('^Rice noodles|^Noodles', '^Rice noodles, cooked', 200),
      g('^Pork', '^Pork, chop, NS as to fat eaten', 150),
      g('^Lettuce|herb|^Basil|^Cilantro|^Mint', '^Lettuce, raw', 50, true),
    ],
  ],
  // Malaysia: nasi lemak is rice cooked in coconut milk; ikan bilis fried anchovies.
  [
    'nasi lemak, about 300 g, with 1 boiled egg and 20 g of fried anchovies',
    [g('^Rice', '^Rice, cooked with coconut milk', 300), boiledEgg(50), smallFish(20)],
  ],
  // Indonesia: rendang a beef curry; daun singkong cassava leaves.
  [
    'nasi padang: 250 g rice, 100 g beef rendang, 100 g cassava leaves',
    [rice(250), g('^Beef', '^Beef curry$', 100), greens(100)],
  ],
  // Philippines: tinola is a chicken soup with papaya and greens.
  ['chicken tinola 350 g with 200 g rice', [g('^Soup, chicken|^Chicken', '^Soup, chicken$', 350), rice(200)]],
  // pancit canton: fried wheat noodles with meat and vegetables (chow mein).
  [
    'pancit canton 300 g',
    [g('chow mein|^Noodles|lo mein', '^Chow mein or chop suey, NS as to type of meat, with noodles', 300)],
  ],
  // China: mapo tofu is tofu in a meat sauce; bok choy cooked Chinese cabbage.
  [
    '300 g steamed rice, 150 g mapo tofu, 100 g stir-fried bok choy',
    [
      rice(300),
      g('tofu|^Tofu', '^Pork, tofu, and vegetables', 150),
      g('^Cabbage, Chinese|^Bok choy', '^Cabbage, Chinese, cooked, fat added', 100),
    ],
  ],
  // Mongolia: buuz are steamed meat dumplings; suutei tsai milk tea.
  [
    '5 buuz (about 250 g) and 250 ml of suutei tsai',
    [g('^Wonton, dumpling|Dumpling', '^Wonton, dumpling or pot sticker, steamed', 250), milkTea(253)],
  ],
  // Korea: kimchi jjigae a kimchi stew with pork and tofu (a coder: kimchi and pork; soup).
  [
    '300 g of kimchi jjigae with 200 g rice',
    [g('^Kimchi|^Soup|^Stew', '^Soup, vegetable, with meat', 300), rice(200)],
  ],
  // Mexico: tamales de pollo; atole.
  [
    '2 tamales de pollo, about 250 g, and 250 ml of atole',
    [g('^Tamale', '^Tamale, chicken', 250), g('^Atole', '^Atole$', 262)],
  ],
  // Guatemala: frijoles volteados are refried black beans.
  [
    '150 g of frijoles volteados, 3 tortillas (90 g) and 2 fried eggs',
    [
      g('^Refried beans|^Beans|^Black beans', '^Refried beans', 150),
      g('^Tortilla, corn', '^Tortilla, corn', 90),
      friedEgg(100),
    ],
  ],
  // Honduras: a baleada is a folded flour tortilla with refried beans, cheese and cream (a bean burrito's make-up).
  ['a baleada, about 200 grams', [g('^Burrito|^Tortilla, flour|^Quesadilla', '^Burrito, bean', 200)]],
  // El Salvador: pupusas revueltas are filled with pork, beans and cheese; curtido a cabbage slaw.
  [
    '3 pupusas revueltas (about 360 g) with 100 g of curtido',
    [g('^Pupusa', '^Pupusa, meat, with beans', 360), g('^Cabbage|^Coleslaw', '^Cabbage salad, NFS', 100)],
  ],
  // Nicaragua: gallo pinto is rice and beans fried together; queso frito fried cheese.
  [
    'gallo pinto 300 g with 50 g of fried cheese and 100 g sweet plantain',
    [
      g('^Rice|beans', '^Rice with stewed beans', 300),
      g('^Cheese', '^Cheese, Mexican blend|^Cheese, queso|^Cheese', 50),
      plantainFried(100),
    ],
  ],
  // Venezuela: pabellón criollo.
  [
    'pabellón criollo: 200 g rice, 150 g black beans, 120 g shredded beef, 100 g fried plantain',
    [
      rice(200),
      g('^Black beans|^Beans', '^Black beans, from dried, fat added|^Beans, black', 150),
      beef(120),
      plantainFried(100),
    ],
  ],
  // Peru: ají de gallina is shredded chicken in a creamy sauce.
  [
    'ají de gallina 300 g with 150 g rice and 100 g boiled potato',
    [
      g('^Chicken', '^Chicken or turkey with cream sauce', 300),
      rice(150),
      g('^Potato, boiled', '^Potato, boiled, NFS', 100),
    ],
  ],
  // Chile: cazuela de vacuno is a beef soup with potato, squash and corn.
  [
    'cazuela de vacuno 450 g',
    [g('^Soup, beef|^Stew, beef|^Soup', '^Soup, beef vegetable|^Stew, beef$', 450)],
  ],
  // Argentina: milanesa is a breaded beef cutlet (FNDDS's coated steak); puré de papas mashed potatoes.
  [
    'milanesa 200 g with 200 g of puré de papas',
    [g('^Beef|^Veal|^Steak', '^Beef, steak, country fried', 200), mashed(200)],
  ],
  // Paraguay: mandioca hervida is boiled cassava; asado grilled beef.
  ['mandioca hervida 250 g with 150 g of asado', [cassava(250), g('^Beef', '^Beef, steak, NFS', 150)]],
  // Dominican Republic: mangú is mashed green plantain; los tres golpes adds fried salami, fried cheese, a fried egg.
  [
    'los tres golpes: 300 g mangú, 100 g fried salami, 50 g fried cheese, 1 fried egg',
    [
      plantainBoiled(300),
      g('^Salami|^Bologna|^Sausage', '^Salami', 100),
      g('^Cheese', '^Cheese', 50),
      friedEgg(50),
    ],
  ],
  // Cuba: ropa vieja is shredded beef stewed in tomato; maduros fried ripe plantain.
  [
    'ropa vieja 200 g with 200 g white rice and 100 g of maduros',
    [g('^Beef|^Stew, beef', '^Stew, beef$', 200), rice(200), plantainFried(100)],
  ],
  // Brazil: tapioca is a crepe of cassava starch; queijo coalho a firm white cheese.
  [
    'tapioca 120 g with 50 g of queijo coalho',
    [
      g('^Cassava|^Tapioca', '^Tapioca, pearl, dry|^Cassava, cooked', 120),
      g('^Cheese', '^Cheese, Mozzarella|^Cheese', 50),
    ],
  ],
  // Iraq: timman is rice; fasolia a white bean stew.
  ['timman 300 g with 200 g of fasolia', [rice(300), beans(200)]],
  // Syria: fattoush is a salad with toasted bread.
  [
    'fattoush 200 g with 150 g of grilled chicken',
    [
      g('^Lettuce|salad', '^Lettuce, salad with assorted vegetables including tomatoes', 200),
      grilledChicken(150),
    ],
  ],
  // Jordan: mansaf is lamb on rice with a yogurt sauce.
  [
    'mansaf, about 450 g',
    [rice(200), lamb(150), g('^Yogurt', '^Yogurt, NS as to type of milk, plain', 100, true)],
  ],
  // Yemen: saltah is a meat broth stew with fenugreek froth; khubz a flatbread.
  ['saltah 350 g with 100 g of khubz', [g('^Stew|^Soup', '^Stew, lamb', 350), pita(100)]],
  // Saudi Arabia: kabsa is chicken and spiced rice.
  [
    'chicken kabsa, about 400 g',
    [g('^Chicken or turkey and rice|^Rice', '^Chicken or turkey and rice, no sauce', 400)],
  ],
  // Lebanon: manakish za'atar is a flatbread with thyme and oil.
  [
    'manakish zaatar 150 g with 200 ml of tea',
    [g('^Bread|^Pizza|^Flatbread', '^Bread, pita$', 150), g('^Tea', '^Tea, hot, leaf, black', 200)],
  ],
  // Turkey: kuru fasulye is a white bean stew; pilav rice pilaf.
  ['kuru fasulye 250 g with 200 g of pilav', [beans(250), g('^Rice', '^Rice pilaf$', 200)]],
  // Poland: żurek is a sour rye soup with sausage.
  [
    'żurek 400 g with 1 boiled egg and 60 g rye bread',
    [g('^Soup', '^Soup, vegetable, with meat', 400), boiledEgg(50), ryeBread(60)],
  ],
  // Romania: mămăligă is cornmeal mush; brânză a sheep cheese (feta); smântână sour cream.
  [
    'mămăligă 300 g with 50 g of brânză and 50 g of smântână',
    [mush(300), g('^Cheese', '^Cheese, Feta', 50), sourCream(50)],
  ],
  // Hungary: gulyás is a beef soup with potato.
  ['gulyás 400 g with 80 g bread', [g('^Soup|^Stew, beef|^Goulash', '^Stew, beef$', 400), whiteBread(80)]],
  // Serbia: pasulj is a bean soup with smoked meat.
  [
    'pasulj 400 g with 60 g of bread',
    [g('^Soup, bean|^Beans', '^Soup, bean, with meat', 400), whiteBread(60)],
  ],
  // Uzbekistan: plov is rice with lamb and carrot; achichuk a tomato and onion salad.
  ['plov 350 g with 100 g of achichuk', [g('^Rice', '^Rice pilaf$', 350), tomatoSalad(100)]],
  // Kazakhstan: beshbarmak is boiled meat on noodles.
  ['beshbarmak 400 g', [g('^Noodles|^Pasta', '^Noodles, cooked', 200), lamb(200)]],
  // Georgia: lobio is a kidney bean stew; shoti a white bread.
  ['lobio 250 g with 150 g of shoti bread', [beans(250), whiteBread(150)]],
  // Russia: pelmeni are meat dumplings; smetana sour cream.
  [
    'pelmeni 300 g with 30 g of smetana',
    [
      g('^Pierogi|^Wonton, dumpling|Dumpling|^Ravioli', '^Wonton, dumpling or pot sticker, steamed', 300),
      sourCream(30),
    ],
  ],
  // Ukraine: holubtsi are cabbage rolls with meat and rice.
  [
    'holubtsi 300 g with 30 g sour cream',
    [g('^Stuffed cabbage', '^Stuffed cabbage rolls with beef and rice', 300), sourCream(30)],
  ],
  // Papua New Guinea: kaukau is sweet potato; aibika a leaf green, cooked in coconut milk.
  ['300 g of kaukau with 150 g of aibika cooked in coconut milk', [sweetPotato(300), greens(150)]],
  // Fiji: dalo is taro; rourou taro leaves in coconut milk.
  [
    '200 g of dalo with 150 g of rourou',
    [taro(200), g('^Taro leaves|^Greens|^Spinach', '^Taro leaves, cooked', 150)],
  ],
  // Samoa: palusami is taro leaves baked in coconut cream.
  [
    'palusami 200 g with 200 g of boiled taro',
    [g('^Taro leaves|^Greens|^Spinach', '^Taro leaves, cooked', 200), taro(200)],
  ],
  // Staples said plainly in English, as a survey's translation gives them.
  [
    '300 g of stiff maize porridge with 100 g of cabbage relish',
    [mush(300), g('^Cabbage', '^Cabbage, green, cooked, fat added', 100)],
  ],
  [
    '250 g of boiled green bananas with 150 g of groundnut sauce',
    [plantainBoiled(250), g('^Soup, peanut|^Peanut sauce', '^Soup, peanut', 150)],
  ],
  [
    'fried yam 200 g with 50 g of pepper sauce',
    [g('^Yam', '^Yam, cooked', 200), g('^Hot pepper sauce|^Salsa|^Sauce', '^Hot pepper sauce', 50)],
  ],
  [
    'steamed rice 300 g, fried egg 50 g, stir-fried water spinach 100 g',
    [rice(300), friedEgg(50), g('^Spinach|^Greens', '^Spinach, fresh, cooked with oil', 100)],
  ],
  [
    '200 g of boiled rice with 150 g of fish curry and 100 g of cooked spinach',
    [
      rice(200),
      g('^Fish curry|curry', '^Fish curry$', 150),
      g('^Spinach|^Greens', '^Spinach, fresh, cooked, no added fat', 100),
    ],
  ],
  [
    'a roasted maize cob, about 200 g, and 100 g of groundnuts',
    [g('^Corn', '^Corn, fresh, cooked, no added fat', 200), g('^Peanuts', '^Peanuts, roasted', 100)],
  ],
];

writeProbeSet(
  'abroad4-probes.json',
  "Decision 218: 92 meals of 68 countries weighed in grams (Kenya, Tanzania, Uganda, Rwanda, DR Congo, Cameroon, Nigeria, Ghana, Sierra Leone, Burkina Faso, Ethiopia, Somalia, Egypt, Tunisia, Algeria, Morocco, South Africa, Zimbabwe, Mozambique, Madagascar, India, Pakistan, Bangladesh, Nepal, Sri Lanka, Afghanistan, Thailand, Cambodia, Laos, Vietnam, Malaysia, Indonesia, the Philippines, China, Mongolia, Korea, Mexico, Guatemala, Honduras, El Salvador, Nicaragua, Venezuela, Peru, Chile, Argentina, Paraguay, the Dominican Republic, Cuba, Brazil, Iraq, Syria, Jordan, Yemen, Saudi Arabia, Lebanon, Turkey, Poland, Romania, Hungary, Serbia, Uzbekistan, Kazakhstan, Georgia, Russia, Ukraine, Papua New Guinea, Fiji, Samoa, and staples said plainly), written as a diet survey records them or a person says them, before any change of decision 218 and before the parser was run on them, none from a data part or an earlier check set. Each food is a pattern of the FNDDS (or SR28) names a coder could accept, the food a coder records by make-up (chosen by reading the database, scripts/lookup.ts), its grams (millilitres through the food's density) and the grams accepted; carbs and kcal are computed from the truths (scripts/abroad4-probes.ts). 'passing' (read as a coder records it) and 'carbsWithin' (within 7.5 g of the truth) are ratchets.",
  S,
);
