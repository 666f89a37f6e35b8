// Decision 217's check set (test/sweep4-probes.json), written before the parser was run on it: everyday US meals said
// the way people tell a diet survey or a chat box, none from sweep 3 or any data part: home-cooked dinners
// (casseroles, pot pie, meatloaf, stir fry, soups), breakfasts at home, lunches packed for work or school, snacks by
// the handful, bag, sleeve or piece, drinks with sizes (oz, can, bottle, mug, pint, glass), desserts, fast food and
// sit-down chains, holiday and grilling food, leftovers, "half of", "a few", "a bite of", "some", and clauses joined
// by time and sequence words (after, before, then, while, later) that name no food. Rules of the truth, written
// before the first run: each food is the FNDDS food a careful coder records; with no amount said, FNDDS's quantity
// not specified; "a couple" is two and "a few" three; "a bowl" of soup, stew or chili is a cup and a half; a glass
// 8 fl oz; "seconds" one more serving; a bite 10 g; a chain's own food where FNDDS has one, and a chain's main dish
// at two cups (decision 197). An optional food with 0 g (a part a coder may record inside the dish) adds nothing.
// Usage: npx tsx scripts/sweep4-probes.ts
import { writeProbeSet } from './probe-set.ts';
import type { ProbeFood as F } from './probe-set.ts';

const r = (g: number, lo = 0.7, hi = 1.35): [number, number] => [Math.round(g * lo), Math.round(g * hi)];
const f = (pattern: string, truth: string, g: number, range = r(g)): F => [pattern, truth, g, range];
const opt = (pattern: string, truth: string, g: number, range = r(g, 0, 3)): F => [
  pattern,
  truth,
  g,
  range,
  true,
];
const bowl = (pattern: string, truth: string, g = 383): F => f(pattern, truth, g, [240, 520]);
const roll = f('^Roll', '^Roll, white, soft', 43, [28, 70]);
const fries = (g = 110) => f('^Potato, french fries', '^Potato, french fries, fast food', g);
const coffee = (g = 360) => f('^Coffee', '^Coffee, brewed$', g, [230, 500]);

