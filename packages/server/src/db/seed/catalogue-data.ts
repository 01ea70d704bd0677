/**
 * The words the demo catalogue is built from: categories, and within each the kinds of product
 * it sells. A product name is `qualifier noun variant, pack` (for example 'Sterile Gauze Pads
 * 4x4 in, Box of 100'), so a few hundred words make tens of thousands of plausible products.
 */

export type Pictogram =
  | 'bandage'
  | 'drop'
  | 'wheel'
  | 'sparkle'
  | 'capsule'
  | 'cross'
  | 'breath'
  | 'shield'
  | 'mask'
  | 'pulse'
  | 'bone'
  | 'bottle'
  | 'tooth'
  | 'house'
  | 'glove'
  | 'pump'

export interface ProductKind {
  noun: string
  /** Words before the noun ('' for none). */
  qualifiers: readonly string[]
  /** Size, colour or strength after the noun ('' for none). */
  variants: readonly string[]
  /** ', ' when the variant reads as a separate attribute ('Nitrile Exam Gloves, Medium'). */
  variantJoin: ' ' | ', '
  /** Pack sizes appended after a comma ('' for a single item), smallest first. */
  packs: readonly string[]
  /** The unit when the pack does not name one. */
  unit: string
  /** Dollar range for the smallest pack. */
  price: readonly [number, number]
  /** Gram range for the smallest pack. */
  grams: readonly [number, number]
  /** Consumables with a shelf life get an expiry date; durable goods do not. */
  expires: boolean
  /** Repeat-purchase consumables that may offer Subscribe & Save. */
  subscribable: boolean
  /** One sentence on what it is for. */
  blurb: string
  /** Its own selling points, first in its bullets (the category's that fit it follow). */
  features?: readonly string[]
  /** Its picture's symbol when the category's would mislead (a face mask on a hand gel). */
  pictogram?: Pictogram
  /** What it is made of when the category's material does not say it. */
  material?: string
}

/** A selling point of a category, for the kinds whose noun matches `only` and not `except`. */
export interface Feature {
  text: string
  only?: RegExp
  except?: RegExp
}

function f(text: string, only?: RegExp, except?: RegExp): Feature {
  return { text, only, except }
}

/** The bullets that are true of this kind: its own, then the category's that fit it. */
export function featuresOf(category: CategorySpec, kind: ProductKind): string[] {
  const fits = (feature: Feature) =>
    (!feature.only || feature.only.test(kind.noun)) && !feature.except?.test(kind.noun)
  return [...(kind.features ?? []), ...category.features.filter(fits).map((feature) => feature.text)]
}

export interface CategorySpec {
  name: string
  slug: string
  /** Two letters used in SKUs. */
  code: string
  /** Accent colour of its images. */
  colour: string
  /** Light background tint of its images. */
  tint: string
  pictogram: Pictogram
  /** Brand groups (brand-data.ts) whose brands make this category's products. */
  brandGroups: readonly string[]
  /** Relative share of the catalogue. */
  share: number
  features: readonly Feature[]
  storage: string
  material: string
  kinds: readonly ProductKind[]
}

type KindOptions = Partial<Omit<ProductKind, 'noun' | 'qualifiers' | 'variants'>> &
  Pick<ProductKind, 'price' | 'grams' | 'blurb'>

function kind(
  noun: string,
  qualifiers: readonly string[],
  variants: readonly string[],
  options: KindOptions,
): ProductKind {
  return {
    noun,
    qualifiers,
    variants,
    variantJoin: ' ',
    packs: [''],
    unit: 'each',
    expires: false,
    subscribable: false,
    ...options,
  }
}

const WOUND_CARE: CategorySpec = {
  name: 'Wound Care',
  slug: 'wound-care',
  code: 'WC',
  colour: '#d9536f',
  tint: '#fde8ec',
  pictogram: 'bandage',
  brandGroups: ['Clinical Essentials', 'Everyday Health'],
  share: 9,
  features: [
    f('Latex-free construction for sensitive skin', /Pads|Bandages|Dressings|Strips/),
    f('Individually wrapped to keep each piece clean', /Pads|Bandages|Dressings|Strips/),
    f('Conforms to elbows, knees and fingers', /Adhesive Bandages|Foam|Hydrocolloid/),
    f('Gentle adhesive that lifts off without tearing skin', /Bandages|Dressings|Strips/),
    f('Highly absorbent layer draws fluid away from the wound', /Gauze|Foam|Hydrocolloid/),
    f('Suitable for home, clinic and travel first aid'),
  ],
  storage: 'Store in a cool, dry place away from direct sunlight.',
  material: 'Cotton and non-woven polyester',
  kinds: [
    kind(
      'Gauze Pads',
      ['Sterile', 'Non-Sterile', 'Premium Sterile', 'Woven'],
      ['2x2 in', '3x3 in', '4x4 in'],
      {
        packs: ['Box of 25', 'Box of 100', 'Box of 200'],
        price: [4, 22],
        grams: [80, 400],
        expires: true,
        subscribable: true,
        blurb: 'Soft, low-linting gauze for cleaning, packing and covering minor to moderate wounds.',
      },
    ),
    kind(
      'Adhesive Bandages',
      ['Flexible Fabric', 'Waterproof', 'Sheer', 'Heavy Duty'],
      ['Assorted Sizes', '1 x 3 in', 'Knuckle and Fingertip', 'Extra Large'],
      {
        variantJoin: ', ',
        packs: ['Box of 30', 'Box of 60', 'Box of 100'],
        price: [3, 12],
        grams: [40, 180],
        expires: true,
        subscribable: true,
        blurb: 'Everyday bandages that stay put through hand washing and a busy day.',
      },
    ),
    kind(
      'Foam Dressings',
      ['Silicone Bordered', 'Non-Adherent', 'High Absorbency'],
      ['4 x 4 in', '6 x 6 in'],
      {
        packs: ['Pack of 5', 'Box of 10'],
        price: [14, 60],
        grams: [60, 300],
        expires: true,
        blurb: 'Cushioning foam dressings for moderately to heavily exuding wounds and pressure areas.',
      },
    ),
    kind('Hydrocolloid Dressings', ['Thin', 'Extra Thin', 'Bordered'], ['2 x 2 in', '4 x 4 in', '6 x 6 in'], {
      packs: ['Pack of 5', 'Box of 10', 'Box of 20'],
      price: [9, 42],
      grams: [40, 250],
      expires: true,
      blurb: 'Keeps a moist healing environment for blisters, minor burns and light exudate.',
    }),
    kind(
      'Medical Tape',
      ['Paper', 'Silk', 'Transparent', 'Waterproof'],
      ['1/2 in x 10 yd', '1 in x 10 yd', '2 in x 10 yd'],
      {
        packs: ['', 'Box of 12'],
        unit: 'roll',
        price: [2, 9],
        grams: [30, 120],
        subscribable: true,
        blurb: 'Holds dressings and tubing securely and tears cleanly by hand.',
        features: ['Breathable tape that holds dressings firmly', 'Tears by hand, no scissors needed'],
      },
    ),
    kind('Wound Cleansing Spray', ['Saline', 'Antiseptic', 'No-Sting'], ['100 ml', '250 ml'], {
      unit: 'bottle',
      price: [6, 20],
      grams: [120, 300],
      expires: true,
      blurb: 'Rinses debris from cuts and grazes without rubbing.',
      features: ['No-touch spray reaches the whole wound'],
      pictogram: 'pump',
      material: 'Sterile saline solution',
    }),
    kind(
      'Elastic Bandage Wraps',
      ['Self-Closure', 'Cohesive', 'Latex-Free'],
      ['2 in', '3 in', '4 in', '6 in'],
      {
        packs: ['', 'Pack of 2', 'Box of 10'],
        unit: 'roll',
        price: [3, 14],
        grams: [40, 150],
        blurb: 'Stretchy wraps for compression, support and holding dressings in place.',
        features: ['Stretches and recovers for firm, even support', 'Closes with clips or hook-and-loop'],
      },
    ),
    kind('Skin Closure Strips', ['Reinforced', 'Sterile'], ['1/4 x 3 in', '1/2 x 4 in'], {
      packs: ['Pack of 10', 'Box of 50'],
      price: [4, 14],
      grams: [20, 90],
      expires: true,
      blurb: 'Draws the edges of small cuts together as an alternative to stitches.',
    }),
  ],
}

