// Decision 226's check set (test/grams-probes.json), written before the parser was run on it: typical US meals where
// each food, or most, is given a weight, written the many ways people write one ("150 g", "150g", "150 grams of",
// "(150 g)", "about 150 grams", a weight after the food "chicken breast 150 g", "a 150-gram steak"), ounces, and
// millilitres or fluid ounces for drinks, beside foods with no weight; branded and fast-food items with grams; dishes
// (lasagna, chili, mac and cheese, casseroles, burritos) by weight; a cooking method (grilled, fried, baked, steamed,
// roasted), cooked or raw, with or without skin, the fat level of milk, beef and cottage cheese, sauces and dressings
// in grams. None is copied from an earlier check set or a data part. Each food is a pattern of the FNDDS names a coder
// could accept, the FNDDS food a careful coder records at the stated grams (chosen by reading the database with
// scripts/lookup.ts, never by running the parser; a reason beside the less plain ones), its grams and the grams
// accepted (a stated weight +-10%; a household measure or no amount, FNDDS's portion with a wider range). Rules of the
// truth, written before the first run: an ounce is 28.35 g; a fluid ounce of a drink the FNDDS weight of a fl oz (water,
// soda and coffee 30 g, milk 30.5 g, juice 31 g); millilitres the drink's grams at its density; a food with no amount
// FNDDS's quantity not specified; a weight said for two foods together is theirs together. An optional food with 0 g
// (a part a coder may record inside another, or nothing to count) adds nothing.
// Usage: npx tsx scripts/grams-probes.ts (rewrites the probes, keeps the ratchet lists).
import { writeProbeSet } from './probe-set.ts';
import type { ProbeFood as F } from './probe-set.ts';

/** A food at a stated weight: +-10% accepted. */
const g = (pattern: string, truth: string, grams: number): F => [
  pattern,
  truth,
  grams,
  [Math.round(grams * 0.9), Math.round(grams * 1.1)],
];
/** A food by a household measure or with no amount: a range of its own. */
const f = (pattern: string, truth: string, grams: number, range: [number, number]): F => [
  pattern,
  truth,
  grams,
  range,
];
const opt = (pattern: string, truth: string, grams = 0, range: [number, number] = [0, 200]): F => [
  pattern,
  truth,
  grams,
  range,
  true,
];
const oz = (n: number) => Math.round(n * 28.35);