const S: [string, F[]][] = [
  // home-cooked dinners
  [
    'For dinner I had a bowl of beef stew and a dinner roll',
    [bowl('^Stew, beef|^Beef stew', '^Stew, beef$'), roll],
  ],
  [
    'We had meatloaf, mashed potatoes and green beans for supper',
    [
      f('^Meat loaf', '^Meat loaf, NS as to type of meat', 84, [60, 160]),
      f('^Potato, mashed', '^Potato, mashed, NFS', 125),
      f('^Green beans', '^Green beans, fresh, cooked, no added fat', 70),
    ],
  ],
  [
    'My wife made a chicken stir fry with broccoli and we had it over white rice',
    [
      f(
        '^Chicken or turkey.*vegetables|^Chicken.*stir',
        '^Chicken or turkey and vegetables including carrots, broccoli, and/or dark-green leafy; no potatoes, soy-based sauce',
        163,
        [110, 330],
      ),
      f('^Rice, white', '^Rice, white, cooked, NS as to fat', 122, [80, 200]),
    ],
  ],
  ['For supper we had chicken pot pie', [f('^Pot pie, chicken', '^Pot pie, chicken', 250)]],
  [
    "shepherd's pie and a glass of milk",
    [f("^Shepherd's pie", "^Shepherd's pie", 250), f('^Milk', '^Milk, NFS', 244, [200, 380])],
  ],
  [
    'Baked ziti with garlic bread',
    [
      f('^Pasta with tomato-based sauce', '^Pasta with tomato-based sauce and cheese', 250, [150, 400]),
      f('^Garlic bread', '^Garlic bread, NFS', 79, [37, 120]),
    ],
  ],
  [
    'a pork chop with applesauce and an ear of corn on the cob',
    [
      f('^Pork, chop', '^Pork, chop, NS as to fat eaten', 120, [85, 185]),
      f('^Applesauce', '^Applesauce, regular', 125, [90, 250]),
      f('^Corn', '^Corn, NS as to form, cooked', 108, [55, 160]),
    ],
  ],
  [
    'I grilled a steak and had it with a baked potato with butter',
    [
      f('^Steak|^Beef', '^Steak, NS as to type of meat, NS as to fat', 160, [110, 250]),
      f('^Potato, baked', '^Potato, baked, peel not eaten, with butter', 315, [220, 450]),
      opt('^Butter', '^Butter, NFS', 0, [0, 20]),
    ],
  ],
  [
    'Sunday dinner was roast chicken, stuffing and corn',
    [
      f('^Chicken', '^Chicken, NS as to part, baked, broiled, or roasted, NS as to skin', 85, [60, 200]),
      f('stuffing', '^Bread stuffing$', 100, [70, 230]),
      f('^Corn', '^Corn, NS as to form, cooked', 85, [55, 170]),
    ],
  ],
  [
    'Had a bowl of potato soup with a grilled cheese',
    [bowl('^Soup, potato', '^Soup, potato$'), f('^Grilled cheese', '^Grilled cheese sandwich, NFS', 116)],
  ],
  [
    'stuffed peppers for dinner, I ate two',
    [f('^Stuffed pepper', '^Stuffed pepper, with meat', 298, [198, 400])],
  ],
  [
    'chicken parm with spaghetti',
    [
      f('^Chicken or turkey parmigiana', '^Chicken or turkey parmigiana', 209, [150, 280]),
      f('^Pasta|^Spaghetti', '^Pasta with tomato-based sauce, home recipe', 250, [100, 340]),
    ],
  ],
  [
    'I had 6 fish sticks and some tater tots',
    [f('^Fish, stick', '^Fish, stick', 120, [100, 140]), f('^Potato tots', '^Potato tots, NFS', 65)],
  ],
  [
    'a homemade chicken quesadilla with sour cream',
    [
      f('^Quesadilla', '^Quesadilla, chicken$', 140, [70, 190]),
      f('^Sour cream', '^Sour cream, regular', 30, [10, 60]),
    ],
  ],
  [
    'beef stroganoff over egg noodles',
    [
      f('^Beef stroganoff', '^Beef stroganoff with noodles', 320, [180, 430]),
      opt('^Noodles', '^Noodles, cooked', 0, [0, 250]),
    ],
  ],
  [
    'Tuna noodle casserole and peas',
    [
      f('^Tuna noodle casserole', '^Tuna noodle casserole with cream or white sauce', 280, [180, 420]),
      f('^Green peas', '^Green peas, NS as to form, cooked', 83, [50, 170]),
    ],
  ],
  [
    'We made tacos with ground beef, I had two',
    [f('^Taco', '^Taco, corn tortilla, beef, cheese', 210, [150, 330])],
  ],
  [
    'a big plate of spaghetti and meatballs',
    [
      f(
        '^Spaghetti|^Pasta.*meat',
        '^Pasta with tomato-based sauce and meat, home recipe|^Spaghetti with meatballs',
        375,
        [250, 550],
      ),
    ],
  ],
  ['a bowl of split pea soup with ham', [bowl('^Soup, split pea', '^Soup, split pea, with meat')]],
  [
    'Corned beef and cabbage for St. Patricks Day',
    [
      f('^Corned beef|^Beef, corned', '^Beef, corned', 60, [40, 200]),
      f('^Cabbage', '^Cabbage, green, cooked, no added fat', 75, [50, 160]),
    ],
  ],
  ['a bowl of jambalaya', [bowl('^Jambalaya', '^Jambalaya with meat and rice')]],
  [
    'Chicken and dumplings with a biscuit',
    [
      f('dumplings', '^Chicken or turkey with dumplings', 244, [180, 400]),
      f('^Biscuit', '^Biscuit, NFS', 45, [35, 80]),
    ],
  ],
  // breakfasts at home
  [
    'a bowl of frosted flakes with skim milk',
    [
      f('^Cereal, corn flakes, flavored|^Cereal.*frosted', '^Cereal, corn flakes, flavored', 40, [25, 80]),
      f('^Milk, fat free', '^Milk, fat free', 122, [60, 250]),
    ],
  ],
  [
    'Two slices of bacon, an over easy egg and hash browns',
    [
      f('^Bacon', '^Bacon, NS as to type of meat, cooked', 16, [10, 25]),
      f('^Egg, whole, fried', '^Egg, whole, fried, NS as to fat', 55, [45, 70]),
      f('^Potato, hash brown', '^Potato, hash brown, NFS', 80, [55, 160]),
    ],
  ],
  [
    'a toasted english muffin with butter and jam',
    [
      f('^Muffin, English', '^Muffin, English$', 58, [50, 70]),
      f('^Butter', '^Butter, NFS', 10, [3, 15]),
      f('^Jam|^Jelly', '^Jam or jelly, NFS', 20, [10, 30]),
    ],
  ],
  [
    'Greek yogurt with granola and blueberries',
    [
      f('^Yogurt, Greek', '^Yogurt, Greek, NS as to type of milk or flavor', 150, [110, 250]),
      f('granola', '^Cereal, granola', 30, [15, 60]),
      f('^Blueberries', '^Blueberries, raw', 37, [15, 80]),
    ],
  ],
  [
    'a bowl of grits with butter',
    [f('^Grits', '^Grits, NFS', 240, [160, 400]), opt('^Butter', '^Butter, NFS', 5, [2, 15])],
  ],
  [
    'A stack of three pancakes with syrup',
    [f('^Pancakes', '^Pancakes, NFS', 150, [110, 280]), f('syrup', '^Pancake syrup$', 40, [20, 60])],
  ],
  ['a strawberry banana smoothie', [f('^Fruit smoothie', '^Fruit smoothie, NFS', 324, [216, 550])]],
  [
    'a packet of instant oatmeal made with water',
    [f('^Oatmeal, instant', '^Oatmeal, instant, plain, made with water, no added fat', 148, [120, 250])],
  ],
  [
    'Coffee with creamer and a banana',
    [coffee(), f('creamer|^Cream', '^Coffee creamer, NFS', 30, [10, 40]), f('^Banana', '^Banana, raw', 126)],
  ],
  [
    'two pieces of peanut butter toast',
    [
      f('^Bread', '^Bread, NS as to major flour, toasted', 50, [40, 80]),
      f('^Peanut butter', '^Peanut butter$', 32, [16, 50]),
    ],
  ],
  [
    'cinnamon roll and a cup of coffee',
    [f('^Roll, sweet, cinnamon', '^Roll, sweet, cinnamon bun, frosted', 90, [54, 160]), coffee(240)],
  ],
  [
    'two frozen waffles with peanut butter',
    [
      f('^Waffle', '^Waffle, plain, frozen', 80, [70, 130]),
      f('^Peanut butter', '^Peanut butter$', 32, [16, 50]),
    ],
  ],
  [
    'Scrambled eggs with cheese and a glass of orange juice',
    [
      f(
        '^Egg omelet or scrambled egg',
        '^Egg omelet or scrambled egg, with cheese, made with butter',
        130,
        [90, 200],
      ),
      opt('^Cheese', '^Cheese, Cheddar$', 0, [0, 30]),
      f('^Orange juice', '^Orange juice, 100%, NFS', 248, [200, 310]),
    ],
  ],
  // lunches packed for work or school
  [
    'I packed a ham and cheese sandwich, baby carrots and a granola bar',
    [
      f('^Ham sandwich', '^Ham sandwich on white, with cheese', 135, [110, 210]),
      f('^Carrots, raw', '^Carrots, raw$', 80, [40, 120]),
      f('granola bar|^Cereal or granola bar', '^Cereal or Granola bar, NFS', 43, [25, 50]),
    ],
  ],
  [
    'leftover chili in a thermos and some crackers',
    [f('^Chili', '^Chili, NFS', 255, [200, 400]), f('^Crackers', '^Crackers, NFS', 18, [10, 45])],
  ],
  [
    'A chicken salad sandwich and some grapes',
    [
      f('^Chicken salad sandwich', '^Chicken salad sandwich on white', 180, [130, 270]),
      f('^Grapes', '^Grapes, raw', 75, [50, 160]),
    ],
  ],
  [
    'Egg salad sandwich and a yogurt cup',
    [
      f('^Egg salad sandwich', '^Egg salad sandwich on white', 180, [130, 270]),
      f('^Yogurt', '^Yogurt, NS as to type of milk or flavor', 170, [110, 230]),
    ],
  ],
  [
    'a bologna sandwich and a bag of pretzels',
    [
      f('^Bologna sandwich', '^Bologna sandwich on white$', 115, [90, 180]),
      f('^Pretzels', '^Pretzels, NFS', 28, [20, 60]),
    ],
  ],
  [
    "My son's school lunch was chicken nuggets, a roll and a carton of milk",
    [
      f('^Chicken nuggets', '^Chicken nuggets, from school lunch', 80, [60, 130]),
      roll,
      f('^Milk', '^Milk, NFS', 244, [230, 260]),
    ],
  ],
  [
    'half a turkey club and a cup of vegetable soup',
    [
      f('^Club sandwich|^Turkey', '^Club sandwich on white$', 65, [50, 100]),
      f('^Soup, vegetable', '^Soup, vegetable$', 245, [200, 300]),
    ],
  ],
  ['Heated up leftover lasagna for lunch at work', [f('^Lasagna', '^Lasagna with meat$', 250, [200, 350])]],
  [
    'leftover turkey and mashed potatoes with gravy',
    [
      f('^Turkey', '^Turkey, NFS', 85, [55, 140]),
      f('^Potato, mashed', '^Potato, mashed, NFS', 125, [100, 260]),
      f('[Gg]ravy', '^Gravy, poultry', 60, [30, 120]),
    ],
  ],
  [
    'I had leftover pizza for breakfast, two slices of pepperoni',
    [
      f(
        '^Pizza with pepperoni',
        '^Pizza with pepperoni, from restaurant or fast food, NS as to type of crust',
        248,
        [170, 300],
      ),
    ],
  ],
  [
    'a can of Chef Boyardee ravioli',
    [f('^Ravioli', '^Ravioli, meat-filled, with tomato sauce', 425, [380, 450])],
  ],
  // snacks by the handful, bag, sleeve or piece
  ['a handful of almonds', [f('^Almonds', '^Almonds, NFS', 28, [15, 45])]],
  ['ate a bag of microwave popcorn', [f('^Popcorn', '^Popcorn, microwave, NFS', 85, [70, 100])]],
  [
    'celery sticks with peanut butter',
    [f('^Celery', '^Celery, raw', 60, [30, 120]), f('^Peanut butter', '^Peanut butter$', 32, [16, 50])],
  ],
  ['a sleeve of Ritz crackers', [f('^Crackers', '^Crackers, butter, plain', 115, [100, 130])]],
  ['some trail mix', [f('^Trail mix', '^Trail mix, NFS', 28, [20, 60])]],
  [
    'half of a Snickers bar',
    [f('^Chocolate candy, nougat', '^Chocolate candy, nougat filled with nuts', 28, [20, 40])],
  ],
  ["a bite of my daughter's brownie", [f('[Bb]rownie', '^Cookie, brownie, NS as to icing', 10, [3, 30])]],
  [
    'an orange and some grapes',
    [f('^Orange, raw', '^Orange, raw', 154, [120, 200]), f('^Grapes', '^Grapes, raw', 75, [50, 160])],
  ],
  [
    'hummus and pita chips',
    [f('^Hummus', '^Hummus, plain', 60, [30, 90]), f('^Pita chips', '^Pita chips', 60, [28, 90])],
  ],
  ['Later on I snacked on a couple of cookies', [f('^Cookie', '^Cookie, NFS', 60, [40, 90])]],
  [
    'I ate a bag of chips while waiting for the bus',
    [f('^Potato chips', '^Potato chips, NFS', 28, [20, 60])],
  ],
  [
    'a few slices of cheddar and some crackers',
    [
      f('^Cheese, Cheddar', '^Cheese, Cheddar$', 63, [40, 90]),
      f('^Crackers', '^Crackers, NFS', 18, [10, 45]),
    ],
  ],
  // drinks with sizes
  [
    'I grabbed a 20 oz mountain dew and a bag of doritos',
    [
      f('^Soft drink, (fruit|citrus)', '^Soft drink, fruit flavored, caffeine containing$', 620, [590, 640]),
      f('^Tortilla chips', '^Tortilla chips, nacho cheese', 28, [20, 60]),
    ],
  ],
  ['a can of Sprite', [f('^Soft drink', '^Soft drink, fruit flavored, caffeine free$', 372, [350, 380])]],
  ['a pint of Guinness', [f('^Beer', '^Beer$', 480, [440, 500])]],
  [
    'a mug of hot tea with honey',
    [f('^Tea', '^Tea, hot, leaf, black$', 360, [240, 480]), f('^Honey', '^Honey$', 7, [5, 21])],
  ],
  ['two Coors Lights', [f('^Beer, light', '^Beer, light', 720, [700, 740])]],
  ['a glass of red wine with dinner', [f('^Wine, red', '^Wine, red', 180, [150, 240])]],
  ['a 16 oz bottle of orange juice', [f('^Orange juice', '^Orange juice, 100%, NFS', 496, [470, 510])]],
  [
    'a grande caramel frappuccino',
    [f('^Frozen coffee drink|^Coffee', '^Frozen coffee drink$', 496, [450, 530])],
  ],
  [
    'a large chocolate shake from Sonic',
    [f('^Milk shake', '^Milk shake, fast food, chocolate', 690, [520, 720])],
  ],
  ['a Red Bull', [f('^Energy drink \\(Red Bull\\)', '^Energy drink \\(Red Bull\\)', 260, [250, 270])]],
  ['a glass of lemonade', [f('^Lemonade', '^Lemonade, fruit juice drink$', 248, [200, 380])]],
  [
    'a 32 oz Dr Pepper from the gas station',
    [f('^Soft drink, pepper type', '^Soft drink, pepper type$', 992, [700, 1000])],
  ],
  ['a big mug of coffee with a splash of milk', [coffee(480), opt('^Milk', '^Milk, NFS', 15, [0, 60])]],
  [
    'sweet tea, large',
    [f('^Tea, iced', '^Tea, iced, brewed, black, pre-sweetened with sugar$', 620, [500, 700])],
  ],
  [
    'a protein shake after the gym',
    [
      f(
        '^Nutritional drink|[Pp]rotein',
        '^Nutritional drink or shake, high protein, ready-to-drink, NFS',
        256,
        [240, 400],
      ),
    ],
  ],
  // desserts
  [
    'a slice of apple pie a la mode',
    [f('^Pie, apple', '^Pie, apple$', 150, [110, 200]), f('^Ice cream', '^Ice cream, NFS', 120, [60, 140])],
  ],
  ['a bowl of banana pudding', [f('^Banana pudding|^Pudding', '^Banana pudding', 190, [130, 300])]],
  ['a piece of cheesecake', [f('^Cheesecake', '^Cheesecake, plain', 175, [120, 200])]],
  [
    'a slice of chocolate cake',
    [f('^Cake', '^Cake or cupcake, chocolate with chocolate icing, bakery', 115, [90, 180])],
  ],
  [
    'two scoops of mint chip ice cream in a waffle cone',
    [f('^Ice cream', '^Ice cream cone, scooped, vanilla, waffle cone', 255, [200, 300])],
  ],
  ['a couple of popsicles by the pool', [f('^Popsicle', '^Popsicle$', 100, [90, 110])]],
  ['strawberry shortcake', [f('shortcake', '^Cake, strawberry shortcake', 175, [120, 220])]],
  // fast food and sit-down chains
  [
    'a Whopper with cheese and medium fries',
    [f('^Whopper with cheese', '^Whopper with cheese', 290, [250, 320]), fries(145)],
  ],
  [
    'a Blizzard from Dairy Queen',
    [f('^Soft serve, blended', '^Soft serve, blended with candy or cookies', 215, [200, 420])],
  ],
  [
    '10 piece McNuggets with bbq sauce',
    [
      f('^Chicken nuggets', '^Chicken nuggets, from fast food', 160, [150, 170]),
      f('^Barbecue sauce', '^Barbecue sauce', 28, [9, 40]),
    ],
  ],
  [
    'KFC: two pieces of fried chicken, mashed potatoes with gravy and a biscuit',
    [
      f(
        '^Chicken.*fried|^Fried chicken',
        '^Chicken, NS as to part, fried, coated, skin / coating eaten',
        170,
        [120, 260],
      ),
      f('^Potato, mashed', '^Potato, mashed, from fast food, with gravy', 125, [100, 260]),
      opt('[Gg]ravy', '^Gravy, poultry', 0, [0, 120]),
      f('^Biscuit', '^Biscuit, from fast food', 70, [45, 90]),
    ],
  ],
  [
    'a Popeyes chicken sandwich and a sweet tea',
    [
      f('^Chicken fillet sandwich', '^Chicken fillet sandwich, fried, from fast food$', 140, [110, 280]),
      f('^Tea, iced', '^Tea, iced, brewed, black, pre-sweetened with sugar$', 372, [279, 620]),
    ],
  ],
  [
    "Arby's roast beef sandwich and curly fries",
    [f('^Roast beef sandwich', '^Roast beef sandwich on white$', 115, [100, 200]), fries()],
  ],
  [
    "three slices of Domino's pepperoni pizza",
    [
      f(
        '^Pizza with pepperoni',
        '^Pizza with pepperoni, from restaurant or fast food, NS as to type of crust',
        372,
        [260, 450],
      ),
    ],
  ],
  [
    'Waffle House: a waffle and hash browns',
    [
      f('^Waffle', '^Waffle, plain, fast food / restaurant', 75, [60, 140]),
      f('^Potato, hash brown', '^Potato, hash brown, from restaurant$', 80, [55, 160]),
    ],
  ],
  [
    '8 boneless wings and fries from Wingstop',
    [f('boneless', '^Chicken "wings", boneless, with hot sauce, from fast food', 280, [250, 300]), fries()],
  ],
  [
    'a chicken burrito from Qdoba',
    [f('^Burrito', '^Burrito, chicken, with beans and rice, cheese', 330, [220, 450])],
  ],
  [
    'an Egg McMuffin and a hash brown',
    [
      f('^Egg sandwich on English muffin', '^Egg sandwich on English muffin, with ham', 145, [120, 200]),
      f('^Potato, hash brown', '^Potato, hash brown, from fast food$', 55, [45, 80]),
    ],
  ],
  [
    'a Filet-O-Fish and small fries',
    [f('^Fish sandwich', '^Fish sandwich, fried, from fast food, with cheese', 151, [120, 200]), fries(110)],
  ],
  [
    'Olive Garden: chicken alfredo and two breadsticks',
    [
      f(
        '^Pasta with cream sauce|[Aa]lfredo',
        '^Pasta with cream sauce and poultry, restaurant',
        500,
        [250, 650],
      ),
      f('^Breadsticks', '^Breadsticks, soft, NFS', 86, [60, 120]),
    ],
  ],
  [
    'a sausage McGriddle and a coffee',
    [f('griddle', '^Sausage griddle/pancake sandwich', 155, [120, 200]), coffee()],
  ],
  [
    'chicken tenders with fries and honey mustard',
    [
      f('^Chicken tenders', '^Chicken tenders or strips, NFS', 100, [70, 200]),
      fries(),
      f('[Hh]oney mustard', '^Honey mustard dip', 30, [15, 70]),
    ],
  ],
  ['a plate of nachos with cheese at the bar', [f('^Nachos', '^Nachos, cheese only', 250, [125, 350])]],
  // holiday and grilling food
  [
    'At the cookout I had a pulled pork sandwich, coleslaw and baked beans',
    [
      f('^Barbecue sandwich|^Pork', '^Barbecue sandwich, NFS', 180, [130, 270]),
      f('^Coleslaw', '^Coleslaw$', 110, [70, 220]),
      f('^Baked beans', '^Baked beans$', 130, [90, 260]),
    ],
  ],
  [
    'two grilled chicken thighs and an ear of corn',
    [
      f(
        '^Chicken thigh',
        '^Chicken thigh, baked, broiled, or roasted, skin eaten, from raw',
        160,
        [130, 210],
      ),
      f('^Corn', '^Corn, NS as to form, cooked', 108, [55, 160]),
    ],
  ],
  ['half a rack of baby back ribs', [f('^Pork, ribs', '^Pork, ribs', 230, [150, 350])]],
  [
    'a couple deviled eggs and a scoop of potato salad at the picnic',
    [
      f('^Egg, deviled', '^Egg, deviled', 60, [50, 70]),
      f('^Potato salad', '^Potato salad with egg, made with mayonnaise$', 138, [90, 200]),
    ],
  ],
  [
    'Christmas dinner was ham, scalloped potatoes and a dinner roll',
    [
      f('^Ham', '^Ham$', 60, [40, 170]),
      f('^Potato, scalloped', '^Potato, scalloped, NFS', 125, [100, 260]),
      roll,
    ],
  ],
  [
    'a few Christmas cookies and a cup of eggnog',
    [f('^Cookie', '^Cookie, butter or sugar$', 90, [60, 180]), f('^Eggnog', '^Eggnog$', 256, [240, 270])],
  ],
  [
    'Fourth of July: a hamburger, potato salad and a slice of watermelon',
    [
      f('^Hamburger', '^Hamburger, NFS', 145, [110, 220]),
      f('^Potato salad', '^Potato salad with egg, made with mayonnaise$', 138, [90, 280]),
      f('^Watermelon', '^Watermelon, raw', 325, [218, 432]),
    ],
  ],
  [
    'three fun size Snickers from the Halloween candy',
    [f('^Chocolate candy, nougat', '^Chocolate candy, nougat filled with nuts', 45, [40, 60])],
  ],
  // time and sequence words between foods; fragments that name no food
  [
    'went back for seconds of chili after a burger and fries',
    [
      f('^Hamburger', '^Hamburger, NFS', 145, [110, 220]),
      f('^Potato, french fries', '^Potato, french fries, NFS', 110),
      f('^Chili', '^Chili, NFS', 255, [200, 400]),
    ],
  ],
  [
    'had a hot dog then a slice of watermelon',
    [
      f('^Hot dog', '^Hot dog sandwich, NFS, on white bun', 102, [90, 150]),
      f('^Watermelon', '^Watermelon, raw', 325, [218, 432]),
    ],
  ],
  [
    'before bed I had a bowl of cereal with milk',
    [f('^Cereal', '^Cereal, ready-to-eat, NFS', 35, [25, 80]), f('^Milk', '^Milk, NFS', 122, [60, 250])],
  ],
  [
    'Coffee first, then two eggs and toast',
    [
      coffee(),
      f('^Egg', '^Egg, whole, cooked, NS as to cooking method', 100, [90, 120]),
      f('^Bread', '^Bread, NS as to major flour, toasted', 25, [20, 60]),
    ],
  ],
  [
    'After practice he ate two slices of cheese pizza and a Gatorade',
    [
      f(
        '^Pizza, cheese',
        '^Pizza, cheese, from restaurant or fast food, NS as to type of crust',
        238,
        [160, 300],
      ),
      f('^Sports drink', '^Sports drink \\(Gatorade G\\)', 620, [360, 640]),
    ],
  ],
  [
    'some mac and cheese and a hot dog while the kids ate',
    [
      f('^Macaroni or noodles with cheese', '^Macaroni or noodles with cheese$', 230, [150, 300]),
      f('^Hot dog', '^Hot dog sandwich, NFS, on white bun', 102, [50, 150]),
    ],
  ],
  [
    'a turkey sandwich on wheat before my shift and an apple later',
    [
      f('^Turkey sandwich', '^Turkey sandwich on wheat$', 115, [90, 180]),
      f('^Apple', '^Apple, raw', 200, [160, 250]),
    ],
  ],
  ['Dinner was a frozen Stouffers lasagna', [f('^Lasagna', '^Lasagna with meat, frozen', 250, [200, 320])]],
];
writeProbeSet(
  'sweep4-probes.json',
  "Decision 217: everyday US meals said as people tell a diet survey or a chat box, none from sweep 3 or any data part: home-cooked dinners (casseroles, pot pie, meatloaf, stir fry, soups), breakfasts at home, lunches packed for work or school, snacks by the handful, bag, sleeve or piece, drinks with sizes (oz, can, bottle, mug, pint, glass), desserts, fast food and sit-down chains, holiday and grilling food, leftovers, 'half of', 'a few', 'a bite of', 'some', and clauses joined by time and sequence words (after, before, then, while, later); written before the parser was run on them (the frozen parts were read only through bench figures and ratchet ids). Each expected food is a pattern of its FNDDS name, chosen by reading packages/foods/db/foods.json.gz (never by running the parser), with a grams range; 'carbs' and 'kcal' are those of the FNDDS foods and grams in 'why', a coder's record (FNDDS's quantity not specified where no amount is said). A check set: measured before and after each step, fixed by class, never tuned probe by probe.",
  S,
);