const DIABETES_CARE: CategorySpec = {
  name: 'Diabetes Care',
  slug: 'diabetes-care',
  code: 'DC',
  colour: '#2f7fd1',
  tint: '#e6f0fb',
  pictogram: 'drop',
  brandGroups: ['Diagnostics & Devices', 'Everyday Health'],
  share: 8,
  features: [
    f('Small blood sample for more comfortable testing', /Test Strips|Meter/),
    f('Results in about five seconds', /Test Strips|Meter/),
    f('Fits most common lancing devices and insulin pens', /Lancets|Pen Needles/),
    f('Sealed packaging protects from humidity', /Test Strips|Lancets|Needles|Syringes|Tablets/),
    f('Clear markings that are easy to read', /Syringes|Meter|Sharps/),
    f('Designed for daily home monitoring', /Test Strips|Meter|Lancets|Lancing/),
  ],
  storage: 'Store between 4 and 30 °C; keep the vial closed between uses.',
  material: 'Medical-grade plastic and stainless steel',
  kinds: [
    kind('Blood Glucose Test Strips', ['', 'No-Coding'], ['50 Count', '100 Count', '200 Count'], {
      variantJoin: ', ',
      unit: 'box',
      price: [18, 90],
      grams: [40, 160],
      expires: true,
      subscribable: true,
      blurb: 'Accurate test strips for routine blood glucose checks at home or on the go.',
    }),
    kind('Blood Glucose Meter Kit', ['Bluetooth', 'Talking', 'Compact'], ['', 'with 10 Test Strips'], {
      unit: 'kit',
      price: [19, 85],
      grams: [150, 350],
      blurb: 'Everything needed to start monitoring: meter, lancing device and carry case.',
      features: [
        'Stores your last 500 readings with date and time',
        'Large display that is easy to read',
        'Comes with a lancing device and carry case',
      ],
      pictogram: 'pulse',
      material: 'ABS plastic and electronic components',
    }),
    kind('Lancets', ['Ultra-Thin 30G', 'Twist-Top 28G', 'Safety 26G'], ['100 Count', '200 Count'], {
      variantJoin: ', ',
      unit: 'box',
      price: [5, 24],
      grams: [40, 150],
      expires: true,
      subscribable: true,
      blurb: 'Sterile single-use lancets for a quick, near-painless finger prick.',
    }),
    kind('Lancing Device', ['Adjustable Depth', 'Comfort Grip'], [''], {
      price: [8, 26],
      grams: [30, 80],
      blurb: 'Eleven depth settings so every finger prick is as gentle as possible.',
      features: ['Adjustable depth settings for comfortable sampling', 'Uses standard lancets'],
    }),
    kind('Pen Needles', ['4 mm 32G', '5 mm 31G', '8 mm 31G'], ['Box of 50', 'Box of 100'], {
      variantJoin: ', ',
      unit: 'box',
      price: [12, 42],
      grams: [60, 180],
      expires: true,
      subscribable: true,
      blurb: 'Fine, short needles that fit most insulin pens.',
    }),
    kind('Insulin Syringes', ['0.3 ml', '0.5 ml', '1 ml'], ['31G x 6 mm', '30G x 8 mm'], {
      packs: ['Box of 100'],
      price: [18, 38],
      grams: [250, 450],
      expires: true,
      subscribable: true,
      blurb: 'Clearly marked syringes with a fixed low-dead-space needle.',
    }),
    kind('Glucose Tablets', ['Orange', 'Raspberry', 'Tropical Fruit'], [''], {
      packs: ['Tube of 10', 'Bottle of 50'],
      price: [3, 8],
      grams: [45, 220],
      expires: true,
      subscribable: true,
      blurb: 'Fast-acting chewable glucose for treating low blood sugar.',
      features: ['Fast-acting 4 g of dextrose per tablet', 'Chewable, no water needed'],
      pictogram: 'capsule',
      material: 'Dextrose',
    }),
    kind('Diabetic Socks', ['Non-Binding', 'Cushioned Crew', 'Ankle'], ['Medium', 'Large', 'X-Large'], {
      variantJoin: ', ',
      packs: ['3 Pairs', '6 Pairs'],
      unit: 'pack',
      price: [12, 34],
      grams: [150, 400],
      blurb: 'Seamless, loose-top socks that protect sensitive feet and aid circulation.',
      features: ['Non-binding top that does not restrict circulation', 'Seamless toe to prevent rubbing'],
      pictogram: 'shield',
      material: 'Cotton, polyester and elastane',
    }),
    kind('Sharps Container', ['Home', 'Travel'], ['1 qt', '1.4 qt', '2 gal'], {
      price: [4, 22],
      grams: [120, 900],
      blurb: 'Puncture-resistant container with a locking lid for used needles and lancets.',
      features: ['Puncture-resistant walls', 'Locking lid for safe disposal'],
      pictogram: 'shield',
      material: 'Puncture-resistant polypropylene',
    }),
  ],
}

const MOBILITY_AIDS: CategorySpec = {
  name: 'Mobility Aids',
  slug: 'mobility-aids',
  code: 'MA',
  colour: '#6b5bd6',
  tint: '#eeebfc',
  pictogram: 'wheel',
  brandGroups: ['Mobility & Support'],
  share: 6,
  features: [
    f('Height adjustable to suit most users', /Walker|Crutches|Scooter|Cane/),
    f('Lightweight aluminium frame', /Walker|Transport|Crutches|Reacher|Cane/),
    f('Non-slip rubber tips and ergonomic grips', /Crutches|Folding Walker|Reacher|Cane/),
    f('Folds flat for storage and travel', /Rollator|Folding Walker|Wheelchair|Scooter|Reacher/),
    f('Tool-free assembly in minutes', /Walker|Wheelchair|Scooter|Crutches/),
    f('Tested to a generous weight capacity', /Walker|Wheelchair|Crutches|Scooter/),
  ],
  storage: 'Keep indoors and wipe clean with a damp cloth; check tips and brakes regularly.',
  material: 'Anodised aluminium and steel',
  kinds: [
    kind(
      'Walking Cane',
      ['Folding', 'Offset', 'Quad Base', 'Adjustable Aluminium'],
      ['Black', 'Bronze', 'Floral'],
      {
        variantJoin: ', ',
        price: [15, 52],
        grams: [350, 900],
        blurb: 'A steady, comfortable cane for everyday walking support.',
      },
    ),
    kind('Rollator Walker', ['Lightweight', 'Bariatric', 'Upright'], ['with Seat', 'with Seat and Basket'], {
      price: [89, 320],
      grams: [6000, 9500],
      blurb: 'Four-wheel walker with hand brakes and a padded seat for resting on the way.',
    }),
    kind('Folding Walker', ['Two-Button', 'Wheeled', 'Junior'], [''], {
      price: [39, 92],
      grams: [2500, 4000],
      blurb: 'A stable frame walker that folds at the press of a button.',
    }),
    kind('Transport Wheelchair', ['Lightweight', 'Steel', 'Aluminium'], ['17 in Seat', '19 in Seat'], {
      price: [159, 420],
      grams: [8000, 16000],
      blurb: 'A companion-propelled chair for appointments, shopping and travel.',
    }),
    kind('Self-Propelled Wheelchair', ['Standard', 'Lightweight'], ['18 in Seat', '20 in Seat'], {
      price: [219, 599],
      grams: [13000, 19000],
      blurb: 'Durable wheelchair with quick-release rear wheels and swing-away footrests.',
    }),
    kind('Forearm Crutches', ['Adjustable', 'Ergonomic'], ['Adult', 'Tall Adult', 'Youth'], {
      variantJoin: ', ',
      unit: 'pair',
      price: [39, 110],
      grams: [1000, 1800],
      blurb: 'Cuffed crutches for long-term use with a comfortable moulded handle.',
    }),
    kind('Underarm Crutches', ['Aluminium', 'Push-Button'], ['Adult', 'Youth'], {
      variantJoin: ', ',
      unit: 'pair',
      price: [25, 60],
      grams: [1600, 2400],
      blurb: 'Classic crutches with padded underarm rests and hand grips.',
    }),
    kind('Knee Scooter', ['Steerable', 'All-Terrain'], [''], {
      price: [129, 349],
      grams: [8000, 11000],
      blurb: 'A kneeling scooter that keeps weight off a foot or ankle injury.',
    }),
    kind('Reacher Grabber', ['Folding', 'Rotating Jaw'], ['26 in', '32 in'], {
      price: [9, 24],
      grams: [150, 300],
      blurb: 'Picks up everyday items without bending or stretching.',
    }),
  ],
}

