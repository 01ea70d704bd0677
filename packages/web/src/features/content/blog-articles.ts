/** The shop's health articles, shipped with the app (docs/requirements/storefront.md §8: /blog and /blog-details). */
export interface BlogArticle {
  slug: string
  title: string
  /** ISO date of publication. */
  date: string
  author: string
  topic: string
  excerpt: string
  /** Paragraphs; a paragraph starting with '## ' is a sub-heading. */
  body: string[]
}

const ARTICLES: BlogArticle[] = [
  {
    slug: 'hurricane-season-first-aid-kit',
    title: 'Hurricane season first aid kit: what every Bermuda household needs',
    date: '2026-10-28',
    author: 'Alicia Simmons, pharmacist',
    topic: 'First aid',
    excerpt:
      'The Atlantic hurricane season runs until 30 November. A well-stocked first aid kit and two weeks of your regular medicines make riding out a storm safer.',
    body: [
      'The Atlantic hurricane season runs from 1 June to 30 November, and Bermuda has weathered many storms in that time. Power and road closures can last a day or two, so the aim is simple: be able to deal with minor injuries and keep taking your usual medicines without leaving home.',
      '## The basics',
      "A good household kit holds sterile gauze pads and adhesive dressings in several sizes, a roll of medical tape, crepe bandages, antiseptic wipes, disposable gloves, blunt-ended scissors, tweezers, a digital thermometer and an instant cold pack. Add a pain and fever reliever suitable for each member of the family, including a children's formulation if you have young children.",
      '## Your regular medicines',
      "Make sure you have at least two weeks of every prescription medicine, and keep a written list of each one with its dose and your doctor's name. If you use insulin, keep a cool bag and freezer packs ready: unopened insulin must not freeze, and in-use pens should be kept out of direct heat.",
      '## Devices and batteries',
      'Glucose meters, blood pressure monitors and hearing aids all need batteries. Pack spares, along with extra test strips and lancets. If anyone in the house relies on powered equipment, talk to your supplier in advance about a back-up plan for a long power cut.',
      '## Check it twice a year',
      'A kit is only useful if it is complete and in date. Check it at the start of the season and again in mid-August, replace anything used or expired, and keep it in a waterproof box where everyone in the house can find it.',
    ],
  },
  {
    slug: 'storing-diabetes-supplies-in-heat',
    title: "Storing insulin and test strips in Bermuda's heat and humidity",
    date: '2026-10-05',
    author: 'Alicia Simmons, pharmacist',
    topic: 'Diabetes care',
    excerpt:
      'Heat and moisture quietly spoil insulin and glucose test strips. A few habits keep your readings accurate and your medicine working.',
    body: [
      'Summer temperatures and high humidity are part of island life, but they are hard on diabetes supplies. Insulin loses strength when it gets too warm, and test strips that absorb moisture can give readings that are wrong without any visible sign.',
      '## Insulin',
      'Keep unopened insulin in the refrigerator, between 2 °C and 8 °C (36 °F to 46 °F), away from the freezer compartment. Never use insulin that has been frozen. The pen or vial you are using can usually be kept at room temperature for a set number of days, often 28, but this varies by product, so check the leaflet that came with it. Do not leave insulin in a parked car or in direct sun.',
      '## Test strips and meters',
      'Keep test strips in their original container with the lid firmly closed, and take out only the strip you are about to use. Do not store them in the bathroom, where steam raises the humidity. Write the date you opened the container on its label: many strips must be used within a few months of opening.',
      '## When to check your meter',
      'If your readings do not match how you feel, test with control solution before acting on them. Replace strips that are past their expiry date and ask your doctor or diabetes nurse before changing your insulin dose because of an unexpected reading.',
    ],
  },
  {
    slug: 'checking-blood-pressure-at-home',
    title: 'Checking your blood pressure at home: a step-by-step guide',
    date: '2026-09-14',
    author: 'Marcus Tucker, registered nurse',
    topic: 'Heart health',
    excerpt:
      'Home readings help your doctor see your real blood pressure, away from the clinic. Here is how to take a reading you can trust.',
    body: [
      "Many people's blood pressure is higher in the doctor's office than at home. Regular home readings give a truer picture and help your doctor decide whether treatment is working.",
      '## Choose the right monitor and cuff',
      'An automatic upper-arm monitor is the most reliable choice for most people. The cuff size matters: a cuff that is too small gives readings that are too high. Measure around the middle of your upper arm and pick the cuff range that fits.',
      '## Before you measure',
      'Avoid caffeine, exercise and smoking for 30 minutes beforehand, and empty your bladder. Sit in a chair with your back supported and both feet flat on the floor, and rest quietly for five minutes.',
      '## Taking the reading',
      'Wrap the cuff on bare skin, with its lower edge about two finger-widths above the crease of your elbow. Rest your arm on a table so the cuff is at the level of your heart. Stay still and do not talk while the monitor measures. Take two readings a minute apart and write both down with the date and time.',
      '## What the numbers mean',
      'For most adults a reading below 120/80 mmHg is considered normal. If your readings are regularly 130/80 or higher, share them with your doctor. If a reading is 180/120 or higher and you have chest pain, shortness of breath, weakness or changes in vision or speech, call 911 straight away.',
    ],
  },
  {
    slug: 'caring-for-cuts-and-scrapes',
    title: 'Caring for minor cuts and scrapes at home',
    date: '2026-08-20',
    author: 'Marcus Tucker, registered nurse',
    topic: 'Wound care',
    excerpt:
      'Most small cuts heal well with simple care: clean, cover and watch. Here is what to do, and the signs that mean it is time to see a doctor.',
    body: [
      'Scraped knees from the beach, a slip with a kitchen knife: minor wounds are part of everyday life. Looked after properly, most heal in a week or two without trouble.',
      '## Stop the bleeding',
      'Wash your hands, then press firmly on the wound with a clean cloth or sterile gauze for several minutes. Most small cuts stop bleeding on their own. If blood spurts or keeps soaking through after ten minutes of pressure, get medical help.',
      '## Clean it',
      'Rinse the wound under clean running water and gently wash the skin around it with soap. Remove any sand or grit; if you cannot get it all out, see a doctor or nurse. There is no need to pour hydrogen peroxide or iodine into the wound, as they can irritate the tissue.',
      '## Cover it',
      'A thin layer of petroleum jelly helps keep the wound moist, which supports healing and reduces scarring. Cover it with a sterile non-stick dressing or adhesive bandage, and change the dressing once a day, or sooner if it gets wet or dirty.',
      '## When to see a doctor',
      'Get medical advice if the wound is deep or gaping, was caused by an animal or human bite or a rusty or dirty object, or shows signs of infection: spreading redness, warmth, swelling, pus or a fever. Check too that your tetanus vaccination is up to date.',
    ],
  },
  {
    slug: 'choosing-compression-stockings',
    title: 'Compression stockings: choosing the right size and strength',
    date: '2026-07-09',
    author: 'Dana Outerbridge, mobility specialist',
    topic: 'Circulation',
    excerpt:
      'Compression stockings help tired, swollen legs and long flights, but only when the fit and strength are right. Measure first, then choose.',
    body: [
      'Graduated compression stockings are tightest at the ankle and gradually looser up the leg. That gentle pressure helps blood return to the heart, easing aching and swelling and lowering the risk of clots on long journeys.',
      '## Know the strengths',
      'Strength is measured in millimetres of mercury (mmHg). Mild compression, around 8 to 15 mmHg, suits tired legs and long periods of standing. Moderate compression of 15 to 20 mmHg is popular for travel. Firmer grades of 20 to 30 mmHg and above are used for varicose veins and other conditions and should be chosen with your doctor.',
      '## Measure in the morning',
      'Legs are least swollen first thing in the day. Measure around the narrowest part of your ankle and the widest part of your calf, and for thigh-high stockings, the widest part of your thigh. Compare the figures with the size chart of the brand you are buying rather than your shoe size.',
      '## Put them on properly',
      'Turn the stocking inside out down to the heel, slip your foot in, then roll it up the leg without bunching. The fabric should lie smoothly with no folds at the ankle or behind the knee.',
      '## Who should ask first',
      'If you have diabetes with reduced feeling in your feet, poor circulation in the arteries of your legs, or fragile skin, talk to your doctor before using compression: in these conditions it can do harm.',
    ],
  },
  {
    slug: 'sun-protection-in-bermuda',
    title: 'Sun protection in Bermuda: SPF, reapplying and after-sun care',
    date: '2026-06-02',
    author: 'Alicia Simmons, pharmacist',
    topic: 'Skin care',
    excerpt:
      "Bermuda's summer UV index often reaches 10 or more. How much sunscreen to use, when to reapply, and how to care for skin after a day outdoors.",
    body: [
      'On a clear summer day the UV index in Bermuda regularly reaches very high levels, enough to burn fair skin in well under half an hour. Sunburn is painful, and repeated burns raise the risk of skin cancer later in life.',
      '## Pick a broad-spectrum sunscreen',
      'Choose a broad-spectrum sunscreen of SPF 30 or higher, which protects against both UVA and UVB rays. Water-resistant formulas are best for the beach and the boat.',
      '## Use enough, and reapply',
      'Most people use far too little. An adult needs about a teaspoon for the face and neck and roughly a shot glass for the body. Apply 15 minutes before going out and reapply at least every two hours, and after swimming, sweating or towelling off.',
      '## More than sunscreen',
      'Seek shade in the middle of the day, when UV is strongest. A wide-brimmed hat, sunglasses that block UV and a light long-sleeved shirt do a lot of the work. Babies under six months should be kept out of direct sun altogether.',
      '## After the sun',
      'Cool showers and a fragrance-free moisturiser or aloe vera gel soothe skin after a day outdoors. Drink plenty of water. Severe sunburn with blistering, fever or chills needs medical attention.',
    ],
  },
  {
    slug: 'preventing-falls-at-home',
    title: 'Preventing falls at home: simple changes and the right mobility aids',
    date: '2026-05-12',
    author: 'Dana Outerbridge, mobility specialist',
    topic: 'Mobility',
    excerpt:
      'Most falls happen at home, and many can be prevented. Small changes to each room and a correctly fitted walking aid make a real difference.',
    body: [
      'Falls are the most common cause of injury among older adults, and most happen at home during everyday activities. The good news is that a few practical changes greatly reduce the risk.',
      '## Room by room',
      'Remove loose rugs or fix them down with non-slip backing, and keep walkways clear of cables and clutter. Light the way from the bedroom to the bathroom with night lights. In the bathroom, grab bars by the toilet and in the shower, a non-slip mat and a shower chair make the most slippery room in the house much safer.',
      '## Fitting a cane or walker',
      'A walking aid only helps when it is the right height. Stand up straight with your arms relaxed at your sides: the handle should be level with the crease of your wrist, so your elbow bends slightly when you hold it. Hold a cane in the hand opposite your weaker leg and move it forward together with that leg.',
      '## Look after the basics',
      'Have your eyesight checked every year, wear well-fitting shoes with non-slip soles rather than slippers, and ask your doctor or pharmacist to review your medicines if any make you drowsy or dizzy. Regular exercise that builds strength and balance is one of the best protections of all.',
      '## If a fall happens',
      'Consider a personal alarm if you live alone. After any fall, even one without an obvious injury, tell your doctor: it can be a sign of a problem worth looking into.',
    ],
  },
]

/** Every article, newest first. */
export function listBlogArticles(): BlogArticle[] {
  return [...ARTICLES].sort((a, b) => b.date.localeCompare(a.date))
}

/** The article with this slug, or the newest one when no slug is given; undefined for an unknown slug. */
export function findBlogArticle(slug: string | null): BlogArticle | undefined {
  if (!slug) return listBlogArticles()[0]
  return ARTICLES.find((a) => a.slug === slug)
}

/** '28 October 2026' from an ISO date, independent of the browser's locale and time zone. */
export function formatArticleDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ]
  return `${d} ${months[(m ?? 1) - 1]} ${y}`
}
