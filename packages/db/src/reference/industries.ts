// Data (reference table: the spec's industry/category/subcategory tree): one tree, so one file.
export interface IndustrySeed {
  /** 0001 to 0015, in the spec's order. */
  key: string;
  name: string;
  /** Name of the icon the web app draws for this industry. */
  icon: string;
  description: string;
  categories: { name: string; subCategories: string[] }[];
}

/**
 * The category system: the spec's 15 top-level industries, each with its categories and their
 * subcategories, in display order (the sidebar flyout shows the first 6 × 6, "View More" the rest).
 *
 * APPEND ONLY: seed-reference.ts derives category and subcategory ids from their positions
 * (c0001-03, s0001-03-02 …) and businesses and products store those ids. New categories go at the
 * end of their industry, new subcategories at the end of their category; never reorder, insert in
 * the middle or delete, and only rename an entry to a name that means the same thing.
 */
export const industryTree: IndustrySeed[] = [
  {
    key: '0001',
    name: 'Automation',
    icon: 'automation',
    description:
      'Everything that makes a plant run on its own: robots, controllers, sensors, drives and the networks that tie them together. Buyers find makers and integrators of factory and process automation, from single components to complete turnkey cells.',
    categories: [
      {
        name: 'Industrial Robots',
        subCategories: [
          'Articulated Robots',
          'SCARA Robots',
          'Collaborative Robots',
          'Delta Robots',
          'Cartesian & Gantry Robots',
          'Robot Grippers & End Effectors',
          'Robot Controllers & Teach Pendants',
        ],
      },
      {
        name: 'PLC & Control Systems',
        subCategories: [
          'Programmable Logic Controllers (PLC)',
          'Distributed Control Systems (DCS)',
          'SCADA Software',
          'Programmable Automation Controllers (PAC)',
          'Remote I/O Modules',
          'Safety Controllers',
        ],
      },
      {
        name: 'Sensors',
        subCategories: [
          'Proximity Sensors',
          'Photoelectric Sensors',
          'Pressure Sensors & Transmitters',
          'Temperature Sensors',
          'Level Sensors',
          'Flow Meters',
          'Vision Sensors',
        ],
      },
      {
        name: 'Motion Control',
        subCategories: [
          'Servo Motors & Drives',
          'Stepper Motors & Drivers',
          'Variable Frequency Drives',
          'Motion Controllers',
          'Linear Actuators',
          'Encoders',
        ],
      },
      {
        name: 'Human Machine Interface (HMI)',
        subCategories: [
          'Touch Panels',
          'Industrial Panel PCs',
          'Operator Terminals',
          'Industrial Monitors',
          'Pushbuttons & Pilot Lights',
        ],
      },
      {
        name: 'Industrial Networking',
        subCategories: [
          'Industrial Ethernet Switches',
          'Fieldbus Modules',
          'IIoT Gateways',
          'Industrial Wireless',
          'Protocol Converters',
          'Industrial Routers & Firewalls',
        ],
      },
      {
        name: 'Pneumatics & Hydraulics',
        subCategories: [
          'Pneumatic Cylinders',
          'Solenoid Valves',
          'Air Preparation Units',
          'Hydraulic Pumps',
          'Hydraulic Valves',
          'Fittings & Tubing',
        ],
      },
      {
        name: 'Machine Vision',
        subCategories: [
          'Industrial Cameras',
          'Smart Vision Systems',
          'Barcode & 2D Code Readers',
          'Vision Lighting',
          'Lenses & Optics',
        ],
      },
      {
        name: 'Safety Automation',
        subCategories: [
          'Safety Light Curtains',
          'Safety Relays',
          'Safety Interlock Switches',
          'Emergency Stop Devices',
          'Safety Laser Scanners',
        ],
      },
    ],
  },
  {
    key: '0002',
    name: 'Electronics & IT',
    icon: 'electronics',
    description:
      'Components, boards, hardware and software for companies that build or run electronic systems. Buyers find component distributors, PCB and assembly houses, hardware vendors and IT service providers ready to quote in volume.',
    categories: [
      {
        name: 'Electronic Components',
        subCategories: [
          'Integrated Circuits',
          'Capacitors',
          'Resistors',
          'Connectors',
          'Diodes & Transistors',
          'Relays',
          'Crystals & Oscillators',
        ],
      },
      {
        name: 'Printed Circuit Boards',
        subCategories: [
          'PCB Manufacturing',
          'PCB Assembly (PCBA)',
          'Flexible PCBs',
          'PCB Prototyping',
          'PCB Design Services',
        ],
      },
      {
        name: 'Computer Hardware',
        subCategories: [
          'Servers',
          'Desktop Computers',
          'Laptops',
          'Industrial Computers',
          'Storage Devices',
          'Computer Peripherals',
        ],
      },
      {
        name: 'Networking & Telecommunications',
        subCategories: [
          'Routers & Switches',
          'Fiber Optic Equipment',
          'Wireless Access Points',
          'Network Cables',
          'Telecom Equipment',
          'Antennas',
        ],
      },
      {
        name: 'Software & IT Services',
        subCategories: [
          'ERP Software',
          'CRM Software',
          'Cloud Services',
          'Cybersecurity',
          'Custom Software Development',
          'IT Outsourcing',
        ],
      },
      {
        name: 'Consumer Electronics',
        subCategories: [
          'Mobile Phones',
          'Audio & Video Equipment',
          'Smart Home Devices',
          'Wearables',
          'Chargers & Power Banks',
        ],
      },
      {
        name: 'Displays',
        subCategories: ['LCD Modules', 'LED Displays', 'Touch Screens', 'OLED Displays', 'Digital Signage'],
      },
      {
        name: 'Test & Measurement',
        subCategories: [
          'Oscilloscopes',
          'Multimeters',
          'Signal Generators',
          'Spectrum Analyzers',
          'Power Analyzers',
        ],
      },
      {
        name: 'Security & Surveillance',
        subCategories: [
          'CCTV Cameras',
          'Network Video Recorders',
          'Access Control Systems',
          'Alarm Systems',
          'Intercom Systems',
        ],
      },
    ],
  },
  {
    key: '0003',
    name: 'Energy',
    icon: 'energy',
    description:
      'Equipment to generate, store and distribute power, from renewables to conventional plants and the oil and gas chain. Buyers find manufacturers, EPC contractors and distributors for utility, commercial and industrial energy projects.',
    categories: [
      {
        name: 'Solar Energy',
        subCategories: [
          'Solar Panels',
          'Solar Inverters',
          'Solar Mounting Systems',
          'Charge Controllers',
          'Solar Water Heaters',
          'Solar Street Lights',
        ],
      },
      {
        name: 'Wind Energy',
        subCategories: [
          'Wind Turbines',
          'Turbine Blades',
          'Wind Turbine Gearboxes',
          'Towers & Foundations',
          'Small Wind Systems',
        ],
      },
      {
        name: 'Power Generation',
        subCategories: [
          'Diesel Generators',
          'Gas Generators',
          'Gas Turbines',
          'Steam Turbines',
          'Cogeneration (CHP) Plants',
          'Hydro Turbines',
        ],
      },
      {
        name: 'Energy Storage',
        subCategories: [
          'Lithium-ion Batteries',
          'Lead-acid Batteries',
          'Battery Energy Storage Systems',
          'Battery Management Systems',
          'Flow Batteries',
        ],
      },
      {
        name: 'Power Distribution',
        subCategories: [
          'Transformers',
          'Switchgear',
          'Circuit Breakers',
          'Distribution Panels',
          'Power Cables',
          'Busbar Systems',
        ],
      },
      {
        name: 'Oil & Gas',
        subCategories: [
          'Drilling Equipment',
          'Oil Country Tubular Goods',
          'Wellhead Equipment',
          'Refinery Equipment',
          'Pipeline Equipment',
          'Storage Tanks',
        ],
      },
      {
        name: 'Power Quality & Backup',
        subCategories: [
          'Uninterruptible Power Supplies (UPS)',
          'Voltage Stabilizers',
          'Power Factor Correction',
          'Surge Protectors',
          'Energy Meters',
        ],
      },
      {
        name: 'Bioenergy & Hydrogen',
        subCategories: ['Biomass Boilers', 'Biogas Plants', 'Biofuels', 'Electrolyzers', 'Fuel Cells'],
      },
      {
        name: 'EV Charging',
        subCategories: [
          'AC Wallbox Chargers',
          'DC Fast Chargers',
          'Charging Cables & Connectors',
          'Charging Management Software',
        ],
      },
    ],
  },
  {
    key: '0004',
    name: 'Industrial Technology',
    icon: 'industrial-technology',
    description:
      'The tools, instruments and plant equipment that keep workshops and factories productive and safe. Buyers find suppliers of tooling, welding, material handling, fluid handling, compressed air and protective equipment for daily operations and maintenance.',
    categories: [
      {
        name: 'Industrial Tools',
        subCategories: [
          'Power Tools',
          'Hand Tools',
          'Cutting Tools',
          'Abrasives',
          'Measuring Tools',
          'Tool Storage',
        ],
      },
      {
        name: 'Welding & Cutting',
        subCategories: [
          'Arc Welding Machines',
          'Welding Consumables',
          'Plasma Cutters',
          'Laser Welding Systems',
          'Soldering Stations',
          'Welding Safety Gear',
        ],
      },
      {
        name: 'Material Handling',
        subCategories: [
          'Forklifts',
          'Conveyors',
          'Hoists & Cranes',
          'Pallet Jacks',
          'Automated Guided Vehicles (AGV)',
          'Storage Racks',
        ],
      },
      {
        name: 'Pumps & Valves',
        subCategories: [
          'Centrifugal Pumps',
          'Positive Displacement Pumps',
          'Ball Valves',
          'Gate & Globe Valves',
          'Butterfly Valves',
          'Check Valves',
        ],
      },
      {
        name: 'Industrial Instruments',
        subCategories: [
          'Pressure Gauges',
          'Industrial Thermometers',
          'Gas Analyzers',
          'Calibration Equipment',
          'Data Loggers',
        ],
      },
      {
        name: 'Compressors & Vacuum',
        subCategories: [
          'Screw Compressors',
          'Piston Compressors',
          'Air Dryers',
          'Vacuum Pumps',
          'Compressed Air Filters',
        ],
      },
      {
        name: 'Filtration & Separation',
        subCategories: [
          'Industrial Filters',
          'Dust Collectors',
          'Industrial Centrifuges',
          'Water Treatment Systems',
          'Oil Filtration Systems',
        ],
      },
      {
        name: 'Personal Protective Equipment',
        subCategories: [
          'Safety Helmets',
          'Safety Gloves',
          'Protective Clothing',
          'Respiratory Protection',
          'Safety Footwear',
          'Eye & Face Protection',
        ],
      },
      {
        name: 'Fasteners & Hardware',
        subCategories: ['Bolts & Nuts', 'Screws', 'Washers', 'Rivets', 'Anchors', 'Threaded Rods'],
      },
    ],
  },
  {
    key: '0005',
    name: 'Machineries',
    icon: 'machinery',
    description:
      'Production machinery for metalworking, plastics, packaging, food, construction, farming and textiles. Buyers find machine builders and dealers offering new and rebuilt equipment, complete production lines, spare parts and after-sales service.',
    categories: [
      {
        name: 'Metalworking Machinery',
        subCategories: [
          'CNC Machining Centers',
          'CNC Lathes',
          'Milling Machines',
          'Grinding Machines',
          'Drilling Machines',
          'EDM Machines',
        ],
      },
      {
        name: 'Sheet Metal Machinery',
        subCategories: [
          'Laser Cutting Machines',
          'Press Brakes',
          'Shearing Machines',
          'Punching Machines',
          'Plate Rolling Machines',
        ],
      },
      {
        name: 'Plastic & Rubber Machinery',
        subCategories: [
          'Injection Molding Machines',
          'Extrusion Machines',
          'Blow Molding Machines',
          'Thermoforming Machines',
          'Plastic Granulators',
          'Rubber Processing Machines',
        ],
      },
      {
        name: 'Packaging Machinery',
        subCategories: [
          'Filling Machines',
          'Labeling Machines',
          'Sealing Machines',
          'Wrapping Machines',
          'Cartoning Machines',
          'Palletizers',
        ],
      },
      {
        name: 'Food Processing Machinery',
        subCategories: [
          'Mixers & Blenders',
          'Bakery Equipment',
          'Meat Processing Machines',
          'Beverage Processing Equipment',
          'Fruit & Vegetable Processing',
          'Dairy Processing Equipment',
        ],
      },
      {
        name: 'Construction Machinery',
        subCategories: [
          'Excavators',
          'Wheel Loaders',
          'Bulldozers',
          'Concrete Mixers',
          'Mobile Cranes',
          'Road Rollers',
        ],
      },
      {
        name: 'Agricultural Machinery',
        subCategories: [
          'Tractors',
          'Harvesters',
          'Seeders & Planters',
          'Irrigation Equipment',
          'Sprayers',
          'Tillage Equipment',
        ],
      },
      {
        name: 'Textile Machinery',
        subCategories: [
          'Spinning Machines',
          'Weaving Looms',
          'Knitting Machines',
          'Industrial Sewing Machines',
          'Dyeing & Finishing Machines',
          'Embroidery Machines',
        ],
      },
      {
        name: 'Woodworking Machinery',
        subCategories: [
          'Panel Saws',
          'CNC Routers',
          'Edge Banders',
          'Planers & Thicknessers',
          'Sanding Machines',
        ],
      },
    ],
  },
  {
    key: '0006',
    name: 'Power Transmission',
    icon: 'power-transmission',
    description:
      'The mechanical parts that carry motion and torque from a motor to the work: gearboxes, bearings, belts, chains, couplings and linear guides. Buyers find manufacturers and distributors of standard and made-to-order drive components and replacement parts.',
    categories: [
      {
        name: 'Gears & Gearboxes',
        subCategories: [
          'Helical Gearboxes',
          'Worm Gearboxes',
          'Planetary Gearboxes',
          'Bevel Gearboxes',
          'Spur Gears',
          'Gear Racks',
        ],
      },
      {
        name: 'Bearings',
        subCategories: [
          'Ball Bearings',
          'Roller Bearings',
          'Linear Bearings',
          'Plain Bearings',
          'Pillow Block Units',
          'Slewing Bearings',
        ],
      },
      {
        name: 'Electric Motors',
        subCategories: [
          'AC Induction Motors',
          'Gear Motors',
          'DC Motors',
          'Brushless DC Motors',
          'Explosion-proof Motors',
        ],
      },
      {
        name: 'Belts & Pulleys',
        subCategories: ['V-Belts', 'Timing Belts', 'Flat Belts', 'Pulleys & Sheaves', 'Belt Tensioners'],
      },
      {
        name: 'Chains & Sprockets',
        subCategories: ['Roller Chains', 'Conveyor Chains', 'Leaf Chains', 'Silent Chains', 'Sprockets'],
      },
      {
        name: 'Couplings, Clutches & Brakes',
        subCategories: [
          'Flexible Couplings',
          'Rigid Couplings',
          'Fluid Couplings',
          'Universal Joints',
          'Industrial Clutches',
          'Industrial Brakes',
        ],
      },
      {
        name: 'Linear Motion',
        subCategories: ['Linear Guides', 'Ball Screws', 'Lead Screws', 'Linear Modules', 'Shaft Supports'],
      },
      {
        name: 'Seals & Gaskets',
        subCategories: ['Oil Seals', 'O-Rings', 'Mechanical Seals', 'Gaskets', 'Hydraulic Seals'],
      },
    ],
  },
  {
    key: '0007',
    name: 'Apparel',
    icon: 'apparel',
    description:
      'Garments for every market segment together with the fabrics, trims and factories behind them. Buyers find garment manufacturers, private-label producers and textile mills that take bulk and repeat orders.',
    categories: [
      {
        name: "Men's Clothing",
        subCategories: [
          'Shirts',
          'Trousers',
          'Suits & Blazers',
          'T-Shirts & Polos',
          'Jackets & Coats',
          'Underwear',
        ],
      },
      {
        name: "Women's Clothing",
        subCategories: [
          'Dresses',
          'Blouses & Tops',
          'Skirts',
          'Pants & Leggings',
          'Jackets & Coats',
          'Lingerie',
        ],
      },
      {
        name: "Children's Clothing",
        subCategories: [
          "Boys' Clothing",
          "Girls' Clothing",
          'School Uniforms',
          "Kids' Outerwear",
          "Kids' Sleepwear",
        ],
      },
      {
        name: 'Sportswear',
        subCategories: [
          'Activewear',
          'Sports Jerseys',
          'Swimwear',
          'Tracksuits',
          'Cycling Apparel',
          'Yoga Wear',
        ],
      },
      {
        name: 'Workwear & Uniforms',
        subCategories: [
          'Coveralls',
          'High-Visibility Clothing',
          'Medical Scrubs',
          'Chef & Hospitality Uniforms',
          'Corporate Uniforms',
          'Flame-Resistant Clothing',
        ],
      },
      {
        name: 'Fabrics & Textiles',
        subCategories: [
          'Cotton Fabrics',
          'Denim',
          'Knitted Fabrics',
          'Synthetic Fabrics',
          'Wool Fabrics',
          'Technical Textiles',
        ],
      },
      {
        name: 'Garment Trims & Accessories',
        subCategories: [
          'Zippers',
          'Buttons',
          'Labels & Tags',
          'Sewing Threads',
          'Laces & Ribbons',
          'Interlinings',
        ],
      },
      {
        name: 'Apparel Manufacturing Services',
        subCategories: [
          'Cut, Make & Trim (CMT)',
          'Private Label Manufacturing',
          'Garment Printing',
          'Embroidery Services',
          'Pattern Making & Sampling',
        ],
      },
    ],
  },
  {
    key: '0008',
    name: 'Baby World',
    icon: 'baby',
    description:
      'Products for babies and toddlers, from clothing and feeding to travel gear, nursery furniture and toys. Buyers find manufacturers and brand owners whose goods meet child-safety standards, for retail chains, pharmacies and online stores.',
    categories: [
      {
        name: 'Baby Clothing',
        subCategories: [
          'Bodysuits & Rompers',
          'Baby Sleepwear',
          'Baby Sets',
          'Socks & Booties',
          'Hats & Mittens',
        ],
      },
      {
        name: 'Feeding',
        subCategories: [
          'Baby Bottles',
          'Pacifiers & Teethers',
          'Breast Pumps',
          'Bibs',
          'Baby Tableware',
          'Bottle Sterilizers',
        ],
      },
      {
        name: 'Diapers & Hygiene',
        subCategories: [
          'Disposable Diapers',
          'Cloth Diapers',
          'Baby Wipes',
          'Changing Mats',
          'Baby Bath Products',
        ],
      },
      {
        name: 'Strollers & Car Seats',
        subCategories: ['Strollers', 'Car Seats', 'Baby Carriers', 'Travel Systems', 'Stroller Accessories'],
      },
      {
        name: 'Nursery Furniture',
        subCategories: [
          'Cribs',
          'Changing Tables',
          'Crib Mattresses',
          'High Chairs',
          'Playpens',
          'Nursery Bedding',
        ],
      },
      {
        name: 'Toys & Learning',
        subCategories: [
          'Plush Toys',
          'Educational Toys',
          'Rattles',
          'Activity Gyms',
          'Bath Toys',
          'Building Blocks',
        ],
      },
      {
        name: 'Baby Safety & Health',
        subCategories: [
          'Baby Monitors',
          'Safety Gates',
          'Baby Thermometers',
          'Nasal Aspirators',
          'Outlet & Corner Protectors',
        ],
      },
    ],
  },
  {
    key: '0009',
    name: 'Beauty Care',
    icon: 'beauty',
    description:
      'Cosmetics, personal care products and the equipment used by salons and spas. Buyers find brand owners, private-label and contract manufacturers, ingredient suppliers and packaging makers for the beauty trade.',
    categories: [
      {
        name: 'Skin Care',
        subCategories: [
          'Face Creams & Moisturizers',
          'Serums',
          'Cleansers',
          'Sunscreen',
          'Face Masks',
          'Body Lotions',
        ],
      },
      {
        name: 'Hair Care',
        subCategories: [
          'Shampoos',
          'Conditioners',
          'Hair Dyes',
          'Hair Styling Products',
          'Hair Treatments',
          'Hair Extensions & Wigs',
        ],
      },
      {
        name: 'Makeup',
        subCategories: ['Foundations', 'Lipsticks', 'Eye Makeup', 'Nail Polish', 'Makeup Brushes & Tools'],
      },
      {
        name: 'Fragrances',
        subCategories: [
          'Perfumes',
          'Body Mists',
          'Deodorants & Antiperspirants',
          'Essential Oils',
          'Fragrance Raw Materials',
        ],
      },
      {
        name: 'Personal Care Appliances',
        subCategories: [
          'Hair Dryers',
          'Hair Straighteners & Curlers',
          'Electric Shavers',
          'Epilators',
          'Electric Toothbrushes',
        ],
      },
      {
        name: 'Salon & Spa Equipment',
        subCategories: [
          'Salon Chairs',
          'Spa & Massage Beds',
          'Pedicure Stations',
          'Professional Beauty Devices',
          'Nail Salon Equipment',
        ],
      },
      {
        name: 'Cosmetic Packaging & Ingredients',
        subCategories: [
          'Cosmetic Bottles & Jars',
          'Airless Pumps',
          'Cosmetic Tubes',
          'Cosmetic Raw Materials',
          'Private Label Cosmetics',
        ],
      },
      {
        name: 'Oral Care & Hygiene',
        subCategories: ['Toothpaste', 'Toothbrushes', 'Mouthwash', 'Soaps & Shower Gels', 'Feminine Hygiene'],
      },
    ],
  },
  {
    key: '0010',
    name: 'Fashion Accessories',
    icon: 'fashion-accessories',
    description:
      'The finishing pieces of a wardrobe: bags, footwear, jewelry, watches, eyewear and small accessories. Buyers find workshops and factories producing own designs or OEM collections for wholesalers, boutiques and retail brands.',
    categories: [
      {
        name: 'Bags & Luggage',
        subCategories: [
          'Handbags',
          'Backpacks',
          'Travel Luggage',
          'Wallets & Purses',
          'Briefcases',
          'Tote Bags',
        ],
      },
      {
        name: 'Footwear',
        subCategories: [
          "Men's Shoes",
          "Women's Shoes",
          'Sneakers',
          'Boots',
          'Sandals & Slippers',
          "Children's Shoes",
        ],
      },
      {
        name: 'Jewelry',
        subCategories: [
          'Fine Jewelry',
          'Fashion Jewelry',
          'Rings',
          'Necklaces & Pendants',
          'Earrings',
          'Bracelets',
        ],
      },
      {
        name: 'Watches',
        subCategories: [
          'Wrist Watches',
          'Smartwatches',
          'Watch Straps',
          'Watch Movements & Parts',
          'Watch Boxes & Displays',
        ],
      },
      {
        name: 'Eyewear',
        subCategories: ['Sunglasses', 'Optical Frames', 'Reading Glasses', 'Sports Eyewear', 'Eyewear Cases'],
      },
      {
        name: 'Belts, Hats & Scarves',
        subCategories: ['Leather Belts', 'Hats & Caps', 'Scarves & Shawls', 'Gloves', 'Ties & Bow Ties'],
      },
      {
        name: 'Hair Accessories',
        subCategories: [
          'Hair Clips',
          'Headbands',
          'Hair Ties & Scrunchies',
          'Hair Pins',
          'Bridal Hair Accessories',
        ],
      },
    ],
  },
  {
    key: '0011',
    name: 'Food & Agriculture',
    icon: 'food-agriculture',
    description:
      'Food and drink from the farm to the packaged shelf product, together with the inputs farmers rely on. Buyers find growers, processors, exporters and co-packers for fresh, frozen, dry and bottled goods, and suppliers of seeds, fertilizers and feed.',
    categories: [
      {
        name: 'Fresh Produce',
        subCategories: [
          'Fresh Fruits',
          'Fresh Vegetables',
          'Fresh Herbs',
          'Mushrooms',
          'Nuts & Dried Fruits',
        ],
      },
      {
        name: 'Grains & Cereals',
        subCategories: ['Rice', 'Wheat & Flour', 'Corn', 'Pulses & Legumes', 'Oats & Barley', 'Soybeans'],
      },
      {
        name: 'Meat, Poultry & Seafood',
        subCategories: ['Beef', 'Pork', 'Poultry', 'Fish', 'Shellfish', 'Processed Meats'],
      },
      {
        name: 'Dairy & Eggs',
        subCategories: ['Milk', 'Cheese', 'Butter & Cream', 'Yogurt', 'Milk Powder', 'Eggs'],
      },
      {
        name: 'Beverages',
        subCategories: [
          'Coffee',
          'Tea',
          'Fruit Juices',
          'Soft Drinks',
          'Bottled Water',
          'Wine',
          'Beer & Spirits',
        ],
      },
      {
        name: 'Processed & Packaged Foods',
        subCategories: [
          'Canned Food',
          'Frozen Food',
          'Snacks',
          'Confectionery',
          'Bakery Products',
          'Sauces & Condiments',
        ],
      },
      {
        name: 'Oils & Food Ingredients',
        subCategories: [
          'Vegetable Oils',
          'Olive Oil',
          'Spices & Seasonings',
          'Sugar & Sweeteners',
          'Food Additives',
          'Flavors',
        ],
      },
      {
        name: 'Agricultural Inputs',
        subCategories: [
          'Seeds',
          'Fertilizers',
          'Crop Protection',
          'Animal Feed',
          'Greenhouses',
          'Irrigation Supplies',
        ],
      },
      {
        name: 'Livestock & Aquaculture',
        subCategories: [
          'Livestock Equipment',
          'Poultry Farming Equipment',
          'Aquaculture Equipment',
          'Veterinary Supplies',
          'Breeding Stock',
        ],
      },
    ],
  },
  {
    key: '0012',
    name: 'Furniture',
    icon: 'furniture',
    description:
      'Furniture for homes, offices, hotels, schools and hospitals, plus the hardware and materials it is made from. Buyers find furniture factories and contract suppliers for retail ranges, fit-out projects and large tenders.',
    categories: [
      {
        name: 'Office Furniture',
        subCategories: [
          'Office Chairs',
          'Office Desks',
          'Filing Cabinets',
          'Workstations & Cubicles',
          'Conference Tables',
          'Reception Furniture',
        ],
      },
      {
        name: 'Home Furniture',
        subCategories: ['Sofas', 'Beds', 'Dining Tables', 'Chairs', 'Wardrobes', 'TV Stands'],
      },
      {
        name: 'Outdoor Furniture',
        subCategories: [
          'Garden Chairs',
          'Patio Sets',
          'Sun Loungers',
          'Umbrellas & Gazebos',
          'Outdoor Tables',
        ],
      },
      {
        name: 'Hotel & Restaurant Furniture',
        subCategories: [
          'Hotel Bedroom Sets',
          'Restaurant Chairs',
          'Restaurant Tables',
          'Bar Stools',
          'Banquet Furniture',
        ],
      },
      {
        name: 'Institutional Furniture',
        subCategories: [
          'School Furniture',
          'Hospital Furniture',
          'Library Furniture',
          'Auditorium Seating',
          'Laboratory Furniture',
        ],
      },
      {
        name: 'Storage & Shelving',
        subCategories: ['Bookcases', 'Shelving Units', 'Cabinets', 'Shoe Racks', 'Steel Lockers'],
      },
      {
        name: 'Furniture Hardware & Materials',
        subCategories: [
          'Hinges',
          'Drawer Slides',
          'Handles & Knobs',
          'Furniture Legs',
          'Upholstery Fabrics',
          'Wood Panels & Boards',
        ],
      },
    ],
  },
  {
    key: '0013',
    name: 'Health Care',
    icon: 'health-care',
    description:
      'Medical devices, consumables, medicines and laboratory supplies for hospitals, clinics and pharmacies. Buyers find manufacturers and distributors with the certifications that regulated markets ask for, such as ISO 13485, CE marking and FDA registration.',
    categories: [
      {
        name: 'Medical Equipment',
        subCategories: [
          'Diagnostic Imaging',
          'Patient Monitors',
          'Ultrasound Systems',
          'ECG Machines',
          'Ventilators',
          'Defibrillators',
        ],
      },
      {
        name: 'Medical Consumables',
        subCategories: [
          'Syringes & Needles',
          'Medical Gloves',
          'Bandages & Dressings',
          'Catheters',
          'Face Masks',
          'Infusion Sets',
        ],
      },
      {
        name: 'Hospital Furniture & Equipment',
        subCategories: [
          'Hospital Beds',
          'Stretchers',
          'Wheelchairs',
          'Examination Tables',
          'Medical Carts',
          'Surgical Lights',
        ],
      },
      {
        name: 'Laboratory Equipment',
        subCategories: [
          'Laboratory Centrifuges',
          'Microscopes',
          'Clinical Analyzers',
          'Incubators',
          'Pipettes',
          'Lab Consumables',
        ],
      },
      {
        name: 'Pharmaceuticals',
        subCategories: [
          'Generic Drugs',
          'Active Pharmaceutical Ingredients (API)',
          'Over-the-Counter Medicines',
          'Vitamins & Supplements',
          'Herbal Medicines',
          'Veterinary Medicines',
        ],
      },
      {
        name: 'Dental Supplies',
        subCategories: [
          'Dental Chairs',
          'Dental Instruments',
          'Dental Materials',
          'Orthodontic Supplies',
          'Dental Imaging',
        ],
      },
      {
        name: 'Rehabilitation & Home Care',
        subCategories: [
          'Mobility Aids',
          'Orthopedic Supports',
          'Physiotherapy Equipment',
          'Blood Pressure Monitors',
          'Glucose Meters',
          'Hearing Aids',
        ],
      },
      {
        name: 'Sterilization & Disinfection',
        subCategories: [
          'Autoclaves',
          'Disinfectants',
          'UV Sterilizers',
          'Sterilization Pouches',
          'Washer-Disinfectors',
        ],
      },
    ],
  },
  {
    key: '0014',
    name: 'Home & Construction',
    icon: 'home-construction',
    description:
      'Materials, fixtures and finishes for building and renovating homes and commercial sites, plus household appliances. Buyers find producers and distributors for contractors, developers and building-supply retailers, including prefabricated structures.',
    categories: [
      {
        name: 'Building Materials',
        subCategories: [
          'Cement & Concrete',
          'Bricks & Blocks',
          'Structural Steel & Rebar',
          'Lumber & Timber',
          'Insulation Materials',
          'Roofing Materials',
        ],
      },
      {
        name: 'Doors & Windows',
        subCategories: ['Doors', 'Windows', 'Garage Doors', 'Door & Window Hardware', 'Shutters & Blinds'],
      },
      {
        name: 'Flooring & Tiles',
        subCategories: [
          'Ceramic Tiles',
          'Porcelain Tiles',
          'Wood Flooring',
          'Vinyl Flooring',
          'Natural Stone',
          'Carpets & Rugs',
        ],
      },
      {
        name: 'Plumbing & Sanitary Ware',
        subCategories: [
          'Faucets',
          'Toilets',
          'Sinks & Basins',
          'Showers & Bathtubs',
          'Pipes & Fittings',
          'Water Heaters',
        ],
      },
      {
        name: 'Kitchen & Bath',
        subCategories: [
          'Kitchen Cabinets',
          'Countertops',
          'Range Hoods',
          'Bathroom Vanities',
          'Bathroom Accessories',
        ],
      },
      {
        name: 'Lighting',
        subCategories: [
          'LED Bulbs & Tubes',
          'Indoor Lighting',
          'Outdoor Lighting',
          'Industrial Lighting',
          'Street Lights',
          'Smart Lighting',
        ],
      },
      {
        name: 'Home Appliances',
        subCategories: [
          'Refrigerators',
          'Washing Machines',
          'Air Conditioners',
          'Cooking Appliances',
          'Small Kitchen Appliances',
          'Vacuum Cleaners',
        ],
      },
      {
        name: 'Paints & Coatings',
        subCategories: [
          'Interior Paints',
          'Exterior Paints',
          'Industrial Coatings',
          'Waterproofing',
          'Adhesives & Sealants',
        ],
      },
      {
        name: 'Prefabricated Buildings',
        subCategories: [
          'Container Houses',
          'Steel Structure Buildings',
          'Modular Homes',
          'Prefab Warehouses',
          'Portable Cabins',
        ],
      },
    ],
  },
  {
    key: '0015',
    name: 'Business Services',
    icon: 'business-services',
    description:
      'The services that make international trade work: freight and customs, inspection, trade finance, marketing and consulting. Buyers and sellers find partners to move goods, check quality, get paid safely and enter new markets.',
    categories: [
      {
        name: 'Logistics & Freight',
        subCategories: [
          'Ocean Freight',
          'Air Freight',
          'Road Freight',
          'Rail Freight',
          'Warehousing',
          'Freight Forwarding',
        ],
      },
      {
        name: 'Customs & Trade Compliance',
        subCategories: [
          'Customs Brokerage',
          'Import & Export Documentation',
          'Trade Compliance Consulting',
          'Certificates of Origin',
          'Tariff Classification',
        ],
      },
      {
        name: 'Inspection & Certification',
        subCategories: [
          'Pre-shipment Inspection',
          'Factory Audits',
          'Product Testing',
          'ISO Certification',
          'CE & UL Certification',
        ],
      },
      {
        name: 'Trade Finance & Payments',
        subCategories: [
          'Letters of Credit',
          'Export Credit Insurance',
          'Factoring',
          'Supply Chain Finance',
          'International Payments',
          'Currency Exchange',
        ],
      },
      {
        name: 'Marketing & Advertising',
        subCategories: [
          'Digital Marketing',
          'Trade Show Services',
          'Branding & Design',
          'Market Research',
          'Translation & Localization',
          'Product Photography',
        ],
      },
      {
        name: 'Consulting',
        subCategories: [
          'Business Consulting',
          'Market Entry Consulting',
          'Engineering Consulting',
          'Legal Services',
          'Accounting & Tax',
          'Recruitment & HR',
        ],
      },
      {
        name: 'Sourcing & Manufacturing Services',
        subCategories: [
          'Sourcing Agents',
          'Contract Manufacturing',
          'OEM & ODM Services',
          'Product Design',
          'Prototyping',
        ],
      },
      {
        name: 'Industrial Services',
        subCategories: [
          'Equipment Maintenance & Repair',
          'Installation & Commissioning',
          'Industrial Cleaning',
          'Machine Relocation',
          'Calibration Services',
        ],
      },
    ],
  },
];