const SKIN_CARE: CategorySpec = {
  name: 'Skin Care & Aesthetics',
  slug: 'skin-care-aesthetics',
  code: 'SK',
  colour: '#c86bb0',
  tint: '#f9eaf5',
  pictogram: 'sparkle',
  brandGroups: ['Beauty & Aesthetics'],
  share: 9,
  features: [
    f('Dermatologist tested', undefined, /LED/),
    f('Fragrance-free and non-comedogenic', undefined, /LED/),
    f('Suitable for sensitive and post-procedure skin', undefined, /LED|Peel/),
    f('Lightweight texture that absorbs quickly', /Serum|Sunscreen|Moisturiser/),
    f('Free from parabens and sulphates', undefined, /LED/),
    f('Airless pump keeps the formula fresh', /Serum|Cream|Moisturiser/),
  ],
  storage: 'Store below 25 °C with the cap closed; use within 12 months of opening.',
  material: 'Cosmetic formulation',
  kinds: [
    kind('Hyaluronic Acid Serum', ['Hydrating', 'Plumping', 'Fragrance-Free'], ['30 ml', '50 ml'], {
      unit: 'bottle',
      price: [18, 80],
      grams: [60, 140],
      expires: true,
      subscribable: true,
      blurb: 'Multi-weight hyaluronic acid that draws moisture into the skin.',
    }),
    kind('Vitamin C Serum', ['Brightening 10%', 'Stabilised 15%', 'Advanced 20%'], ['30 ml'], {
      unit: 'bottle',
      price: [22, 95],
      grams: [60, 120],
      expires: true,
      subscribable: true,
      blurb: 'An antioxidant serum that evens tone and brightens a dull complexion.',
    }),
    kind('Mineral Sunscreen', ['SPF 30', 'SPF 50', 'Tinted SPF 50'], ['50 ml', '100 ml'], {
      unit: 'tube',
      price: [12, 42],
      grams: [70, 140],
      expires: true,
      subscribable: true,
      blurb: 'Broad-spectrum zinc oxide protection that suits sensitive and treated skin.',
    }),
    kind('Retinol Night Cream', ['Gentle 0.25%', 'Advanced 0.5%', 'Encapsulated 1%'], ['50 ml'], {
      unit: 'jar',
      price: [24, 98],
      grams: [90, 160],
      expires: true,
      subscribable: true,
      blurb: 'Supports skin renewal overnight for smoother texture and fewer fine lines.',
    }),
    kind('Glycolic Peel Pads', ['10%', '20%'], [''], {
      packs: ['Jar of 30', 'Jar of 60'],
      price: [19, 62],
      grams: [120, 240],
      expires: true,
      blurb: 'Pre-soaked exfoliating pads for a weekly at-home resurfacing routine.',
    }),
    kind('Silicone Scar Gel', ['Clear', 'Tinted'], ['15 g', '30 g'], {
      unit: 'tube',
      price: [15, 58],
      grams: [30, 60],
      expires: true,
      blurb: 'Softens and flattens raised scars after surgery, injury or procedures.',
    }),
    kind('Barrier Repair Moisturiser', ['Ceramide', 'Fragrance-Free', 'Rich'], ['100 ml', '250 ml'], {
      unit: 'tube',
      price: [10, 38],
      grams: [120, 300],
      expires: true,
      subscribable: true,
      blurb: 'Restores a compromised skin barrier with ceramides and niacinamide.',
    }),
    kind('Recovery Balm', ['Soothing', 'Cica', 'Post-Procedure'], ['50 ml'], {
      unit: 'tube',
      price: [20, 68],
      grams: [60, 90],
      expires: true,
      blurb: 'Calms redness and supports skin after peels, microneedling and laser treatments.',
    }),
    kind('LED Light Therapy Mask', ['Red Light', 'Red and Blue Light'], [''], {
      price: [149, 590],
      grams: [400, 800],
      blurb: 'A rechargeable mask for at-home light therapy sessions of ten minutes.',
      features: ['Hands-free treatment in ten minutes', 'Rechargeable, with an automatic timer'],
    }),
  ],
}

const VITAMINS: CategorySpec = {
  name: 'Vitamins & Supplements',
  slug: 'vitamins-supplements',
  code: 'VS',
  colour: '#e0902b',
  tint: '#fdf1e2',
  pictogram: 'capsule',
  brandGroups: ['Everyday Health'],
  share: 10,
  features: [
    f('Third-party tested for purity and potency'),
    f('Gluten-free and dairy-free'),
    f('No artificial colours or flavours'),
    f('Easy-to-swallow size', undefined, /Drink Mix|Powder/),
    f('Made in a GMP-certified facility'),
    f('Child-resistant cap', undefined, /Drink Mix|Powder/),
  ],
  storage: 'Store at room temperature in a dry place; keep out of reach of children.',
  material: 'Dietary supplement',
  kinds: [
    kind('Vitamin D3', ['', 'High Potency'], ['1000 IU Softgels', '2000 IU Softgels', '5000 IU Softgels'], {
      packs: ['90 Count', '180 Count', '365 Count'],
      unit: 'bottle',
      price: [7, 24],
      grams: [60, 220],
      expires: true,
      subscribable: true,
      blurb: 'Supports healthy bones, teeth and immune function.',
    }),
    kind('Multivitamin', ["Women's", "Men's", 'Adults 50+', 'Prenatal', 'Daily'], ['Tablets', 'Gummies'], {
      packs: ['60 Count', '120 Count'],
      unit: 'bottle',
      price: [9, 36],
      grams: [120, 320],
      expires: true,
      subscribable: true,
      blurb: 'A complete daily blend of essential vitamins and minerals.',
    }),
    kind(
      'Omega-3 Fish Oil',
      ['Triple Strength', 'Purified', 'Lemon Flavour'],
      ['1000 mg Softgels', '1200 mg Softgels'],
      {
        packs: ['90 Count', '180 Count'],
        unit: 'bottle',
        price: [12, 42],
        grams: [150, 380],
        expires: true,
        subscribable: true,
        blurb: 'EPA and DHA from sustainably sourced fish for heart and brain health.',
      },
    ),
    kind('Magnesium Glycinate', ['', 'High Absorption'], ['200 mg Capsules', '400 mg Capsules'], {
      packs: ['90 Count', '180 Count'],
      unit: 'bottle',
      price: [12, 34],
      grams: [120, 260],
      expires: true,
      subscribable: true,
      blurb: 'A gentle form of magnesium for muscles, sleep and relaxation.',
    }),
    kind('Vitamin B12', ['', 'Sublingual'], ['1000 mcg Tablets', '5000 mcg Lozenges'], {
      packs: ['60 Count', '120 Count'],
      unit: 'bottle',
      price: [6, 20],
      grams: [50, 120],
      expires: true,
      subscribable: true,
      blurb: 'Supports energy and a healthy nervous system.',
    }),
    kind('Probiotic Capsules', ['Daily', 'Extra Strength', "Women's"], [''], {
      packs: ['30 Count', '60 Count'],
      unit: 'bottle',
      price: [15, 52],
      grams: [50, 120],
      expires: true,
      subscribable: true,
      blurb: 'Multi-strain probiotic cultures for digestive balance.',
    }),
    kind('Electrolyte Drink Mix', ['Lemon Lime', 'Mixed Berry', 'Unflavoured'], ['Stick Packs'], {
      packs: ['Box of 16', 'Box of 30'],
      price: [9, 30],
      grams: [120, 360],
      expires: true,
      subscribable: true,
      blurb: 'Sugar-light hydration for heat, exercise and recovery from illness.',
    }),
    kind('Collagen Peptides Powder', ['Unflavoured', 'Vanilla'], ['283 g', '567 g'], {
      unit: 'tub',
      price: [22, 52],
      grams: [320, 640],
      expires: true,
      subscribable: true,
      blurb: 'Dissolves in hot or cold drinks to support skin, hair and joints.',
    }),
    kind('Iron Supplement', ['Gentle', 'Slow-Release'], ['65 mg Tablets'], {
      packs: ['60 Count', '90 Count'],
      unit: 'bottle',
      price: [6, 18],
      grams: [60, 120],
      expires: true,
      subscribable: true,
      blurb: 'A well-tolerated iron to help maintain healthy red blood cells.',
    }),
  ],
}