const S: [string, F[]][] = [
  // grilled, baked, roasted plates with a starch and a vegetable
  [
    'For lunch I had 180 grams of grilled chicken breast, a cup of brown rice and some steamed green beans',
    [
      // grilled with no skin said: FNDDS has no "NS as to skin" for grilled; decision 134's coder records not eaten
      g('^Chicken breast', '^Chicken breast, grilled without sauce, skin not eaten', 180),
      f('^Rice, brown', '^Rice, brown, cooked, NS as to fat', 195, [150, 250]),
      f('^Green beans', '^Green beans, fresh, cooked, no added fat', 70, [40, 160]),
    ],
  ],
  [
    'breakfast was 2 scrambled eggs, 40g of bacon and one slice of whole wheat toast',
    [
      f('^Egg omelet or scrambled egg', '^Egg omelet or scrambled egg, NS as to fat$', 122, [90, 160]),
      g('^Pork bacon|^Bacon', '^Pork bacon, NS as to fresh, smoked or cured, cooked$', 40),
      f('^Bread, whole wheat', '^Bread, whole wheat, toasted$', 29, [22, 40]),
    ],
  ],
  [
    'a 6 oz grilled sirloin with a baked potato, about 200 g, and 2 tablespoons of sour cream',
    [
      g('^Beef, steak, sirloin|^Steak', '^Beef, steak, sirloin, NS as to fat eaten', oz(6)),
      g('^Potato, baked', '^Potato, baked, NFS', 200),
      f('^Sour cream', '^Sour cream, regular', 24, [18, 30]),
    ],
  ],
  [
    'roasted chicken thigh with the skin, 140 g, and 150 g of roasted sweet potatoes',
    [
      g('^Chicken thigh', '^Chicken thigh, baked, broiled, or roasted, skin eaten, from raw', 140),
      // roasted sweet potato: FNDDS's baked, fat unknown
      g('^Sweet potato', '^Sweet potato, baked, NS as to fat', 150),
    ],
  ],
  [
    'I ate 300g of homemade lasagna and a side salad with 30 g of ranch',
    [
      g('^Lasagna with meat', '^Lasagna with meat, home recipe', 300),
      f(
        '^Lettuce, salad|^Lettuce, raw',
        '^Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing',
        70,
        [30, 160],
      ),
      g('^Ranch dressing', '^Ranch dressing$', 30),
    ],
  ],
  [
    'a bowl of chili with beans, about 350 grams, topped with 20 g of shredded cheddar, and 4 saltines',
    [
      g('^Chili with meat and beans|^Chili, NFS', '^Chili with meat and beans$', 350),
      g('^Cheese, Cheddar', '^Cheese, Cheddar$', 20),
      f('^Crackers, saltine', '^Crackers, saltine$', 12, [10, 15]),
    ],
  ],
  [
    '350 grams of boxed mac and cheese',
    [g('^Macaroni or noodles with cheese', '^Macaroni or noodles with cheese, made from packaged mix', 350)],
  ],
  [
    'a chicken burrito from Chipotle, about 500 g, and a 12 oz can of Coke',
    [
      // Chipotle's burrito holds rice and beans
      g('^Burrito, chicken', '^Burrito, chicken, with beans and rice, cheese', 500),
      f('^Soft drink, cola$', '^Soft drink, cola$', 368, [330, 400]),
    ],
  ],
  [
    'tuna salad sandwich on white bread, 200 g, with a 28 g bag of potato chips',
    [
      g('^Tuna salad sandwich on white', '^Tuna salad sandwich on white$', 200),
      g('^Potato chips', '^Potato chips, plain', 28),
    ],
  ],
  [
    'salmon fillet 150 g (baked), quinoa 150 g, roasted asparagus 80 g',
    [
      g('^Fish, salmon', '^Fish, salmon, baked or broiled$', 150),
      g('^Quinoa', '^Quinoa, NS as to fat', 150),
      // roasted: cooked with fat
      g('^Asparagus', '^Asparagus, fresh, cooked, fat added', 80),
    ],
  ],
  [
    'a 250-gram ribeye with 100 g of sauteed mushrooms',
    [
      g('^Beef, steak, ribeye|^Steak', '^Beef, steak, ribeye, NS as to fat eaten', 250),
      g('^Mushrooms', '^Mushrooms, fresh, cooked, fat added', 100),
    ],
  ],
  // breakfasts and drinks by volume
  [
    'two cups of 2% milk and 60 g of Cheerios',
    [
      f('^Milk, reduced fat', '^Milk, reduced fat \\(2%\\)', 488, [440, 540]),
      // Cheerios: FNDDS's plain O's
      g("^Cereal, O's", "^Cereal, O's, plain", 60),
    ],
  ],
  [
    '240 ml of skim milk with 45 g of granola and a banana',
    [
      g('^Milk, fat free', '^Milk, fat free \\(skim\\)', 247),
      g('^Cereal, granola', '^Cereal, granola', 45),
      f('^Banana', '^Banana, raw', 118, [90, 150]),
    ],
  ],
  [
    '16 fl oz of orange juice and a blueberry muffin, 113 g',
    [f('^Orange juice', '^Orange juice, 100%, NFS', 498, [450, 540]), g('^Muffin', '^Muffin, fruit$', 113)],
  ],
  [
    "McDonald's Big Mac (219 g) and a medium fries, 111 g",
    [g('^Big Mac', '^Big Mac', 219), g('^Potato, french fries', '^Potato, french fries, fast food', 111)],
  ],
  [
    'a Chick-fil-A chicken sandwich, around 180 grams, and a 16 oz sweet tea',
    [
      g('^Chicken fillet sandwich', '^Chicken fillet sandwich, fried, from fast food$', 180),
      f('^Tea', '^Tea, iced, brewed, black, pre-sweetened with sugar', 480, [430, 530]),
    ],
  ],
  [
    'two crunchy beef tacos from Taco Bell (78 g each) and a 198 g bean burrito',
    [
      g('^Taco', '^Taco, corn tortilla, beef, cheese', 156),
      g('^Burrito, with beans', '^Burrito, with beans, cheese', 198),
    ],
  ],
  [
    'two slices of pepperoni pizza, around 220 grams total',
    [
      g(
        '^Pizza with pepperoni',
        '^Pizza with pepperoni, from restaurant or fast food, NS as to type of crust',
        220,
      ),
    ],
  ],
  [
    'homemade burger: a 150 g patty of 80/20 ground beef on a 60 g bun with 20 g of ketchup and a slice of American cheese',
    [
      g('^Beef, ground', '^Beef, ground, patty', 150),
      g('^Roll|^Bread, white', '^Roll, white, soft', 60),
      g('^Ketchup', '^Ketchup$', 20),
      f('^Cheese, American', '^Cheese, American$', 21, [15, 30]),
    ],
  ],
  [
    '150 g of 93% lean ground turkey, cooked, with 100 g of black beans and 30 g of salsa',
    [
      g('^Turkey, ground', '^Turkey, ground', 150),
      g('^Black beans', '^Black beans, NFS', 100),
      g('^Salsa', '^Salsa, NFS', 30),
    ],
  ],
  [
    'a 150 g cup of nonfat vanilla greek yogurt with 15 g of honey',
    [
      g('^Yogurt, Greek', '^Yogurt, Greek, nonfat milk, flavors other than fruit', 150),
      g('^Honey$', '^Honey$', 15),
    ],
  ],
  [
    'oatmeal made with water, 250 g, topped with 20 g brown sugar and 100 g of blueberries',
    [
      g('^Oatmeal', '^Oatmeal, regular or quick, made with water, no added fat', 250),
      g('^Sugar, brown', '^Sugar, brown', 20),
      g('^Blueberries', '^Blueberries, raw', 100),
    ],
  ],
  [
    'tacos at home: 3 corn tortillas, 120 g seasoned ground beef, shredded lettuce, 30 g cheddar and 50g sour cream',
    [
      f('^Tortilla, corn', '^Tortilla, corn', 78, [60, 100]),
      g('^Beef, ground', '^Beef, ground$', 120),
      opt('^Lettuce', '^Lettuce, raw', 0, [0, 80]),
      g('^Cheese, Cheddar', '^Cheese, Cheddar$', 30),
      g('^Sour cream', '^Sour cream, regular', 50),
    ],
  ],
  [
    '2 pieces of KFC fried chicken, about 280 g, and 130 g of coleslaw',
    [
      g('^Chicken.*fried, coated', '^Chicken, NS as to part, fried, coated, skin / coating eaten', 280),
      g('^Coleslaw', '^Coleslaw, fast food / restaurant', 130),
    ],
  ],
  [
    'I heated up a can of chicken noodle soup, 305 grams, and had 6 saltine crackers',
    [
      g('^Soup, chicken noodle', '^Soup, chicken noodle, canned', 305),
      f('^Crackers, saltine', '^Crackers, saltine$', 18, [15, 22]),
    ],
  ],
  [
    '200 grams of steamed shrimp with 50 g of cocktail sauce',
    [g('^Shrimp', '^Shrimp, steamed or boiled', 200), g('^Cocktail sauce', '^Cocktail sauce', 50)],
  ],
  [
    'baked cod 180 g, 150 g boiled red potatoes and 100 g of steamed carrots',
    [
      g('^Fish, cod', '^Fish, cod, baked or broiled$', 180),
      // red potatoes are boiled with their peel
      g('^Potato, boiled', '^Potato, boiled, from fresh, peel eaten, NS as to fat', 150),
      g('^Carrots', '^Carrots, fresh, cooked, no added fat', 100),
    ],
  ],
  [
    'a pan fried pork chop (170 g) with half a cup of unsweetened applesauce',
    [
      g('^Pork, chop', '^Pork, chop, NS as to fat eaten', 170),
      f('^Applesauce', '^Applesauce, unsweetened', 122, [100, 140]),
    ],
  ],
  [
    'a grilled chicken caesar salad, 350 g, with 40 g of caesar dressing',
    [
      g('^Chicken or turkey caesar', '^Chicken or turkey caesar garden salad', 350),
      g('^Caesar dressing', '^Caesar dressing$', 40),
    ],
  ],
  [
    'toasted whole wheat bagel, 95 g, with 28 grams of cream cheese and a 12 oz black coffee',
    [
      g('^Bagel', '^Bagel, whole wheat', 95),
      g('^Cream cheese', '^Cream cheese, regular, plain', 28),
      f('^Coffee', '^Coffee, brewed$', 360, [320, 400]),
    ],
  ],
  [
    'chicken fettuccine alfredo, about 400 grams, and a 50 g breadstick',
    [
      g('^Pasta with cream sauce and poultry', '^Pasta with cream sauce and poultry, restaurant', 400),
      g('^Breadsticks|^Bread', '^Breadsticks, soft, NFS', 50),
    ],
  ],
  [
    "250 g of shepherd's pie with 120 g of buttered corn",
    [
      g("^Shepherd's pie", "^Shepherd's pie", 250),
      // kernels with butter, form unsaid: most buttered corn served is frozen; fresh and frozen carry the same carbs
      g('^Corn', '^Corn, fresh, cooked with butter or margarine', 120),
    ],
  ],
  [
    'two beef hot dogs in buns, about 200 g together, with 15 g of mustard',
    [g('^Hot dog sandwich', '^Hot dog sandwich, beef, on white bun', 200), g('^Mustard', '^Mustard$', 15)],
  ],
  [
    'three pancakes (200 g) with 60 ml of maple syrup and two sausage links, 50 g',
    [
      g('^Pancakes', '^Pancakes, plain$', 200),
      // maple syrup, density 1.33: 60 ml is 80 g (SR28's maple syrup; FNDDS has only pancake syrup)
      g('^Syrup|^Pancake syrup', '^Syrups, maple', 80),
      g('^Pork sausage|^Sausage', '^Pork sausage$', 50),
    ],
  ],
  [
    '2 Eggo waffles, 70 g, with 30 g of syrup',
    [g('^Waffle', '^Waffle, plain, frozen', 70), g('^Syrup|^Pancake syrup', '^Pancake syrup$', 30)],
  ],
  [
    'a 12 oz can of Diet Coke and 45 g of nacho cheese Doritos',
    [
      f('^Soft drink, cola, diet', '^Soft drink, cola, diet', 368, [330, 400]),
      g('^Tortilla chips', '^Tortilla chips, nacho cheese', 45),
    ],
  ],
  [
    'a medium apple, 180 g, and 28 g of almonds',
    [g('^Apple, raw', '^Apple, raw', 180), g('^Almonds', '^Almonds, NFS', 28)],
  ],
  [
    '100 g of hummus with 150 g of baby carrots',
    [g('^Hummus', '^Hummus, plain', 100), g('^Carrots, raw', '^Carrots, raw$', 150)],
  ],
  [
    'turkey sandwich: 2 slices of wheat bread, 90 g deli turkey, 20 g swiss cheese and 15 g mayo',
    [
      f('^Bread, wheat', '^Bread, wheat or cracked wheat$', 52, [40, 70]),
      g('^Turkey', '^Turkey, prepackaged or deli, luncheon meat$', 90),
      g('^Cheese, Swiss', '^Cheese, Swiss$', 20),
      g('^Mayonnaise', '^Mayonnaise, regular', 15),
    ],
  ],
  [
    'a 300 g beef burrito with 100 g of Mexican rice and 100 g of refried beans',
    [
      g('^Burrito, beef', '^Burrito, beef, cheese', 300),
      // Mexican rice: white rice with tomato sauce
      g(
        '^Rice, white, with tomatoes',
        '^Rice, white, with tomatoes and/or tomato-based sauce, NS as to fat',
        100,
      ),
      g('^Refried beans', '^Refried beans$', 100),
    ],
  ],
  [
    'Thanksgiving plate: 150 g roast turkey, 150 g mashed potatoes with 60 g gravy, 100 g stuffing and 30 g cranberry sauce',
    [
      g('^Turkey', '^Turkey, NFS', 150),
      g('^Potato, mashed', '^Potato, mashed, NFS', 150),
      g('^Gravy', '^Gravy, poultry', 60),
      g('^Bread stuffing', '^Bread stuffing$', 100),
      g('^Cranberry sauce', '^Cranberry sauce', 30),
    ],
  ],
  [
    'two chicken enchiladas, about 320 grams in all, and 40 g of guacamole',
    [g('^Enchilada', '^Enchilada, chicken', 320), g('^Guacamole', '^Guacamole, NFS', 40)],
  ],
  [
    'a crab cake, 120 g, with 20 g of tartar sauce and 150 g of coleslaw',
    [
      g('^Crab, cake', '^Crab, cake', 120),
      g('^Tartar sauce', '^Tartar sauce', 20),
      g('^Coleslaw', '^Coleslaw$', 150),
    ],
  ],
  [
    'meatloaf 200 g, mac and cheese 150 g, collard greens 100 g',
    [
      g('^Meat loaf', '^Meat loaf made with beef$', 200),
      g('^Macaroni or noodles with cheese', '^Macaroni or noodles with cheese$', 150),
      g('^Collards', '^Collards, NS as to form, cooked', 100),
    ],
  ],
  [
    'a 20 oz Gatorade and a Clif bar (68 g)',
    [
      f('^Sports drink', '^Sports drink \\(Gatorade G\\)', 600, [540, 660]),
      g('^Nutrition bar', '^Nutrition bar \\(Clif Bar\\)', 68),
    ],
  ],
  [
    'protein shake: one 30 g scoop of whey protein in 300 ml of 1% milk',
    [
      g('^Nutritional powder mix', '^Nutritional powder mix, whey based, NFS', 30),
      g('^Milk, low fat', '^Milk, low fat \\(1%\\)', 309),
    ],
  ],
  [
    'a glass of whole milk, 8 oz, and 3 Oreos (34 g)',
    [
      f('^Milk, whole', '^Milk, whole', 244, [220, 260]),
      g('^Cookie, chocolate', '^Cookie, chocolate sandwich$', 34),
    ],
  ],
  ['a 2 oz bag of trail mix', [g('^Trail mix', '^Trail mix, NFS', oz(2))]],
  [
    '5 oz grilled tilapia, 1 cup of jasmine rice and 100 grams of roasted brussels sprouts',
    [
      g('^Fish, tilapia', '^Fish, tilapia, grilled', oz(5)),
      f('^Rice, white', '^Rice, white, cooked, NS as to fat', 158, [130, 200]),
      g('^Brussels sprouts', '^Brussels sprouts, fresh, cooked, fat added', 100),
    ],
  ],
  [
    'chicken stir fry, about 350 g, over 200 g of brown rice',
    [
      g(
        '^Chicken or turkey and vegetables',
        '^Chicken or turkey and vegetables including carrots, broccoli, and/or dark-green leafy; no potatoes, soy-based sauce',
        350,
      ),
      g('^Rice, brown', '^Rice, brown, cooked, NS as to fat', 200),
    ],
  ],
  [
    'beef stew, 450 grams, and a 65 g dinner roll',
    [g('^Stew, beef', '^Stew, beef$', 450), g('^Roll', '^Roll, white, soft', 65)],
  ],
  [
    '200 g of 2% cottage cheese with 150 g of pineapple chunks',
    [g('^Cheese, cottage', '^Cheese, cottage, low fat$', 200), g('^Pineapple', '^Pineapple, raw', 150)],
  ],
  [
    'a slice of New York cheesecake, 125 g, and a 12 oz latte',
    [g('^Cheesecake', '^Cheesecake, plain', 125), f('^Coffee, Latte', '^Coffee, Latte$', 366, [320, 400])],
  ],
  ['2 scoops of vanilla ice cream, about 130 grams', [g('^Ice cream', '^Ice cream, vanilla$', 130)]],
  [
    'pulled pork sandwich: 150 g pulled pork with 40 g bbq sauce on a 70 g brioche bun',
    [
      g('^Barbecue pork|^Pork', '^Barbecue pork, no sauce', 150),
      g('^Barbecue sauce', '^Barbecue sauce', 40),
      g('^Roll|^Bun|^Bread', '^Roll, white, soft', 70),
    ],
  ],
  [
    'BBQ ribs, 300 g of meat, with 150 g of baked beans and an ear of corn on the cob',
    [
      g('^Pork, ribs|^Pork, spareribs', '^Pork, ribs', 300),
      g('^Baked beans', '^Baked beans$', 150),
      f('^Corn', '^Corn, NS as to form, cooked', 100, [55, 160]),
    ],
  ],
  [
    'popcorn shrimp, 150 g, with 40 g tartar sauce and 120 g of frozen oven fries',
    [
      g('^Shrimp, fried', '^Shrimp, fried', 150),
      g('^Tartar sauce', '^Tartar sauce', 40),
      g('^Potato, french fries', '^Potato, french fries, from frozen, baked', 120),
    ],
  ],
  [
    'spinach salad with 60 g baby spinach, 50 g strawberries, 20 g feta and 30 g of balsamic vinaigrette',
    [
      g('^Spinach, raw', '^Spinach, raw', 60),
      g('^Strawberries', '^Strawberries, raw', 50),
      g('^Cheese, Feta', '^Cheese, Feta', 20),
      // a vinaigrette: FNDDS's oil and vinegar Italian dressing
      g('^Italian dressing|vinaigrette|^Vinegar', '^Italian dressing, made with vinegar and oil', 30),
    ],
  ],
  [
    '350 g of broccoli cheddar soup and a 70 g piece of French bread',
    [
      g('^Soup, broccoli cheese', '^Soup, broccoli cheese', 350),
      g('^Bread, French', '^Bread, French or Vienna$', 70),
    ],
  ],
  [
    "10 chicken nuggets from McDonald's, about 160 g, with a 28 g packet of barbecue sauce",
    [
      g('^Chicken nuggets', '^Chicken nuggets, from fast food', 160),
      g('^Barbecue sauce', '^Barbecue sauce', 28),
    ],
  ],
  [
    "a 6-inch turkey sub from Subway, about 220 g, and a 1 oz bag of Lay's",
    [
      g('^Turkey sandwich', '^Turkey sandwich or sub, restaurant', 220),
      g('^Potato chips', '^Potato chips, plain', 28),
    ],
  ],
  [
    'one hard boiled egg (50 g), 100 g of baby carrots and 30 g of ranch dip',
    [
      g('^Egg, whole, boiled', '^Egg, whole, boiled or poached', 50),
      g('^Carrots, raw', '^Carrots, raw$', 100),
      g('^Ranch dip', '^Ranch dip, regular', 30),
    ],
  ],
  [
    '200 g of mashed sweet potatoes with 10 g of butter',
    [g('^Sweet potato', '^Sweet potato, casserole or mashed', 200), g('^Butter', '^Butter, NFS', 10)],
  ],
  [
    'a 400 g bowl of chicken tortilla soup and 30 g of tortilla chips',
    [g('^Soup, tortilla', '^Soup, tortilla', 400), g('^Tortilla chips', '^Tortilla chips, plain', 30)],
  ],
  [
    'grilled pork tenderloin 150 g, a cup of steamed broccoli and 100 g of wild rice',
    [
      g('^Pork, tenderloin', '^Pork, tenderloin', 150),
      f('^Broccoli', '^Broccoli, fresh, cooked, no added fat', 156, [120, 190]),
      g('^Rice, wild', '^Rice, wild, 100%, cooked, NS as to fat', 100),
    ],
  ],
  [
    'an 8 oz NY strip and a 300 g baked potato loaded with cheese and bacon',
    [
      g('^Beef, steak, strip|^Steak', '^Beef, steak, strip, NS as to fat eaten', oz(8)),
      // loaded with cheese and bacon: FNDDS's baked potato with cheese (peel said neither way)
      g('^Potato, baked', '^Potato, baked, peel not eaten, with cheese', 300),
      opt('^Pork bacon|^Bacon', '^Pork bacon', 0, [0, 30]),
      opt('^Cheese', '^Cheese, Cheddar', 0, [0, 40]),
    ],
  ],
  [
    'skinless chicken breast, baked, 200 g, with 150 grams of couscous',
    [
      g('^Chicken breast', '^Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', 200),
      g('^Couscous', '^Couscous, plain, cooked', 150),
    ],
  ],
  [
    '250 g of fried chicken wings with 50 g of blue cheese dressing and 60 g of celery sticks',
    [
      // home or bar fried wings, coating unsaid: FNDDS's fried coated wing from raw
      g('^Chicken wing', '^Chicken wing, fried, coated, from raw', 250),
      g('^Blue or roquefort', '^Blue or roquefort cheese dressing$', 50),
      g('^Celery', '^Celery, raw', 60),
    ],
  ],
  [
    'two bratwursts, about 170 g, on hot dog buns with 150 g of German potato salad',
    [
      g('^Bratwurst', '^Bratwurst$', 170),
      f('^Roll', '^Roll, white, hot dog bun', 86, [60, 110]),
      g('^Potato salad', '^Potato salad, German style', 150),
    ],
  ],
  [
    'a 500 ml bottle of water and a king size Snickers, 95 g',
    [
      opt('^Water', '^Water, bottled, plain', 0, [450, 550]),
      g('^Chocolate candy|Snickers', 'SNICKERS Bar', 95),
    ],
  ],
  [
    'a 24 oz sweet tea and 4 chicken tenders, about 180 g, with 30 g of honey mustard',
    [
      f('^Tea', '^Tea, iced, brewed, black, pre-sweetened with sugar', 720, [650, 790]),
      g('^Chicken tenders', '^Chicken tenders or strips, breaded, from fast food', 180),
      g('^Honey mustard', '^Honey mustard dip', 30),
    ],
  ],
  [
    "General Tso's chicken, 300 g, and 200 g of fried rice",
    [g('^General Tso', '^General Tso chicken', 300), g('^Rice, fried', '^Rice, fried, NFS', 200)],
  ],
  ['chicken pad thai from the Thai place, about 450 g', [g('^Pad Thai', '^Pad Thai with chicken', 450)]],
  [
    '3 cups of air-popped popcorn (24 g) and a 12 oz bottle of light beer',
    [
      g('^Popcorn', '^Popcorn, air-popped, no butter', 24),
      f('^Beer, light', '^Beer, light', 356, [320, 400]),
    ],
  ],
  [
    'a 40 g granola bar and 8 fl oz of apple juice',
    [
      g('^Cereal or granola bar', '^Cereal or Granola bar, NFS', 40),
      f('^Apple juice', '^Apple juice, 100%$', 248, [220, 270]),
    ],
  ],
  [
    'canned tuna in water, 140 g drained, mixed with 15 g of mayo, on two slices of rye',
    [
      g('^Fish, tuna', '^Fish, tuna, canned', 140),
      g('^Mayonnaise', '^Mayonnaise, regular', 15),
      f('^Bread, rye', '^Bread, rye$', 64, [50, 80]),
    ],
  ],
  [
    'raw broccoli florets, 150 grams, with 40 g of hummus',
    [g('^Broccoli, raw', '^Broccoli, raw', 150), g('^Hummus', '^Hummus, plain', 40)],
  ],
  [
    '6 oz of beef pot roast with 1 cup of egg noodles',
    [g('^Beef, pot roast', '^Beef, pot roast', oz(6)), f('^Noodles', '^Noodles, cooked', 160, [130, 190])],
  ],
  [
    'a 90% lean beef patty, 4 oz cooked, with 150 g of sweet potato fries',
    [
      g('^Beef, ground', '^Beef, ground, patty', oz(4)),
      g('^Sweet potato fries', '^Sweet potato fries, NFS', 150),
    ],
  ],
  [
    'For dinner I had 8 ounces of spaghetti with meat sauce and a 40 g slice of garlic bread',
    [
      g(
        '^Pasta with tomato-based sauce and meat|^Spaghetti',
        '^Pasta with tomato-based sauce and meat, home recipe',
        oz(8),
      ),
      g('^Garlic bread', '^Garlic bread, NFS', 40),
    ],
  ],
  [
    'a chicken quesadilla, 250 g, with 30 g of salsa and 30 g of sour cream',
    [
      g('^Quesadilla', '^Quesadilla, chicken$', 250),
      g('^Salsa', '^Salsa, NFS', 30),
      g('^Sour cream', '^Sour cream, regular', 30),
    ],
  ],
  [
    'a 16 oz latte with skim milk and a 57 g butter croissant',
    [f('^Coffee, Latte', '^Coffee, Latte, nonfat$', 488, [430, 540]), g('^Croissant', '^Croissant$', 57)],
  ],
  [
    'green bean casserole, 150 g, and 200 g of sweet potato casserole',
    [
      g('^Green bean casserole', '^Green bean casserole', 150),
      g('^Sweet potato', '^Sweet potato, casserole or mashed', 200),
    ],
  ],
  [
    'a 12 oz bowl of New England clam chowder with 20 g of oyster crackers',
    [
      f('^Soup, New England clam chowder', '^Soup, New England clam chowder', 355, [300, 390]),
      g('^Crackers, (oyster|saltine)', '^Crackers, oyster', 20),
    ],
  ],
  [
    'a 7 oz filet mignon, 150 g of garlic mashed potatoes and 100 g of grilled zucchini',
    [
      g('^Beef, steak|^Steak', '^Beef, steak, tenderloin$', oz(7)),
      g('^Potato, mashed', '^Potato, mashed, NFS', 150),
      g('^Zucchini|^Summer squash', '^Summer squash, yellow or green, fresh, cooked, fat added', 100),
    ],
  ],
  [
    'lunch: 250 g of chicken and broccoli alfredo over penne, plus a 355 ml can of Sprite',
    [
      g(
        '^Pasta with cream sauce and poultry|^Alfredo',
        '^Pasta with cream sauce, poultry, and added vegetables, restaurant',
        250,
      ),
      // Sprite: FNDDS's caffeine-free fruit-flavored soft drink
      f('^Soft drink, fruit flavored', '^Soft drink, fruit flavored, caffeine free', 368, [330, 400]),
    ],
  ],
  [
    'a 200 gram slice of meat lovers pizza and a 500 ml bottle of Coke Zero',
    [
      g(
        '^Pizza with meat other than pepperoni',
        '^Pizza with meat other than pepperoni, from restaurant or fast food, NS as to type of crust',
        200,
      ),
      f(
        '^Soft drink, cola, diet|^Soft drink, cola, (sugar|zero)',
        '^Soft drink, cola, diet',
        500,
        [450, 550],
      ),
    ],
  ],
  [
    'a Starbucks grande iced mocha (16 oz) and a 113 g slice of pound cake',
    [
      f('^Coffee, Iced Cafe Mocha', '^Coffee, Iced Cafe Mocha$', 480, [430, 540]),
      g('^Cake, pound', '^Cake, pound', 113),
    ],
  ],
  [
    'egg white omelet from 4 egg whites (130 g) with 50 g of spinach and 30 g of feta, and 1 slice of sourdough toast',
    [
      // the omelet alone, or with its spinach and feta as FNDDS's egg white omelet with cheese and vegetables
      f('^Egg white', '^Egg white omelet, scrambled, or fried, NS as to fat$', 130, [117, 230]),
      // weighed, so counted; optional as items, since a coder may record them inside the omelet
      opt('^Spinach', '^Spinach, fresh, cooked, no added fat', 50, [45, 55]),
      opt('^Cheese, Feta', '^Cheese, Feta', 30, [27, 33]),
      f('^Bread, (French|sourdough)', '^Bread, French or Vienna, toasted', 32, [22, 50]),
    ],
  ],
  [
    'baked salmon with skin, 6 oz, half a cup of white rice, and a side of steamed spinach',
    [
      g('^Fish, salmon', '^Fish, salmon, baked or broiled$', oz(6)),
      f('^Rice, white', '^Rice, white, cooked, NS as to fat', 79, [60, 110]),
      f('^Spinach', '^Spinach, fresh, cooked, no added fat', 90, [40, 190]),
    ],
  ],
];
writeProbeSet(
  'grams-probes.json',
  "Decision 226: typical US meals where each food, or most, is given a weight, written the many ways people write one ('150 g', '150g', '150 grams of', '(150 g)', 'about 150 grams', a weight after the food, 'a 150-gram steak'), ounces, and ml or fl oz for drinks, beside foods with no weight; branded and fast-food items with grams; dishes by weight; cooking methods, cooked or raw, with or without skin, the fat level of milk, beef and cottage cheese, sauces and dressings in grams; written before the parser was run on them (the frozen parts were read only through bench figures and ratchet ids), none copied from an earlier check set. Each expected food is a pattern of its FNDDS names, chosen by reading packages/foods/db/foods.json.gz (never by running the parser), with the grams accepted; 'carbs' and 'kcal' are those of the FNDDS foods and grams in 'why', a coder's record. A check set: measured before and after each step, fixed by class, never tuned probe by probe.",
  S,
);
