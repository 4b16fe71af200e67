/**
 * Product vocabulary per industry, written for this project. Keyed by industry key (0001–0015).
 *
 * `categories[n]` belongs to the industry's (n + 1)th category in reference/industries.ts; inside
 * it, subcategories are separated by `|` (in the tree's order) and base names by `;`. An empty
 * segment means "no product names for that subcategory". `specs[n]` lists the spec ids (see
 * specs.ts) that make sense for that category. The demo tests check that every segment maps to a
 * real subcategory.
 */
export interface IndustryWords {
  /** Words that make a company name sound like this industry, most common first. */
  nameWords: string[];
  /** Modifiers put in front of a base name ("compact", "stainless steel"). */
  modifiers: string[];
  categories: string[];
  specs: string[];
}

export const industryWords: Record<string, IndustryWords> = {
  '0001': {
    nameWords: ['Automation', 'Controls', 'Robotics', 'Systems', 'Motion', 'Sensors', 'Mechatronics', 'Drives'],
    modifiers: ['compact', 'high-precision', 'heavy-duty', 'IP67', 'modular', 'smart', 'industrial-grade', 'low-latency', 'cleanroom', 'explosion-proof'],
    categories: [
      '6-axis articulated robot; heavy-payload welding robot; palletizing robot arm | 4-axis SCARA robot; ceiling-mount SCARA | collaborative robot arm; cobot with force sensing | high-speed delta picker; food-grade delta robot | three-axis gantry robot; linear Cartesian robot | electric parallel gripper; vacuum end effector; tool changer | robot controller cabinet; wireless teach pendant',
      'compact PLC; modular PLC rack; micro PLC starter kit | process DCS controller; redundant DCS node | SCADA runtime licence; web SCADA server | multi-core automation controller | remote I/O station; IP67 I/O block | safety PLC; configurable safety controller',
      'inductive proximity sensor; capacitive proximity switch | diffuse photoelectric sensor; through-beam sensor pair | pressure transmitter; digital pressure switch | PT100 temperature probe; thermocouple assembly | radar level transmitter; ultrasonic level sensor; float switch | electromagnetic flow meter; vortex flow meter | vision sensor with built-in light',
      'AC servo motor; servo drive; servo motor and drive kit | hybrid stepper motor; microstepping driver | variable frequency drive; vector-control inverter | multi-axis motion controller | electric linear actuator; rod-type actuator | incremental rotary encoder; absolute multiturn encoder',
      'capacitive touch panel HMI; widescreen operator panel | fanless panel PC; stainless steel panel PC | text operator terminal | sunlight-readable industrial monitor | illuminated pushbutton; LED pilot light; selector switch',
      'managed industrial Ethernet switch; unmanaged DIN-rail switch | PROFINET fieldbus module; EtherCAT coupler | IIoT edge gateway; MQTT gateway | industrial Wi-Fi access point; LoRaWAN gateway | Modbus to Ethernet converter; serial device server | industrial 4G router; DIN-rail firewall',
      'ISO 15552 pneumatic cylinder; compact guided cylinder | 5/2 solenoid valve; valve manifold island | filter regulator lubricator unit | axial piston pump; gear pump | proportional hydraulic valve; directional control valve | push-in fitting set; polyurethane air tubing',
      'GigE industrial camera; USB3 area-scan camera; line-scan camera | smart camera system; 3D vision sensor | fixed-mount barcode reader; handheld 2D code reader | LED ring light; backlight panel | C-mount machine vision lens; telecentric lens',
      'type 4 safety light curtain; muting light curtain | safety relay module | coded safety interlock switch; RFID door switch | mushroom emergency stop button; rope pull switch | safety laser scanner',
    ],
    specs: [
      'payload,reach,repeatability,axes,protection,mounting',
      'io,supply24,comm,memory,protection,temperatureRange',
      'sensingRange,supply24,output,protection,housing,temperatureRange',
      'power,voltage,torque,speed,comm,protection',
      'screen,resolution,supply24,protection,comm',
      'ports,comm,supply24,protection,temperatureRange',
      'bore,pressure,flow,material,connection,temperatureRange',
      'resolution,frameRate,interface,sensingRange,protection',
      'sensingRange,responseTime,supply24,protection,safetyLevel',
    ],
  },
  '0002': {
    nameWords: ['Electronics', 'Tech', 'Digital', 'Data', 'Circuits', 'Micro', 'Networks', 'Semiconductor'],
    modifiers: ['low-power', 'RoHS-compliant', 'industrial', 'automotive-grade', 'high-speed', 'miniature', 'rugged', 'wide-temperature', 'OEM', 'surface-mount'],
    categories: [
      'microcontroller IC; power management IC; op-amp IC | MLCC capacitor reel; aluminium electrolytic capacitor; film capacitor | thick-film chip resistor; wirewound power resistor | board-to-board connector; M12 circular connector; USB-C receptacle | Schottky diode; power MOSFET | PCB signal relay; automotive relay | quartz crystal; TCXO oscillator',
      'multilayer rigid PCB; aluminium-core LED PCB | turnkey PCB assembly; SMT assembly service | flexible PCB; rigid-flex board | quick-turn PCB prototype | PCB layout and design service',
      'rack server 2U; tower server | business desktop PC; mini PC | business laptop 14-inch; rugged laptop | fanless box PC; DIN-rail industrial PC | enterprise SSD; NAS storage unit | USB keyboard and mouse set; thermal receipt printer',
      'enterprise router; 24-port PoE switch | fibre optic patch cord; FTTH splitter box; OTDR | ceiling Wi-Fi 6 access point | Cat6 network cable; armoured fibre cable | VoIP desk phone; PBX system | 5G panel antenna; omni-directional antenna',
      'cloud ERP suite; ERP for manufacturers | CRM platform for sales teams | managed cloud hosting; private cloud service | endpoint security suite; penetration testing service | custom web application development; mobile app development | IT helpdesk outsourcing; managed IT service',
      'rugged smartphone; feature phone | Bluetooth speaker; soundbar; wireless earbuds | smart plug; Wi-Fi smart camera; smart thermostat | fitness tracker band | GaN fast charger; 20,000 mAh power bank',
      'TFT LCD module; character LCD module | outdoor LED display screen; indoor fine-pitch LED wall | projected capacitive touch screen | AMOLED display panel | digital signage kiosk; wall-mounted signage display',
      'digital storage oscilloscope; handheld oscilloscope | true-RMS digital multimeter; clamp meter | arbitrary waveform generator | RF spectrum analyzer | three-phase power analyzer',
      'IP bullet camera; PTZ dome camera | 16-channel NVR | RFID access control terminal; face recognition terminal | wireless intrusion alarm kit | IP video intercom',
    ],
    specs: [
      'package,voltage,tolerance,temperatureRange,compliance',
      'layers,boardThickness,copper,surfaceFinish,leadTimeDays',
      'cpu,ramSize,storageSize,ports,warranty',
      'ports,speedNet,standard,material,warranty',
      'deployment,users,languagesSw,support,licence',
      'battery,connectivity,colour,warranty,compliance',
      'screen,resolution,brightness,interface,temperatureRange',
      'bandwidth,channels,accuracy,screen,warranty',
      'resolution,lens,protection,storageSize,connectivity',
    ],
  },
  '0003': {
    nameWords: ['Energy', 'Power', 'Solar', 'Renewables', 'Electric', 'Grid', 'Volt', 'Green'],
    modifiers: ['high-efficiency', 'grid-tied', 'off-grid', 'hybrid', 'containerised', 'outdoor', 'utility-scale', 'low-loss', 'weatherproof', 'modular'],
    categories: [
      'monocrystalline solar panel; bifacial PERC module; flexible solar panel | string solar inverter; hybrid solar inverter; microinverter | aluminium roof mounting kit; ground-mount solar structure | MPPT charge controller | evacuated-tube solar water heater | all-in-one solar street light',
      'horizontal-axis wind turbine; onshore turbine nacelle | fibreglass turbine blade set | wind turbine gearbox | tubular steel tower section | small vertical-axis wind turbine',
      'silent diesel generator set; open-frame diesel genset | natural gas generator set | industrial gas turbine | back-pressure steam turbine | containerised CHP unit | Francis hydro turbine; micro hydro generator',
      'LiFePO4 battery pack; rack-mounted lithium battery | VRLA lead-acid battery; tubular OPzS battery | containerised battery storage system; home energy storage unit | battery management system board | vanadium flow battery',
      'oil-immersed distribution transformer; dry-type transformer | medium-voltage switchgear; ring main unit | moulded case circuit breaker; miniature circuit breaker | main distribution board | XLPE power cable; armoured LV cable | copper busbar trunking',
      'rotary drilling rig; drill bit set | API casing pipe; seamless tubing | wellhead Christmas tree | heat exchanger bundle; refinery pressure vessel | pipeline pig launcher; gate valve for pipelines | bolted steel storage tank',
      'online double-conversion UPS; line-interactive UPS | servo voltage stabilizer | automatic capacitor bank | DIN-rail surge protector | three-phase smart energy meter',
      'biomass steam boiler; wood pellet boiler | anaerobic digester plant | biodiesel; wood pellets | PEM electrolyzer stack; alkaline electrolyzer | hydrogen fuel cell module',
      '22 kW AC wallbox charger; smart home charger | 60 kW DC fast charger; 180 kW dual-gun charger | Type 2 charging cable; CCS2 connector | charge point management software',
    ],
    specs: [
      'solarPower,efficiency,voltage,dimensions,warranty,compliance',
      'turbinePower,ratedWindSpeed,rotorDiameter,material,warranty',
      'gensetPower,voltage,frequency,fuel,noise,dimensions',
      'capacity,voltage,cycleLife,chemistry,warranty',
      'voltage,current,poles,protection,compliance',
      'material,pressureRating,size,standard,temperatureRange',
      'power,voltage,phase,efficiency,compliance',
      'capacity,power,efficiency,fuel,dimensions',
      'power,voltage,connector,protection,connectivity',
    ],
  },
  '0004': {
    nameWords: ['Industrial', 'Tools', 'Equipment', 'Supply', 'Engineering', 'Tech', 'Hydraulics', 'Safety'],
    modifiers: ['heavy-duty', 'professional', 'industrial', 'stainless steel', 'high-capacity', 'corrosion-resistant', 'ATEX-rated', 'CE-certified', 'portable', 'precision'],
    categories: [
      '18 V cordless drill; angle grinder; rotary hammer | combination spanner set; torque wrench | carbide end mill; HSS drill bit set; indexable insert | flap disc; cutting wheel | digital caliper; outside micrometer | rolling tool cabinet; tool chest',
      'MIG welding machine; TIG inverter welder; stick welder | ER70S-6 welding wire; E6013 electrode | CNC plasma cutter; air plasma cutter | fibre laser welding machine | temperature-controlled soldering station | auto-darkening welding helmet; welding gloves',
      'electric forklift 2.5 t; diesel forklift | belt conveyor; roller conveyor | electric wire rope hoist; overhead bridge crane | manual pallet jack; electric pallet truck | laser-guided AGV; autonomous mobile robot | selective pallet racking; cantilever rack',
      'end-suction centrifugal pump; multistage pump | gear pump; diaphragm pump | three-piece ball valve; flanged ball valve | cast steel gate valve; globe valve | wafer butterfly valve | swing check valve; dual-plate check valve',
      'glycerine-filled pressure gauge | bimetal dial thermometer | portable multi-gas detector; flue gas analyzer | pressure calibrator; dry-block calibrator | temperature data logger; multichannel recorder',
      'rotary screw air compressor; VSD screw compressor | two-stage piston compressor | refrigerated air dryer; desiccant dryer | liquid-ring vacuum pump; rotary vane vacuum pump | compressed air line filter',
      'bag filter housing; cartridge filter | pulse-jet dust collector | decanter centrifuge; disc stack separator | reverse osmosis system; water softener | transformer oil purifier',
      'ABS safety helmet | nitrile-coated work gloves; cut-resistant gloves | flame-retardant coverall; disposable coverall | half-face respirator; FFP2 mask | steel-toe safety boots | safety goggles; face shield',
      'hex bolt and nut set; flange nut | self-drilling screw; wood screw; machine screw | spring washer; flat washer | blind rivet; solid rivet | wedge anchor; chemical anchor | threaded rod DIN 975',
    ],
    specs: [
      'power,voltage,weight,material,warranty',
      'current,voltage,dutyCycle,weight,compliance',
      'capacity,liftHeight,power,dimensions,compliance',
      'flow,head,pressureRating,material,connection',
      'measuringRange,accuracy,connection,material,protection',
      'power,flow,pressure,noise,dimensions',
      'flow,filtration,material,power,dimensions',
      'material,size,standard,colour,compliance',
      'size,material,finish,standard,packQuantity',
    ],
  },
  '0005': {
    nameWords: ['Machinery', 'Machines', 'Engineering', 'Industrial', 'Mechanical', 'Equipment', 'CNC', 'Works'],
    modifiers: ['fully automatic', 'semi-automatic', 'CNC', 'high-speed', 'servo-driven', 'heavy-duty', 'energy-saving', 'compact', 'double-station', 'turnkey'],
    categories: [
      'vertical machining center; 5-axis machining center | CNC turning center; slant-bed lathe | universal milling machine | surface grinder; cylindrical grinder | radial drilling machine | wire EDM machine; sinker EDM',
      'fibre laser cutting machine; tube laser cutter | CNC press brake; electro-hydraulic press brake | hydraulic guillotine shear | CNC turret punch press | four-roll plate rolling machine',
      'servo injection molding machine; two-platen injection press | single-screw extruder; pipe extrusion line | extrusion blow molding machine; PET stretch blow molder | vacuum thermoforming machine | plastic crusher granulator | rubber kneader; two-roll mill',
      'liquid filling machine; powder auger filler | self-adhesive labeling machine | continuous band sealer; induction cap sealer | stretch wrapping machine; shrink tunnel | automatic cartoner | robotic palletizer; layer palletizer',
      'spiral dough mixer; ribbon blender | rotary rack oven; bread slicer | meat grinder; bowl cutter | juice pasteurizer; carbonated drink filler | fruit washing line; vegetable cutter | milk pasteurizer; cheese vat',
      'crawler excavator; mini excavator | wheel loader 5 t | crawler bulldozer | self-loading concrete mixer; concrete batching plant | truck-mounted crane; rough-terrain crane | vibratory road roller; tandem roller',
      '90 hp tractor; compact tractor | combine harvester; forage harvester | precision seed drill; pneumatic planter | centre-pivot irrigation system; drip irrigation kit | boom sprayer; orchard mist sprayer | disc harrow; rotary tiller',
      'ring spinning frame; open-end spinning machine | air-jet loom; rapier loom | circular knitting machine; flat knitting machine | lockstitch sewing machine; overlock machine | jet dyeing machine; stenter | multi-head embroidery machine',
      'sliding table panel saw; beam saw | 3-axis CNC router; nesting CNC router | automatic edge bander | four-sided planer; thicknesser | wide-belt sanding machine',
    ],
    specs: [
      'travel,spindleSpeed,power,controller,weight,dimensions',
      'workingArea,power,tonnage,controller,dimensions',
      'clampingForce,output,power,controller,weight',
      'output,containerRange,power,material,dimensions',
      'output,capacity,power,material,dimensions',
      'operatingWeight,enginePower,bucketCapacity,emission,fuel',
      'enginePower,workingWidth,capacity,fuel,weight',
      'speed,workingWidth,power,controller,weight',
      'workingArea,power,spindleSpeed,controller,weight',
    ],
  },
  '0006': {
    nameWords: ['Transmission', 'Bearings', 'Gears', 'Drives', 'Motors', 'Mechanical', 'Power', 'Motion'],
    modifiers: ['precision', 'sealed', 'maintenance-free', 'heavy-duty', 'high-torque', 'low-noise', 'stainless steel', 'IE3', 'corrosion-resistant', 'hardened'],
    categories: [
      'helical inline gearbox; parallel-shaft helical reducer | worm gear reducer | precision planetary gearbox; high-torque planetary reducer | right-angle bevel gearbox | hardened spur gear | induction-hardened gear rack',
      'deep groove ball bearing; angular contact ball bearing | tapered roller bearing; spherical roller bearing | linear ball bushing | bronze sleeve bearing; self-lubricating bushing | pillow block bearing unit | four-point contact slewing ring',
      'IE3 three-phase induction motor; single-phase motor | helical gear motor | permanent-magnet DC motor | BLDC motor with driver | flameproof induction motor',
      'classical V-belt; wedge V-belt | HTD timing belt; polyurethane timing belt | flat transmission belt | taper-lock pulley; cast iron sheave | automatic belt tensioner',
      'ANSI roller chain; double-strand chain | conveyor chain with attachments | leaf chain for forklifts | inverted tooth chain | plate sprocket; taper-bore sprocket',
      'jaw coupling; disc coupling | rigid sleeve coupling | fluid coupling | cardan shaft; universal joint | electromagnetic clutch | electromagnetic brake; disc brake caliper',
      'linear guide rail and carriage | rolled ball screw; ground ball screw | trapezoidal lead screw | belt-driven linear module; screw-driven linear stage | shaft support block',
      'NBR oil seal; FKM oil seal | O-ring kit; Viton O-ring | cartridge mechanical seal | spiral wound gasket; PTFE gasket | hydraulic rod seal; piston seal kit',
    ],
    specs: [
      'ratio,torque,power,mounting,material',
      'boreDiameter,outerDiameter,width,material,sealType',
      'power,voltage,speed,efficiencyClass,protection,frame',
      'profile,length,material,temperatureRange,standard',
      'pitch,breakingLoad,material,strands,standard',
      'torque,boreDiameter,speed,material,temperatureRange',
      'length,accuracy,load,material,size',
      'size,material,temperatureRange,pressure,standard',
    ],
  },
  '0007': {
    nameWords: ['Textiles', 'Apparel', 'Garments', 'Fashion', 'Wear', 'Clothing', 'Knits', 'Fabrics'],
    modifiers: ['organic cotton', 'slim-fit', 'recycled polyester', 'breathable', 'stretch', 'quick-dry', 'wrinkle-free', 'heavyweight', 'moisture-wicking', 'custom-logo'],
    categories: [
      'oxford shirt; linen shirt | chino trousers; cargo trousers | two-piece suit; unstructured blazer | piqué polo shirt; crew-neck T-shirt | quilted jacket; wool overcoat | cotton boxer briefs',
      'wrap dress; maxi dress | silk blouse; jersey top | pleated skirt; denim skirt | high-waist leggings; wide-leg trousers | trench coat; puffer jacket | lace bra set; seamless briefs',
      "boys' denim set | girls' party dress | school uniform polo; pleated school skirt | kids' rain jacket; padded snowsuit | kids' pyjama set",
      'compression leggings; sports bra | sublimated football jersey; basketball jersey | chlorine-resistant swimsuit; board shorts | polyester tracksuit | padded cycling bib shorts | seamless yoga set',
      'polycotton coverall; bib and brace overall | hi-vis safety vest; hi-vis parka | medical scrub set | chef jacket; waiter apron | corporate shirt programme | FR coverall; arc-rated jacket',
      'cotton poplin; canvas fabric | selvedge denim; stretch denim | single jersey fabric; interlock knit | nylon taffeta; polyester oxford | merino wool fabric | aramid fabric; waterproof membrane laminate',
      'metal zipper; invisible zipper | horn button; snap fastener | woven label; swing tag | polyester core-spun thread | jacquard ribbon; cotton lace trim | fusible interlining',
      'cut, make and trim service | private label T-shirt programme | DTG garment printing; screen printing service | logo embroidery service | pattern grading and sampling',
    ],
    specs: [
      'fabric,gsm,sizeRange,colour,moq',
      'fabric,gsm,sizeRange,colour,moq',
      'fabric,ageRange,colour,compliance,moq',
      'fabric,gsm,sizeRange,colour,moq',
      'fabric,standard,sizeRange,colour,moq',
      'composition,gsm,widthFabric,colour,moq',
      'material,size,colour,finish,moq',
      'moq,leadTimeDays,capacityMonthly,services',
    ],
  },
  '0008': {
    nameWords: ['Baby', 'Kids', 'Care', 'Nursery', 'Little', 'Family', 'Junior', 'Toys'],
    modifiers: ['BPA-free', 'organic', 'soft-touch', 'hypoallergenic', 'foldable', 'lightweight', 'washable', 'eco-friendly', 'anti-colic', 'certified'],
    categories: [
      'organic cotton bodysuit; short-sleeve romper | baby sleeping bag; footed sleepsuit | newborn gift set | non-slip baby socks; knitted booties | knitted baby hat; scratch mittens',
      'anti-colic feeding bottle; glass baby bottle | orthodontic pacifier; silicone teether | electric breast pump; manual breast pump | waterproof silicone bib | suction bowl set; weaning spoon set | steam bottle sterilizer',
      'premium disposable diaper; pull-up pants | reusable cloth diaper; bamboo insert | water-based baby wipes | foldable changing mat | tear-free baby shampoo; baby bath wash',
      'lightweight travel stroller; twin stroller | ISOFIX infant car seat; convertible car seat | ergonomic baby carrier; baby wrap | 3-in-1 travel system | stroller rain cover; cup holder',
      'solid wood crib; convertible cot | changing table with drawers | breathable crib mattress | adjustable high chair | portable playpen | cotton crib bedding set',
      'plush teddy bear | wooden shape sorter; STEM learning toy | wooden rattle | play gym mat | floating bath toys | soft building blocks',
      'video baby monitor; audio baby monitor | pressure-mounted safety gate | infrared ear thermometer | electric nasal aspirator | outlet covers; corner guards',
    ],
    specs: [
      'fabric,ageRange,sizeRange,compliance,moq',
      'material,capacityMl,ageRange,compliance,moq',
      'sizeRange,absorbency,material,packQuantity,compliance',
      'weight,ageRange,material,standard,foldedSize',
      'material,dimensions,ageRange,standard,finish',
      'material,ageRange,dimensions,compliance,colour',
      'battery,range,ageRange,compliance,warranty',
    ],
  },
  '0009': {
    nameWords: ['Cosmetics', 'Beauty', 'Labs', 'Naturals', 'Care', 'Skin', 'Botanics', 'Pharma'],
    modifiers: ['vegan', 'paraben-free', 'organic', 'fragrance-free', 'dermatologist-tested', 'professional', 'travel-size', 'cruelty-free', 'hydrating', 'private-label'],
    categories: [
      'hyaluronic day cream; night repair cream | vitamin C serum; niacinamide serum | foaming gel cleanser; micellar water | SPF 50 sunscreen lotion; mineral sunscreen | clay face mask; sheet mask | shea body lotion',
      'sulphate-free shampoo; anti-dandruff shampoo | argan oil conditioner | ammonia-free hair colour | styling gel; texturising spray | keratin treatment; hair mask | human hair extensions; lace front wig',
      'liquid foundation; cushion compact | matte lipstick; lip gloss | volumising mascara; eyeshadow palette | gel nail polish | synthetic brush set; beauty sponge',
      'eau de parfum; oud perfume oil | body mist | roll-on deodorant; aluminium-free antiperspirant | lavender essential oil; tea tree oil | fragrance compound; aroma chemical',
      'ionic hair dryer | ceramic hair straightener; curling wand | rotary electric shaver | cordless epilator | sonic electric toothbrush',
      'hydraulic barber chair; styling chair | electric massage bed | pedicure spa chair | microneedling device; RF skin device | UV/LED nail lamp; nail dust collector',
      'PET cosmetic bottle; glass dropper bottle; acrylic jar | airless pump bottle | laminated cosmetic tube | cosmetic-grade glycerine; plant-based emulsifier | private label skincare line',
      'whitening toothpaste; herbal toothpaste | bamboo toothbrush; soft-bristle toothbrush | alcohol-free mouthwash | natural bar soap; shower gel | organic cotton sanitary pads; menstrual cup',
    ],
    specs: [
      'volume,skinType,keyIngredient,shelfLife,packaging,moq',
      'volume,hairType,keyIngredient,shelfLife,moq',
      'volume,shades,finishCosmetic,shelfLife,moq',
      'volume,scentFamily,concentration,shelfLife,moq',
      'power,voltage,plug,warranty,compliance',
      'dimensions,material,power,warranty,colour',
      'capacityMl,material,finish,moq,compliance',
      'volume,keyIngredient,shelfLife,packaging,moq',
    ],
  },
  '0010': {
    nameWords: ['Leather', 'Fashion', 'Accessories', 'Style', 'Design', 'Collection', 'Atelier', 'Craft'],
    modifiers: ['genuine leather', 'handmade', 'vegan leather', 'water-resistant', 'lightweight', 'vintage', 'minimalist', 'premium', 'unisex', 'limited-edition'],
    categories: [
      'leather shoulder bag; crossbody bag | laptop backpack; anti-theft backpack | hard-shell spinner luggage; cabin trolley | RFID-blocking wallet; card holder | leather briefcase | canvas tote bag; jute shopping tote',
      'Goodyear-welted oxford; leather loafer | block-heel pump; ballet flat | knitted running sneaker; canvas sneaker | Chelsea boot; work boot | EVA slide sandal; cork sandal | kids school shoe',
      '18k gold ring; diamond stud set | stainless steel fashion bracelet | sterling silver ring | pendant necklace; layered chain | hoop earrings; pearl earrings | beaded bracelet; cuff bangle',
      'automatic mechanical watch; quartz chronograph | AMOLED smartwatch | leather watch strap; milanese mesh band | quartz movement; watch crown set | watch winder box; display case',
      'polarised sunglasses | acetate optical frame; titanium frame | blue-light reading glasses | sports cycling glasses | hard eyewear case',
      'full-grain leather belt; reversible belt | baseball cap; bucket hat | cashmere scarf; printed silk scarf | touchscreen knit gloves | silk tie; bow tie',
      'claw hair clip; snap clip | padded headband | silk scrunchies | bobby pins | bridal hair comb; pearl tiara',
    ],
    specs: [
      'material,dimensions,colour,lining,moq',
      'upper,sole,sizeRange,colour,moq',
      'metal,plating,stone,weight,moq',
      'caseSize,movement,waterResistance,strap,warranty',
      'frame,lensType,uvProtection,colour,moq',
      'material,sizeRange,colour,finish,moq',
      'material,colour,packQuantity,finish,moq',
    ],
  },
  '0011': {
    nameWords: ['Foods', 'Agro', 'Farms', 'Harvest', 'Fresh', 'Organic', 'Trading', 'Agri'],
    modifiers: ['organic', 'premium grade', 'export quality', 'non-GMO', 'frozen', 'fair-trade', 'sun-dried', 'bulk', 'gluten-free', 'halal'],
    categories: [
      'Hass avocado; Cavendish banana; seedless table grapes | red onion; hydroponic lettuce; fresh ginger | fresh basil; coriander bunch | button mushroom; shiitake mushroom | roasted cashew kernels; Medjool dates; raw almonds',
      'long-grain parboiled rice; jasmine rice | hard red wheat; bread flour | yellow dent corn | red lentils; chickpeas | rolled oats; malting barley | non-GMO soybeans',
      'grass-fed beef cuts; boneless beef chuck | frozen pork belly | frozen chicken leg quarters; whole broiler | frozen tilapia fillet; Atlantic salmon | vannamei shrimp; frozen mussels | cured ham; cooked sausages',
      'UHT whole milk | aged cheddar; mozzarella block | unsalted butter; whipping cream | Greek-style yogurt | skimmed milk powder; whole milk powder | free-range eggs',
      'arabica green coffee beans; roasted coffee | black tea; green tea | NFC orange juice; mango pulp | cola soft drink; energy drink | natural mineral water | red wine; sparkling wine | lager beer; craft gin',
      'canned tuna; canned sweet corn | frozen french fries; frozen vegetables mix | potato chips; plantain chips | dark chocolate bar; gummy candy | butter cookies; frozen croissants | tomato ketchup; hot chilli sauce',
      'refined sunflower oil; RBD palm oil | extra virgin olive oil | black pepper; sweet paprika; turmeric powder | ICUMSA 45 sugar; stevia extract | citric acid; xanthan gum | vanilla flavour; natural fruit flavour',
      'hybrid tomato seeds; certified maize seed | NPK fertilizer; urea 46% | bio-fungicide; herbicide concentrate | poultry feed pellets; dairy cattle feed | multi-span greenhouse; tunnel greenhouse | drip tape; irrigation filter',
      'cattle squeeze chute; livestock waterer | automatic poultry feeder; egg incubator | aquaculture aerator; floating fish cage | veterinary syringe; livestock ear tags | breeding heifers; day-old chicks',
    ],
    specs: [
      'origin,grade,caliber,packaging,shelfLife,moqTons',
      'origin,grade,moisture,packaging,moqTons',
      'origin,cut,storage,packaging,shelfLife,moqTons',
      'origin,fat,storage,packaging,shelfLife',
      'origin,volume,packaging,shelfLife,moq',
      'packaging,shelfLife,storage,origin,moq',
      'origin,grade,packaging,purity,moqTons',
      'packaging,purity,origin,capacity,moq',
      'material,capacity,power,dimensions,warranty',
    ],
  },
  '0012': {
    nameWords: ['Furniture', 'Interiors', 'Design', 'Wood', 'Home', 'Living', 'Contract', 'Office'],
    modifiers: ['ergonomic', 'solid oak', 'modular', 'stackable', 'flat-pack', 'upholstered', 'height-adjustable', 'contract-grade', 'teak', 'powder-coated'],
    categories: [
      'ergonomic mesh office chair; executive leather chair | sit-stand desk; executive desk | 4-drawer filing cabinet; mobile pedestal | open-plan workstation cluster | boardroom table | reception counter; lounge sofa',
      'three-seater fabric sofa; corner sofa | upholstered bed frame; storage bed | extendable dining table | upholstered dining chair | sliding-door wardrobe | floating TV stand',
      'aluminium garden chair; rattan armchair | 5-piece patio set | adjustable sun lounger | cantilever parasol; aluminium gazebo | teak outdoor table',
      'hotel bedroom furniture package | bentwood restaurant chair | restaurant table top with base | counter-height bar stool | folding banquet table; stacking banquet chair',
      'student desk and chair set | hospital bedside cabinet | library shelving system | auditorium theatre chair | laboratory bench; fume hood',
      'open bookcase | boltless shelving unit | sideboard cabinet | shoe cabinet | steel locker 6-door',
      'soft-close concealed hinge | full-extension drawer slide | zinc alloy cabinet handle | steel table leg; adjustable furniture leg | upholstery velvet; faux leather fabric | melamine-faced chipboard; MDF board',
    ],
    specs: [
      'material,dimensions,loadCapacity,colour,warranty',
      'material,dimensions,colour,finish,moq',
      'material,dimensions,uvProtection,colour,moq',
      'material,dimensions,colour,standard,moq',
      'material,dimensions,standard,colour,moq',
      'material,dimensions,loadCapacity,finish,moq',
      'material,size,finish,loadCapacity,moq',
    ],
  },
  '0013': {
    nameWords: ['Medical', 'Health', 'Pharma', 'Bio', 'Care', 'Life Sciences', 'Diagnostics', 'Lab'],
    modifiers: ['sterile', 'single-use', 'portable', 'latex-free', 'digital', 'CE-marked', 'hospital-grade', 'disposable', 'rechargeable', 'FDA-registered'],
    categories: [
      'digital X-ray system; CT scanner | 12-inch multiparameter patient monitor | portable colour ultrasound; cart-based ultrasound | 12-channel ECG machine | ICU ventilator; non-invasive ventilator | automated external defibrillator',
      'disposable syringe; safety syringe; hypodermic needle | nitrile examination gloves; sterile surgical gloves | non-woven gauze swab; hydrocolloid dressing | Foley catheter; IV cannula | three-ply surgical mask; FFP2 respirator | gravity infusion set',
      'electric ICU bed; manual hospital bed | ambulance stretcher | folding wheelchair; electric wheelchair | examination couch | emergency crash cart | LED surgical light',
      'benchtop centrifuge; refrigerated centrifuge | biological microscope; stereo microscope | biochemistry analyzer; hematology analyzer | CO2 incubator | adjustable micropipette | PCR tubes; petri dishes',
      'paracetamol tablets; amoxicillin capsules | API bulk powder | OTC cough syrup | vitamin D3 capsules; multivitamin gummies | herbal extract capsules | veterinary dewormer',
      'electric dental chair unit | dental handpiece; scaler tip set | composite resin; dental impression material | orthodontic brackets; aligner sheets | intraoral scanner; dental X-ray sensor',
      'aluminium walker; forearm crutches | knee brace; lumbar support belt | TENS unit; physiotherapy treadmill | upper-arm blood pressure monitor | blood glucose meter kit | rechargeable hearing aid',
      'class B autoclave | hospital surface disinfectant; hand sanitiser | UV-C sterilizer cabinet | self-sealing sterilization pouch | instrument washer-disinfector',
    ],
    specs: [
      'power,screen,battery,compliance,warranty',
      'material,size,sterilization,packQuantity,compliance',
      'loadCapacity,dimensions,material,compliance,warranty',
      'capacity,speed,power,accuracy,warranty',
      'dosage,packaging,shelfLife,storage,compliance',
      'power,material,compliance,warranty,packQuantity',
      'accuracy,battery,weight,compliance,warranty',
      'capacityL,power,cycleTime,compliance,warranty',
    ],
  },
  '0014': {
    nameWords: ['Construction', 'Building', 'Materials', 'Home', 'Ceramics', 'Steel', 'Build', 'Stone'],
    modifiers: ['anti-slip', 'fire-rated', 'thermally broken', 'frost-resistant', 'eco', 'galvanised', 'waterproof', 'energy-efficient', 'polished', 'heavy-gauge'],
    categories: [
      'ordinary Portland cement; ready-mix concrete | concrete hollow block; clay facing brick | deformed steel rebar; H-beam | kiln-dried pine lumber; glulam beam | rock wool insulation; XPS insulation board | standing-seam metal roof sheet; asphalt shingles',
      'steel security door; solid wood interior door | uPVC casement window; aluminium sliding window | sectional garage door | lever handle set; multipoint lock | aluminium roller shutter; roller blinds',
      'glazed ceramic wall tile | polished porcelain tile 60×60; large-format porcelain slab | engineered oak flooring; solid hardwood flooring | SPC click flooring; LVT plank | granite slab; marble tile | tufted carpet tile; hand-knotted rug',
      'single-lever basin faucet; thermostatic shower mixer | wall-hung toilet; one-piece toilet | undermount kitchen sink; vessel basin | glass shower enclosure; freestanding bathtub | PPR pipe; HDPE fitting | electric storage water heater; heat pump water heater',
      'modular kitchen cabinet set | quartz countertop; granite countertop | island range hood | wall-hung bathroom vanity | stainless steel towel rail; bathroom accessory set',
      'LED bulb A60; T8 LED tube | LED panel light; downlight | LED flood light; wall pack | UFO high bay light | LED street light head | smart Wi-Fi bulb; smart LED strip',
      'side-by-side refrigerator; chest freezer | front-load washing machine | split inverter air conditioner; cassette AC unit | built-in oven; gas cooktop | air fryer; electric kettle; blender | cordless stick vacuum; robot vacuum',
      'washable interior emulsion | elastomeric exterior paint | epoxy floor coating; anti-corrosion primer | cementitious waterproofing; liquid membrane | polyurethane sealant; tile adhesive',
      '20 ft container house; expandable container home | steel frame workshop | modular home unit | prefab steel warehouse | portable site office; security cabin',
    ],
    specs: [
      'material,dimensions,standard,strength,packaging',
      'material,dimensions,glazing,finish,standard',
      'size,thickness,finish,material,waterAbsorption',
      'material,finish,connection,standard,warranty',
      'material,dimensions,finish,colour,warranty',
      'power,luminousFlux,colourTemperature,protection,warranty',
      'capacity,power,energyClass,voltage,warranty',
      'coverage,finish,dryingTime,packaging,colour',
      'dimensions,material,windLoad,insulation,leadTimeDays',
    ],
  },
  '0015': {
    nameWords: ['Services', 'Logistics', 'Consulting', 'Partners', 'Solutions', 'Trade', 'Advisors', 'Link'],
    modifiers: ['door-to-door', 'end-to-end', 'express', 'dedicated', 'bilingual', 'certified', 'on-site', 'remote', 'tailored', 'all-inclusive'],
    categories: [
      'FCL ocean freight; LCL consolidation | airport-to-airport air freight; air charter | FTL road transport; LTL groupage | rail container service | bonded warehousing; fulfilment service | freight forwarding package',
      'customs clearance service | export documentation package | trade compliance audit | certificate of origin service | HS code classification',
      'pre-shipment inspection | social compliance audit; factory capability audit | laboratory product testing | ISO 9001 certification support | CE marking support; UL listing assistance',
      'letter of credit advisory | export credit insurance policy | invoice factoring | reverse factoring programme | cross-border payment service | FX hedging service',
      'B2B SEO campaign; LinkedIn lead generation | trade fair booth design | brand identity package | export market study | technical translation service | catalogue product photography',
      'business strategy consulting | market entry study | engineering feasibility study | international contract review | cross-border tax advisory | technical recruitment service',
      'sourcing agent service | contract manufacturing service | OEM production programme; ODM product development | industrial design service | rapid prototyping; CNC prototype service',
      'preventive maintenance contract | equipment installation and commissioning | industrial tank cleaning | machine relocation service | on-site instrument calibration',
    ],
    specs: [
      'coverage,transitTime,serviceLevel,responseTime,languagesSvc',
      'coverage,turnaround,serviceLevel,languagesSvc',
      'coverage,turnaround,standard,languagesSvc',
      'coverage,turnaround,currencies,serviceLevel',
      'turnaround,languagesSvc,serviceLevel,coverage',
      'turnaround,languagesSvc,serviceLevel,coverage',
      'moq,turnaround,capacityMonthly,coverage',
      'coverage,responseTime,serviceLevel,turnaround',
    ],
  },
};

/** A parsed product base name with the tree position it belongs to (1-based, like the id helpers). */
export interface ProductBase {
  name: string;
  category: number;
  subCategory: number;
}

/** Every base name of an industry with its category and subcategory numbers. */
export function productBases(industryKey: string): ProductBase[] {
  const words = industryWords[industryKey];
  if (!words) throw new Error(`no product words for industry ${industryKey}`);
  const out: ProductBase[] = [];
  words.categories.forEach((cat, n) => {
    cat.split('|').forEach((segment, m) => {
      for (const name of segment.split(';')) {
        const trimmed = name.trim();
        if (trimmed) out.push({ name: trimmed, category: n + 1, subCategory: m + 1 });
      }
    });
  });
  return out;
}