const FIRST_AID: CategorySpec = {
  name: 'First Aid',
  slug: 'first-aid',
  code: 'FA',
  colour: '#d64541',
  tint: '#fbe7e6',
  pictogram: 'cross',
  brandGroups: ['Clinical Essentials', 'Everyday Health'],
  share: 8,
  features: [
    f('Clearly labelled for quick use in an emergency'),
    f('Compact and easy to store'),
    f('Water-resistant packaging for boats and beaches', undefined, /Shears/),
    f('Meets common workplace first aid guidance', /Kit/),
    f('Single-use items are individually sealed', /Kit|Wipes|Cold Packs|Burn Gel|Face Shield/),
    f('Ideal for home, car, office and boat'),
  ],
  storage: 'Store in a cool, dry place and check contents and dates every six months.',
  material: 'Mixed medical components',
  kinds: [
    kind(
      'First Aid Kit',
      ['Home', 'Travel', 'Workplace', 'Marine', 'Sports'],
      ['80 Pieces', '150 Pieces', '250 Pieces'],
      {
        variantJoin: ', ',
        unit: 'kit',
        price: [14, 89],
        grams: [300, 1800],
        expires: true,
        blurb: 'A well-organised kit for treating cuts, burns, sprains and stings.',
      },
    ),
    kind('Instant Cold Packs', ['Disposable', 'Large'], ['5 x 6 in', '6 x 9 in'], {
      packs: ['Pack of 4', 'Box of 24'],
      price: [6, 14],
      grams: [400, 900],
      blurb: 'Squeeze to activate: cold therapy in seconds with no freezer needed.',
    }),
    kind('Antiseptic Wipes', ['Alcohol Prep', 'Benzalkonium', 'Povidone-Iodine'], [''], {
      packs: ['Box of 100', 'Box of 200'],
      price: [3, 15],
      grams: [80, 300],
      expires: true,
      subscribable: true,
      blurb: 'Individually sealed wipes for cleaning skin before injections and around wounds.',
      material: 'Non-woven pads with antiseptic',
    }),
    kind('Burn Gel Dressings', ['Sterile', 'Hydrogel'], ['4 x 4 in', '8 x 8 in'], {
      packs: ['Pack of 5', 'Box of 10'],
      price: [9, 40],
      grams: [80, 350],
      expires: true,
      blurb: 'Cools and soothes minor burns and sunburn on contact.',
    }),
    kind('Emergency Foil Blankets', ['Thermal', 'Reflective'], ['52 x 84 in'], {
      packs: ['Pack of 4', 'Pack of 10'],
      price: [5, 18],
      grams: [200, 500],
      blurb: 'Retains body heat after accidents, in shock or exposure.',
    }),
    kind('Triangular Bandages', ['Cotton', 'Non-Woven'], ['40 x 40 x 56 in'], {
      packs: ['Pack of 6', 'Box of 12'],
      price: [6, 26],
      grams: [150, 400],
      blurb: 'Versatile bandages for slings, immobilising and holding dressings.',
    }),
    kind('Trauma Shears', ['Stainless Steel', 'Titanium-Coated'], ['7.5 in'], {
      price: [5, 18],
      grams: [60, 110],
      blurb: 'Cuts through clothing, seatbelts and bandages with a blunt safety tip.',
    }),
    kind('CPR Face Shield', ['Keychain', 'One-Way Valve'], [''], {
      packs: ['Pack of 2', 'Pack of 10'],
      price: [4, 12],
      grams: [20, 120],
      blurb: 'A hygienic barrier for rescue breaths during CPR.',
    }),
    kind('Eye Wash Solution', ['Sterile', 'Buffered Saline'], ['120 ml', '500 ml'], {
      unit: 'bottle',
      price: [5, 17],
      grams: [140, 560],
      expires: true,
      blurb: 'Flushes dust, sand and irritants from the eyes.',
      pictogram: 'drop',
      material: 'Sterile buffered saline',
    }),
  ],
}

const RESPIRATORY: CategorySpec = {
  name: 'Respiratory Care',
  slug: 'respiratory-care',
  code: 'RC',
  colour: '#2aa3a3',
  tint: '#e4f6f6',
  pictogram: 'breath',
  brandGroups: ['Diagnostics & Devices'],
  share: 6,
  features: [
    f('Quiet operation for night-time use', /Compressor|Humidifier/),
    f('BPA-free, latex-free components', /Nebuliser|Spirometer|Tubing|Cannula/),
    f('Easy to clean and reassemble', /Nebuliser|Humidifier|Spirometer|Spacer/),
    f('Works with standard tubing and fittings', /Nebuliser|Tubing|Cannula/),
    f('Suitable for adults and children', /Nebuliser|Spray|Spirometer|Spacer/),
    f('Compact for travel', /Compressor|Spray|Wipes/),
  ],
  storage: 'Clean after each use, dry fully and store in a dust-free bag.',
  material: 'Medical-grade PVC and polypropylene',
  kinds: [
    kind('Compressor Nebuliser', ['Portable', 'Quiet', 'Paediatric'], [''], {
      unit: 'kit',
      price: [39, 149],
      grams: [400, 2000],
      blurb: 'Turns liquid medication into a fine mist for easier breathing treatments.',
    }),
    kind('Nebuliser Kit', ['Reusable', 'Disposable'], ['Adult', 'Paediatric'], {
      variantJoin: ', ',
      packs: ['', 'Pack of 5'],
      price: [5, 28],
      grams: [40, 250],
      subscribable: true,
      blurb: 'Replacement cup, mouthpiece, mask and tubing for most compressors.',
    }),
    kind(
      'Spacer Chamber',
      ['Anti-Static', 'Valved Holding'],
      ['with Mouthpiece', 'with Small Mask', 'with Medium Mask'],
      {
        price: [12, 38],
        grams: [90, 200],
        blurb: 'Helps more inhaler medicine reach the lungs, with no need to coordinate breaths.',
        features: [
          'Works with most inhaler canisters',
          'Anti-static chamber helps more medicine reach the lungs',
        ],
      },
    ),
    kind('Incentive Spirometer', ['Volumetric', 'Flow-Oriented'], ['4000 ml', '5000 ml'], {
      price: [9, 28],
      grams: [150, 300],
      blurb: 'Encourages deep breathing exercises after surgery or illness.',
    }),
    kind('Oxygen Tubing', ['Crush-Resistant', 'Kink-Resistant'], ['7 ft', '25 ft', '50 ft'], {
      price: [3, 20],
      grams: [60, 600],
      subscribable: true,
      blurb: 'Star-lumen tubing that keeps oxygen flowing even if it is pinched.',
    }),
    kind('Nasal Cannula', ['Soft Touch', 'Curved Tip'], ['Adult', 'Paediatric'], {
      variantJoin: ', ',
      packs: ['', 'Box of 25'],
      price: [2, 6],
      grams: [25, 40],
      subscribable: true,
      blurb: 'Soft, flexible prongs for comfortable oxygen delivery all day.',
    }),
    kind('Saline Nasal Spray', ['Isotonic', 'Hypertonic'], ['45 ml', '100 ml'], {
      unit: 'bottle',
      price: [4, 14],
      grams: [60, 130],
      expires: true,
      subscribable: true,
      blurb: 'Drug-free relief for dry, stuffy noses and congestion.',
      pictogram: 'pump',
      material: 'Sterile saline solution',
    }),
    kind('Cool Mist Humidifier', ['Ultrasonic', 'Evaporative'], ['2 L', '4 L'], {
      price: [29, 95],
      grams: [1200, 2600],
      blurb: 'Adds soothing moisture to the air for easier breathing and sleep.',
    }),
    kind('CPAP Mask Wipes', ['Unscented', 'Aloe'], [''], {
      packs: ['Pack of 62', 'Box of 124'],
      price: [8, 22],
      grams: [250, 600],
      expires: true,
      subscribable: true,
      blurb: 'Alcohol-free wipes that clean mask cushions without damaging them.',
      features: ['Cleans mask cushions without harsh chemicals', 'Gentle on silicone and skin'],
    }),
  ],
}

const INCONTINENCE: CategorySpec = {
  name: 'Incontinence',
  slug: 'incontinence',
  code: 'IN',
  colour: '#4f8f5b',
  tint: '#e8f3ea',
  pictogram: 'shield',
  brandGroups: ['Home & Hygiene'],
  share: 7,
  features: [
    f('Rapid-absorbing core locks in moisture', /Briefs|Underwear|Pads/),
    f('Odour control technology', /Briefs|Underwear|Bladder/),
    f('Breathable, cloth-like outer layer', /Briefs|Underwear|Underpads/),
    f('Leak guards for extra security', /Briefs|Underwear|Bladder/),
    f('Discreet under everyday clothing', /Underwear|Bladder/),
    f('Skin-friendly and pH balanced'),
  ],
  storage: 'Store in a dry place in the original packaging.',
  material: 'Non-woven fabric with superabsorbent core',
  kinds: [
    kind('Adult Briefs', ['Maximum Absorbency', 'Overnight', 'Breathable'], ['Medium', 'Large', 'X-Large'], {
      variantJoin: ', ',
      packs: ['Pack of 12', 'Pack of 20', 'Case of 80'],
      price: [9, 32],
      grams: [900, 2200],
      subscribable: true,
      blurb: 'Tab-style briefs with refastenable closures for heavy protection.',
    }),
    kind('Protective Underwear', ['Unisex', "Women's", "Men's"], ['Medium', 'Large', 'X-Large'], {
      variantJoin: ', ',
      packs: ['Pack of 14', 'Pack of 18', 'Case of 72'],
      price: [11, 30],
      grams: [800, 1600],
      subscribable: true,
      blurb: 'Pull-up underwear that looks and feels like regular underwear.',
    }),
    kind('Bladder Control Pads', ['Light', 'Moderate', 'Heavy', 'Long Length'], [''], {
      packs: ['Pack of 20', 'Pack of 54'],
      price: [6, 24],
      grams: [200, 900],
      subscribable: true,
      blurb: 'Thin, discreet pads for light to heavy bladder leaks.',
    }),
    kind('Underpads', ['Disposable', 'Super Absorbent'], ['23 x 36 in', '30 x 30 in', '36 x 36 in'], {
      packs: ['Pack of 10', 'Case of 100'],
      price: [8, 22],
      grams: [600, 2000],
      subscribable: true,
      blurb: 'Protects beds, chairs and changing areas from leaks.',
    }),
    kind('Perineal Cleansing Foam', ['No-Rinse', 'Fragrance-Free'], ['236 ml', '500 ml'], {
      unit: 'bottle',
      price: [6, 18],
      grams: [260, 560],
      expires: true,
      subscribable: true,
      blurb: 'Cleans and deodorises gently without water or rinsing.',
      features: ['No rinsing needed', 'Neutralises odour'],
      pictogram: 'pump',
      material: 'Skin care formulation',
    }),
    kind('Barrier Cream', ['Zinc Oxide', 'Dimethicone'], ['85 g', '142 g'], {
      unit: 'tube',
      price: [5, 17],
      grams: [100, 170],
      expires: true,
      subscribable: true,
      blurb: 'Protects skin from moisture and irritation.',
      features: ['Protects skin from moisture', 'Soothes redness'],
      pictogram: 'pump',
      material: 'Skin care formulation',
    }),
    kind('Disposable Washcloths', ['Pre-Moistened', 'Aloe'], ['8 x 12 in'], {
      packs: ['Pack of 48', 'Case of 576'],
      price: [5, 14],
      grams: [500, 900],
      expires: true,
      subscribable: true,
      blurb: 'Large, soft cloths for bathing and personal care without a basin.',
      features: ['Pre-moistened and ready to use', 'Soft and thick for gentle cleaning'],
    }),
  ],
}

const PPE: CategorySpec = {
  name: 'Personal Protective Equipment',
  slug: 'personal-protective-equipment',
  code: 'PP',
  colour: '#5a6f86',
  tint: '#ebeff4',
  pictogram: 'mask',
  brandGroups: ['Clinical Essentials'],
  share: 8,
  features: [
    f('Latex-free to avoid allergic reactions', /Gloves|Masks|Respirators|Gowns|Caps|Covers/),
    f('Textured fingertips for a secure grip', /Nitrile/),
    f('Fluid-resistant barrier', /Gloves|Masks|Gowns|Shields|Covers/),
    f('Dispenser box for one-at-a-time use', /Gloves|Masks|Caps/),
    f('Comfortable for long shifts', undefined, /Sanitiser/),
    f('Single use; dispose of after each patient', /Gloves|Masks|Respirators|Gowns|Covers|Caps/),
  ],
  storage: 'Store away from heat, ozone and direct sunlight.',
  material: 'Nitrile, polypropylene and vinyl',
  kinds: [
    kind(
      'Nitrile Exam Gloves',
      ['Powder-Free', 'Extended Cuff', 'Chemo-Rated'],
      ['Small', 'Medium', 'Large', 'X-Large'],
      {
        variantJoin: ', ',
        packs: ['Box of 100', 'Box of 200', 'Case of 1000'],
        price: [8, 24],
        grams: [500, 1100],
        expires: true,
        subscribable: true,
        blurb: 'Strong, stretchy exam gloves for clinical, caregiving and household use.',
        pictogram: 'glove',
      },
    ),
    kind('Vinyl Exam Gloves', ['Powder-Free', 'Clear'], ['Small', 'Medium', 'Large', 'X-Large'], {
      variantJoin: ', ',
      packs: ['Box of 100', 'Case of 1000'],
      price: [6, 14],
      grams: [450, 700],
      expires: true,
      subscribable: true,
      blurb: 'Economical gloves for short, low-risk tasks and food handling.',
      pictogram: 'glove',
    }),
    kind('Surgical Face Masks', ['ASTM Level 1', 'ASTM Level 2', 'ASTM Level 3'], ['Ear Loop', 'Tie-On'], {
      variantJoin: ', ',
      packs: ['Box of 50'],
      price: [6, 22],
      grams: [150, 300],
      expires: true,
      subscribable: true,
      blurb: 'Three-ply masks with a bendable nose wire for a snug fit.',
    }),
    kind('Particulate Respirators', ['N95 Cup', 'N95 Folding'], [''], {
      packs: ['Box of 20'],
      price: [14, 38],
      grams: [150, 300],
      expires: true,
      subscribable: true,
      blurb: 'Filters at least 95% of airborne particles with a comfortable seal.',
    }),
    kind('Isolation Gowns', ['Level 2', 'Level 3', 'Fluid-Resistant'], ['Universal', 'X-Large'], {
      variantJoin: ', ',
      packs: ['Pack of 10', 'Case of 50'],
      price: [12, 60],
      grams: [600, 2500],
      subscribable: true,
      blurb: 'Full-coverage gowns with knit cuffs and waist ties.',
      pictogram: 'shield',
      material: 'Polypropylene and polyethylene',
    }),
    kind('Face Shields', ['Full-Length', 'Anti-Fog'], [''], {
      packs: ['Pack of 10', 'Box of 24'],
      price: [9, 36],
      grams: [300, 900],
      blurb: 'Clear, lightweight shields that protect eyes and face from splashes.',
      pictogram: 'shield',
      material: 'PET film and foam',
    }),
    kind('Shoe Covers', ['Non-Skid', 'Waterproof'], ['Universal', 'X-Large'], {
      variantJoin: ', ',
      packs: ['Box of 100'],
      price: [8, 24],
      grams: [400, 800],
      subscribable: true,
      blurb: 'Keeps floors and footwear clean in clinics and homes.',
      pictogram: 'shield',
      material: 'Polypropylene',
    }),
    kind('Bouffant Caps', ['Disposable', 'Breathable'], ['21 in', '24 in'], {
      packs: ['Pack of 100'],
      price: [5, 14],
      grams: [200, 350],
      subscribable: true,
      blurb: 'Lightweight caps that contain hair in clean environments.',
      pictogram: 'shield',
      material: 'Polypropylene',
    }),
    kind('Hand Sanitiser Gel', ['70% Alcohol', 'Moisturising'], ['60 ml', '500 ml', '1 L'], {
      unit: 'bottle',
      price: [2, 18],
      grams: [70, 1100],
      expires: true,
      subscribable: true,
      blurb: 'Kills most common germs without water and leaves hands soft.',
      features: [
        'Kills 99.9% of common germs in 15 seconds',
        'Dries in seconds without a sticky feel',
        'Easy-dispense cap for one-handed use',
      ],
      pictogram: 'pump',
      material: 'Alcohol gel in a recyclable PET bottle',
    }),
  ],
}

const DIAGNOSTICS: CategorySpec = {
  name: 'Diagnostic Devices',
  slug: 'diagnostic-devices',
  code: 'DD',
  colour: '#3f51b5',
  tint: '#e9ebf8',
  pictogram: 'pulse',
  brandGroups: ['Diagnostics & Devices'],
  share: 7,
  features: [
    f('Clinically validated accuracy', /Monitor|Oximeter|Thermometer$|Scale|Strips/),
    f('Large, backlit display', /Monitor|Oximeter|Thermometer$|Scale/),
    f('Stores readings with date and time', /Monitor|Scale/),
    f('One-button operation', /Monitor|Oximeter|Thermometer$/),
    f('Batteries and storage case included', /Monitor|Oximeter|Thermometer$/),
    f('Two-year warranty', /Monitor|Oximeter|Thermometer$|Scale|Stethoscope/),
  ],
  storage: 'Store in the case at room temperature; remove batteries if unused for months.',
  material: 'ABS plastic and electronic components',
  kinds: [
    kind('Blood Pressure Monitor', ['Upper Arm', 'Wrist', 'Talking'], ['Standard Cuff', 'Wide-Range Cuff'], {
      variantJoin: ', ',
      price: [29, 125],
      grams: [200, 700],
      blurb: 'Measures blood pressure and pulse and flags irregular heartbeats.',
    }),
    kind('Fingertip Pulse Oximeter', ['OLED', 'Paediatric', 'Bluetooth'], [''], {
      price: [19, 65],
      grams: [40, 90],
      blurb: 'Reads oxygen saturation and pulse rate in seconds.',
    }),
    kind('Digital Thermometer', ['Oral', 'Flexible Tip', 'Basal'], [''], {
      price: [5, 18],
      grams: [15, 40],
      blurb: 'Fast, accurate readings with a fever alert and memory recall.',
    }),
    kind('Infrared Forehead Thermometer', ['No-Contact', 'Dual Mode'], [''], {
      price: [19, 58],
      grams: [80, 180],
      blurb: 'Takes a temperature in one second without touching the skin.',
    }),
    kind('Stethoscope', ['Dual Head', 'Cardiology', 'Paediatric'], ['Black', 'Navy', 'Burgundy'], {
      variantJoin: ', ',
      price: [19, 195],
      grams: [120, 200],
      blurb: 'Clear acoustics for heart, lung and blood pressure assessment.',
      features: [
        'Tunable diaphragm for clear heart and lung sounds',
        'Non-chill rim and soft-sealing ear tips',
      ],
      material: 'Stainless steel chestpiece and PVC tubing',
    }),
    kind('Digital Scale', ['Bathroom', 'Bariatric', 'Body Composition'], [''], {
      price: [24, 145],
      grams: [1500, 4500],
      blurb: 'A stable platform scale with an easy-to-read display.',
    }),
    kind('Urinalysis Test Strips', ['10-Parameter', 'Ketone', 'pH'], [''], {
      packs: ['Bottle of 50', 'Bottle of 100'],
      price: [9, 34],
      grams: [40, 90],
      expires: true,
      subscribable: true,
      blurb: 'Dip-and-read strips for routine screening at home or in the clinic.',
      features: ['Read the results against the colour chart in about a minute'],
      pictogram: 'drop',
      material: 'Reagent strips in a desiccant vial',
    }),
    kind('Thermometer Probe Covers', ['Universal', 'Disposable'], [''], {
      packs: ['Box of 100', 'Box of 500'],
      price: [5, 22],
      grams: [60, 300],
      subscribable: true,
      blurb: 'Hygienic single-use covers for digital thermometer probes.',
      features: [
        'Hygienic single-use covers for a clean reading every time',
        'Fits most common probe thermometers',
      ],
      material: 'Polyethylene',
    }),
  ],
}

const ORTHOPEDIC: CategorySpec = {
  name: 'Orthopedic Supports',
  slug: 'orthopedic-supports',
  code: 'OS',
  colour: '#a0703c',
  tint: '#f6eee4',
  pictogram: 'bone',
  brandGroups: ['Mobility & Support'],
  share: 7,
  features: [
    f('Breathable, moisture-wicking fabric', undefined, /Boot/),
    f('Adjustable straps for a custom fit'),
    f('Low profile fits under clothing', /Ankle|Wrist|Knee|Lumbar|Elbow/),
    f('Reinforced stitching for daily wear', undefined, /Boot/),
    f('Latex-free materials'),
    f('Hand washable', undefined, /Boot|Collar/),
  ],
  storage: 'Hand wash in cool water and dry flat away from heat.',
  material: 'Neoprene, nylon and elastane',
  kinds: [
    kind(
      'Knee Brace',
      ['Hinged', 'Compression Sleeve', 'Patella Stabilising'],
      ['Small', 'Medium', 'Large', 'X-Large'],
      {
        variantJoin: ', ',
        price: [15, 92],
        grams: [150, 600],
        blurb: 'Supports and stabilises the knee during recovery and activity.',
      },
    ),
    kind('Ankle Support', ['Lace-Up', 'Stirrup', 'Compression'], ['Small', 'Medium', 'Large'], {
      variantJoin: ', ',
      price: [12, 52],
      grams: [100, 400],
      blurb: 'Helps prevent rolling and supports sprained ankles.',
    }),
    kind(
      'Wrist Splint',
      ['Carpal Tunnel', 'Thumb Spica'],
      ['Left, S/M', 'Left, L/XL', 'Right, S/M', 'Right, L/XL'],
      {
        variantJoin: ', ',
        price: [14, 44],
        grams: [80, 200],
        blurb: 'Keeps the wrist in a neutral position to relieve strain and pain.',
      },
    ),
    kind('Lumbar Support Belt', ['Breathable', 'Heavy Duty'], ['S/M', 'L/XL', '2XL'], {
      variantJoin: ', ',
      price: [19, 72],
      grams: [250, 600],
      blurb: 'Firm lower-back support for lifting, standing and sitting.',
    }),
    kind('Cervical Collar', ['Soft Foam', 'Adjustable'], ['Regular', 'Large'], {
      variantJoin: ', ',
      price: [9, 44],
      grams: [60, 250],
      blurb: 'Gentle support that limits neck movement and eases strain.',
    }),
    kind('Arm Sling', ['Pouch', 'Breathable Mesh'], ['Small', 'Medium', 'Large'], {
      variantJoin: ', ',
      price: [7, 24],
      grams: [100, 250],
      blurb: 'Supports the arm and shoulder after injury or surgery.',
    }),
    kind(
      'Compression Stockings',
      ['15-20 mmHg Knee-High', '20-30 mmHg Knee-High', '20-30 mmHg Thigh-High'],
      ['Small', 'Medium', 'Large', 'X-Large'],
      {
        variantJoin: ', ',
        unit: 'pair',
        price: [14, 66],
        grams: [60, 160],
        subscribable: true,
        blurb: 'Graduated compression to reduce swelling and improve circulation.',
      },
    ),
    kind('Post-Op Walking Boot', ['Short', 'Tall Air'], ['Small', 'Medium', 'Large'], {
      variantJoin: ', ',
      price: [39, 125],
      grams: [900, 1800],
      blurb: 'Protects the foot and ankle after fractures, sprains and surgery.',
    }),
    kind(
      'Orthotic Insoles',
      ['Arch Support', 'Heel Cushion'],
      ["Men's 8-9", "Men's 10-11", "Women's 6-7", "Women's 8-9"],
      {
        variantJoin: ', ',
        unit: 'pair',
        price: [14, 48],
        grams: [100, 250],
        blurb: 'Cushioned insoles that relieve heel and arch pain.',
      },
    ),
  ],
}

const BABY: CategorySpec = {
  name: 'Baby & Maternal Care',
  slug: 'baby-maternal-care',
  code: 'BM',
  colour: '#ee8a6b',
  tint: '#fdefe9',
  pictogram: 'bottle',
  brandGroups: ['Mother & Baby'],
  share: 7,
  features: [
    f('BPA-free and phthalate-free', /Bottles|Pump|Bags|Aspirator|Baby Thermometer/),
    f('Gentle on delicate skin', /Cream|Wipes|Nursing Pads/),
    f('Paediatrician recommended', /Baby Thermometer|Aspirator|Cream|Wipes|Bottles/),
    f('Easy to clean and sterilise', /Bottles|Pump|Aspirator/),
    f('Designed with midwives and lactation consultants', /Pump|Bags|Nursing|Nipple|Maternity/),
    f('Hypoallergenic materials', /Nursing|Maternity|Wipes|Bottles/),
  ],
  storage: 'Store at room temperature away from direct sunlight.',
  material: 'Food-grade silicone and polypropylene',
  kinds: [
    kind('Baby Bottles', ['Anti-Colic', 'Glass', 'Wide-Neck'], ['150 ml', '260 ml'], {
      packs: ['Pack of 2', 'Pack of 3'],
      price: [12, 36],
      grams: [200, 700],
      blurb: 'Vented bottles that reduce swallowed air, colic and spit-up.',
    }),
    kind('Double Electric Breast Pump', ['Hospital-Grade', 'Wearable', 'Portable'], [''], {
      unit: 'kit',
      price: [89, 385],
      grams: [600, 1800],
      blurb: 'Quiet, adjustable suction for comfortable, efficient pumping.',
    }),
    kind('Breast Milk Storage Bags', ['Pre-Sterilised', 'Double-Zip'], ['180 ml', '250 ml'], {
      packs: ['Box of 50', 'Box of 100'],
      price: [8, 22],
      grams: [150, 400],
      subscribable: true,
      blurb: 'Leak-proof bags that freeze flat to save space.',
    }),
    kind('Nursing Pads', ['Disposable', 'Washable Bamboo'], [''], {
      packs: ['Pack of 8', 'Box of 60'],
      price: [5, 12],
      grams: [80, 300],
      subscribable: true,
      blurb: 'Soft, absorbent pads that keep clothing dry.',
    }),
    kind('Nipple Cream', ['Lanolin', 'Plant-Based'], ['30 g', '60 g'], {
      unit: 'tube',
      price: [8, 18],
      grams: [40, 80],
      expires: true,
      subscribable: true,
      blurb: 'Soothes and protects sore, cracked nipples; safe for baby.',
      pictogram: 'pump',
      material: 'Skin care formulation',
    }),
    kind('Baby Thermometer', ['Rectal', 'Ear', 'Pacifier'], [''], {
      price: [9, 44],
      grams: [20, 120],
      blurb: 'Gentle, quick readings designed for newborns and infants.',
    }),
    kind('Nasal Aspirator', ['Electric', 'Manual'], [''], {
      price: [7, 38],
      grams: [40, 200],
      blurb: 'Clears little noses safely so babies can feed and sleep.',
    }),
    kind('Diaper Rash Cream', ['Zinc Oxide', 'Calendula'], ['57 g', '113 g'], {
      unit: 'tube',
      price: [5, 15],
      grams: [70, 140],
      expires: true,
      subscribable: true,
      blurb: 'Treats and prevents nappy rash with a protective barrier.',
      pictogram: 'pump',
      material: 'Skin care formulation',
    }),
    kind('Maternity Support Belt', ['Adjustable', 'Breathable'], ['One Size', 'Plus Size'], {
      variantJoin: ', ',
      price: [19, 48],
      grams: [150, 350],
      blurb: 'Lifts and supports the bump to ease back and pelvic pain.',
    }),
    kind('Baby Wipes', ['Water-Based', 'Sensitive', 'Fragrance-Free'], [''], {
      packs: ['Pack of 72', 'Pack of 216'],
      price: [3, 9],
      grams: [400, 700],
      expires: true,
      subscribable: true,
      blurb: 'Soft, thick wipes that are gentle enough for newborn skin.',
    }),
  ],
}

const ORAL_CARE: CategorySpec = {
  name: 'Oral Care',
  slug: 'oral-care',
  code: 'OC',
  colour: '#3aa0d8',
  tint: '#e6f3fb',
  pictogram: 'tooth',
  brandGroups: ['Home & Hygiene'],
  share: 5,
  features: [
    f('Recommended by dental hygienists'),
    f('Gentle on gums and enamel', undefined, /Denture/),
    f('Fresh mint taste', /Toothpaste|Mouthwash|Floss/),
    f('Fluoride for cavity protection', /Toothpaste/),
    f('Travel friendly', /Toothbrush|Floss|Interdental|Toothpaste/),
    f('Suitable for braces and implants', /Interdental|Water Flosser|Brush Heads|Floss/),
  ],
  storage: 'Store below 30 °C; keep out of reach of children.',
  material: 'Oral care formulation and nylon bristles',
  kinds: [
    kind('Electric Toothbrush', ['Sonic', 'Rotating', 'Travel'], ['White', 'Black', 'Rose'], {
      variantJoin: ', ',
      price: [29, 145],
      grams: [150, 450],
      blurb: 'Removes more plaque than a manual brush, with a two-minute timer.',
    }),
    kind('Replacement Brush Heads', ['Sensitive', 'Deep Clean', 'Whitening'], [''], {
      packs: ['Pack of 2', 'Pack of 4'],
      price: [9, 30],
      grams: [20, 60],
      subscribable: true,
      blurb: 'Fresh brush heads every three months keep brushing effective.',
    }),
    kind('Fluoride Toothpaste', ['Sensitivity Relief', 'Enamel Repair', 'Whitening'], ['75 ml', '125 ml'], {
      unit: 'tube',
      price: [3, 11],
      grams: [100, 180],
      expires: true,
      subscribable: true,
      blurb: 'Strengthens enamel and protects against cavities.',
    }),
    kind('Mouthwash', ['Alcohol-Free', 'Antiseptic', 'Dry Mouth'], ['250 ml', '500 ml', '1 L'], {
      unit: 'bottle',
      price: [4, 15],
      grams: [280, 1100],
      expires: true,
      subscribable: true,
      blurb: 'Freshens breath and reaches where brushing misses.',
    }),
    kind('Dental Floss', ['Waxed Mint', 'Expanding', 'PTFE'], ['50 m'], {
      packs: ['', 'Pack of 3'],
      price: [2, 10],
      grams: [15, 60],
      subscribable: true,
      blurb: 'Slides easily between tight teeth without shredding.',
    }),
    kind('Interdental Brushes', ['Extra Fine', 'Fine', 'Medium'], [''], {
      packs: ['Pack of 8', 'Pack of 20'],
      price: [4, 14],
      grams: [15, 50],
      subscribable: true,
      blurb: 'Cleans gaps, bridges and braces more thoroughly than floss.',
    }),
    kind('Water Flosser', ['Cordless', 'Countertop'], [''], {
      price: [35, 95],
      grams: [300, 1200],
      blurb: 'A pulsing water jet that cleans between teeth and along the gumline.',
    }),
    kind('Denture Cleansing Tablets', ['Effervescent', 'Antibacterial'], [''], {
      packs: ['Box of 36', 'Box of 108'],
      price: [4, 13],
      grams: [100, 350],
      expires: true,
      subscribable: true,
      blurb: 'Removes stains and kills odour-causing bacteria overnight.',
      features: ['Removes stains and odour-causing bacteria', 'Effervescent action cleans in minutes'],
    }),
  ],
}

const HOME_CARE: CategorySpec = {
  name: 'Home Care',
  slug: 'home-care',
  code: 'HC',
  colour: '#7d9a3a',
  tint: '#f0f5e4',
  pictogram: 'house',
  brandGroups: ['Home & Hygiene', 'Mobility & Support'],
  share: 6,
  features: [
    f('Rust-resistant frame for bathrooms', /Shower|Toilet|Grab|Commode/),
    f('Tool-free height adjustment', /Shower|Commode|Overbed|Bed Rail/),
    f('Non-slip feet and grips', /Shower|Commode|Toilet|Grab/),
    f('Easy to wipe clean', undefined, /Wipes/),
    f('Supports up to 300 lb', /Shower|Toilet|Grab|Commode|Bed Rail/),
    f('Designed with occupational therapists', undefined, /Wipes|Pill/),
  ],
  storage: 'Wipe clean with mild detergent; check fittings monthly.',
  material: 'Aluminium, steel and blow-moulded plastic',
  kinds: [
    kind('Shower Chair', ['Adjustable', 'With Back', 'Folding'], [''], {
      price: [29, 95],
      grams: [2000, 4500],
      blurb: 'Lets you sit safely and comfortably while showering.',
    }),
    kind('Raised Toilet Seat', ['Locking', 'With Arms'], ['3.5 in', '5 in'], {
      price: [25, 78],
      grams: [1500, 3500],
      blurb: 'Adds height to make sitting and standing easier.',
    }),
    kind('Grab Bar', ['Stainless Steel', 'Textured', 'Suction'], ['12 in', '18 in', '24 in'], {
      price: [9, 38],
      grams: [300, 1200],
      blurb: 'A secure handhold for bathrooms, stairs and doorways.',
    }),
    kind('Bedside Commode', ['3-in-1', 'Drop-Arm', 'Bariatric'], [''], {
      price: [59, 185],
      grams: [5000, 11000],
      blurb: 'Works as a commode, raised toilet seat or toilet safety frame.',
    }),
    kind('Pill Organiser', ['Weekly AM/PM', 'Monthly', 'Large Compartment'], [''], {
      price: [4, 18],
      grams: [80, 300],
      blurb: 'Keeps medicines sorted so no dose is missed or doubled.',
      features: ['Large compartments that are easy to open'],
      material: 'BPA-free polypropylene',
    }),
    kind('Bed Rail', ['Adjustable', 'Folding'], [''], {
      price: [39, 115],
      grams: [2500, 5000],
      blurb: 'A sturdy handle to help getting in and out of bed.',
    }),
    kind('Disinfecting Wipes', ['Hospital-Grade', 'Bleach-Free'], [''], {
      packs: ['Canister of 80', 'Canister of 160'],
      price: [5, 15],
      grams: [500, 1000],
      expires: true,
      subscribable: true,
      blurb: 'Kills 99.9% of common germs on hard surfaces in minutes.',
      features: ['Kills 99.9% of bacteria and viruses on hard surfaces', 'Pre-moistened, resealable pack'],
      pictogram: 'shield',
      material: 'Non-woven wipes with disinfectant',
    }),
    kind('Pressure Relief Cushion', ['Gel', 'Memory Foam', 'Air Cell'], ['16 x 16 in', '18 x 16 in'], {
      price: [19, 145],
      grams: [600, 2500],
      blurb: 'Spreads weight evenly to ease pressure during long periods of sitting.',
    }),
    kind('Overbed Table', ['Tilt-Top', 'Height-Adjustable'], [''], {
      price: [79, 195],
      grams: [8000, 14000],
      blurb: 'Rolls over a bed or chair for meals, reading and laptops.',
    }),
  ],
}

/** Categories in menu order: the first eight make the header's top menu (docs/requirements/storefront.md §3). */
export const CATEGORIES: readonly CategorySpec[] = [
  WOUND_CARE,
  DIABETES_CARE,
  VITAMINS,
  SKIN_CARE,
  FIRST_AID,
  MOBILITY_AIDS,
  DIAGNOSTICS,
  PPE,
  RESPIRATORY,
  INCONTINENCE,
  ORTHOPEDIC,
  BABY,
  ORAL_CARE,
  HOME_CARE,
]

/** Countries of manufacture for the specification table. */
export const ORIGINS: readonly string[] = [
  'United States',
  'Canada',
  'United Kingdom',
  'Germany',
  'Ireland',
  'Malaysia',
  'Mexico',
  'Switzerland',
]
