// Data (reference names in French): the industry tree, business types, job positions and genders.
import type { ReferenceNames } from './reference-names.ts';

/** French names of the reference values, keyed by what they translate (see reference-names.ts). */
export const fr: ReferenceNames = {
  genders: {
    F: 'Femme',
    M: 'Homme',
    X: 'Non binaire',
    N: 'Ne se prononce pas',
  },
  businessTypes: {
    MA: 'Fabricants',
    DI: 'Distributeurs',
    WS: 'Grossistes',
    IM: 'Importateurs',
    EX: 'Exportateurs',
    RE: 'Détaillants',
    IN: 'Investisseurs',
    CO: 'Consultants',
    GO: 'Secteur public',
  },
  jobPositions: {
    'Owner / Founder': 'Propriétaire / Fondateur',
    'Chief Executive Officer (CEO)': 'Président-directeur général (PDG)',
    President: 'Président',
    'General Manager': 'Directeur général',
    'Managing Director': 'Gérant',
    'Chief Operating Officer (COO)': 'Directeur des opérations (COO)',
    'Chief Financial Officer (CFO)': 'Directeur administratif et financier (DAF)',
    'Chief Technology Officer (CTO)': 'Directeur technique (CTO)',
    Partner: 'Associé',
    'Purchasing Manager': 'Responsable des achats',
    'Procurement Specialist': 'Chargé des approvisionnements',
    Buyer: 'Acheteur',
    'Export Manager': 'Responsable export',
    'Import Manager': 'Responsable import',
    'International Trade Specialist': 'Spécialiste du commerce international',
    'Customs Broker': 'Déclarant en douane',
    'Sales Director': 'Directeur commercial',
    'Sales Manager': 'Responsable des ventes',
    'Sales Representative': 'Attaché commercial',
    'Business Development Manager': 'Responsable du développement commercial',
    'Key Account Manager': 'Responsable grands comptes',
    'Marketing Manager': 'Responsable marketing',
    'Distributor / Agent': 'Distributeur / Agent',
    'Operations Manager': 'Responsable des opérations',
    'Plant Manager': "Directeur d'usine",
    'Production Supervisor': 'Superviseur de production',
    'Supply Chain Manager': 'Responsable de la chaîne logistique',
    'Logistics Coordinator': 'Coordinateur logistique',
    'Warehouse Manager': "Responsable d'entrepôt",
    'Engineering Manager': "Responsable du bureau d'études",
    'R&D Engineer': 'Ingénieur R&D',
    'Product Manager': 'Chef de produit',
    'Quality Manager': 'Responsable qualité',
    'Maintenance Manager': 'Responsable maintenance',
    'Finance Manager': 'Responsable financier',
    'Human Resources Manager': 'Responsable des ressources humaines',
    Consultant: 'Consultant',
    'Administrative Assistant': 'Assistant administratif',
    Other: 'Autre',
  },
  industries: {
    '0001': {
      name: 'Automatisation',
      description:
        "Tout ce qui permet à une usine de tourner d'elle-même : robots, automates, capteurs, variateurs et les réseaux qui les relient. Les acheteurs y trouvent des fabricants et des intégrateurs d'automatismes industriels et de procédés, du composant unitaire à la cellule clés en main.",
      categories: {
        'Industrial Robots': {
          name: 'Robots industriels',
          subCategories: {
            'Articulated Robots': 'Robots polyarticulés',
            'SCARA Robots': 'Robots SCARA',
            'Collaborative Robots': 'Robots collaboratifs',
            'Delta Robots': 'Robots delta',
            'Cartesian & Gantry Robots': 'Robots cartésiens et portiques',
            'Robot Grippers & End Effectors': 'Préhenseurs et effecteurs pour robots',
            'Robot Controllers & Teach Pendants': "Contrôleurs de robots et boîtiers d'apprentissage",
          },
        },
        'PLC & Control Systems': {
          name: 'Automates et systèmes de contrôle-commande',
          subCategories: {
            'Programmable Logic Controllers (PLC)': 'Automates programmables industriels (API)',
            'Distributed Control Systems (DCS)': 'Systèmes numériques de contrôle-commande (SNCC)',
            'SCADA Software': 'Logiciels SCADA',
            'Programmable Automation Controllers (PAC)': "Contrôleurs d'automatisation programmables (PAC)",
            'Remote I/O Modules': "Modules d'E/S déportées",
            'Safety Controllers': 'Automates de sécurité',
          },
        },
        Sensors: {
          name: 'Capteurs',
          subCategories: {
            'Proximity Sensors': 'Détecteurs de proximité',
            'Photoelectric Sensors': 'Détecteurs photoélectriques',
            'Pressure Sensors & Transmitters': 'Capteurs et transmetteurs de pression',
            'Temperature Sensors': 'Capteurs de température',
            'Level Sensors': 'Capteurs de niveau',
            'Flow Meters': 'Débitmètres',
            'Vision Sensors': 'Capteurs de vision',
          },
        },
        'Motion Control': {
          name: 'Contrôle de mouvement',
          subCategories: {
            'Servo Motors & Drives': 'Servomoteurs et servovariateurs',
            'Stepper Motors & Drivers': 'Moteurs pas à pas et drivers',
            'Variable Frequency Drives': 'Variateurs de fréquence',
            'Motion Controllers': 'Contrôleurs de mouvement',
            'Linear Actuators': 'Actionneurs linéaires',
            Encoders: 'Codeurs',
          },
        },
        'Human Machine Interface (HMI)': {
          name: 'Interface homme-machine (IHM)',
          subCategories: {
            'Touch Panels': 'Pupitres tactiles',
            'Industrial Panel PCs': 'Panel PC industriels',
            'Operator Terminals': 'Terminaux opérateur',
            'Industrial Monitors': 'Moniteurs industriels',
            'Pushbuttons & Pilot Lights': 'Boutons-poussoirs et voyants lumineux',
          },
        },
        'Industrial Networking': {
          name: 'Réseaux industriels',
          subCategories: {
            'Industrial Ethernet Switches': 'Switchs Ethernet industriels',
            'Fieldbus Modules': 'Modules de bus de terrain',
            'IIoT Gateways': 'Passerelles IIoT',
            'Industrial Wireless': 'Sans-fil industriel',
            'Protocol Converters': 'Convertisseurs de protocole',
            'Industrial Routers & Firewalls': 'Routeurs et pare-feu industriels',
          },
        },
        'Pneumatics & Hydraulics': {
          name: 'Pneumatique et hydraulique',
          subCategories: {
            'Pneumatic Cylinders': 'Vérins pneumatiques',
            'Solenoid Valves': 'Électrovannes',
            'Air Preparation Units': "Unités de traitement d'air",
            'Hydraulic Pumps': 'Pompes hydrauliques',
            'Hydraulic Valves': 'Valves hydrauliques',
            'Fittings & Tubing': 'Raccords et tubes',
          },
        },
        'Machine Vision': {
          name: 'Vision industrielle',
          subCategories: {
            'Industrial Cameras': 'Caméras industrielles',
            'Smart Vision Systems': 'Systèmes de vision intelligents',
            'Barcode & 2D Code Readers': 'Lecteurs de codes-barres et 2D',
            'Vision Lighting': 'Éclairage pour la vision',
            'Lenses & Optics': 'Objectifs et optiques',
          },
        },
        'Safety Automation': {
          name: 'Automatismes de sécurité',
          subCategories: {
            'Safety Light Curtains': 'Barrières immatérielles de sécurité',
            'Safety Relays': 'Relais de sécurité',
            'Safety Interlock Switches': 'Interrupteurs de sécurité à interverrouillage',
            'Emergency Stop Devices': "Dispositifs d'arrêt d'urgence",
            'Safety Laser Scanners': 'Scrutateurs laser de sécurité',
          },
        },
      },
    },
    '0002': {
      name: 'Électronique et informatique',
      description:
        'Composants, cartes, matériel et logiciels pour les entreprises qui conçoivent ou exploitent des systèmes électroniques. Les acheteurs y trouvent des distributeurs de composants, des fabricants et assembleurs de circuits imprimés, des fournisseurs de matériel et des prestataires informatiques prêts à chiffrer de gros volumes.',
      categories: {
        'Electronic Components': {
          name: 'Composants électroniques',
          subCategories: {
            'Integrated Circuits': 'Circuits intégrés',
            Capacitors: 'Condensateurs',
            Resistors: 'Résistances',
            Connectors: 'Connecteurs',
            'Diodes & Transistors': 'Diodes et transistors',
            Relays: 'Relais',
            'Crystals & Oscillators': 'Quartz et oscillateurs',
          },
        },
        'Printed Circuit Boards': {
          name: 'Circuits imprimés',
          subCategories: {
            'PCB Manufacturing': 'Fabrication de circuits imprimés',
            'PCB Assembly (PCBA)': 'Assemblage de cartes électroniques (PCBA)',
            'Flexible PCBs': 'Circuits imprimés flexibles',
            'PCB Prototyping': 'Prototypage de circuits imprimés',
            'PCB Design Services': 'Conception de circuits imprimés',
          },
        },
        'Computer Hardware': {
          name: 'Matériel informatique',
          subCategories: {
            Servers: 'Serveurs',
            'Desktop Computers': 'Ordinateurs de bureau',
            Laptops: 'Ordinateurs portables',
            'Industrial Computers': 'Ordinateurs industriels',
            'Storage Devices': 'Solutions de stockage',
            'Computer Peripherals': 'Périphériques informatiques',
          },
        },
        'Networking & Telecommunications': {
          name: 'Réseaux et télécommunications',
          subCategories: {
            'Routers & Switches': 'Routeurs et commutateurs',
            'Fiber Optic Equipment': 'Équipements à fibre optique',
            'Wireless Access Points': "Points d'accès sans fil",
            'Network Cables': 'Câbles réseau',
            'Telecom Equipment': 'Équipements de télécommunication',
            Antennas: 'Antennes',
          },
        },
        'Software & IT Services': {
          name: 'Logiciels et services informatiques',
          subCategories: {
            'ERP Software': 'Logiciels ERP',
            'CRM Software': 'Logiciels CRM',
            'Cloud Services': 'Services cloud',
            Cybersecurity: 'Cybersécurité',
            'Custom Software Development': 'Développement de logiciels sur mesure',
            'IT Outsourcing': 'Infogérance',
          },
        },
        'Consumer Electronics': {
          name: 'Électronique grand public',
          subCategories: {
            'Mobile Phones': 'Téléphones mobiles',
            'Audio & Video Equipment': 'Équipements audio et vidéo',
            'Smart Home Devices': 'Objets de la maison connectée',
            Wearables: 'Objets connectés portables',
            'Chargers & Power Banks': 'Chargeurs et batteries externes',
          },
        },
        Displays: {
          name: 'Écrans et afficheurs',
          subCategories: {
            'LCD Modules': 'Modules LCD',
            'LED Displays': 'Écrans LED',
            'Touch Screens': 'Écrans tactiles',
            'OLED Displays': 'Écrans OLED',
            'Digital Signage': 'Affichage dynamique',
          },
        },
        'Test & Measurement': {
          name: 'Test et mesure',
          subCategories: {
            Oscilloscopes: 'Oscilloscopes',
            Multimeters: 'Multimètres',
            'Signal Generators': 'Générateurs de signaux',
            'Spectrum Analyzers': 'Analyseurs de spectre',
            'Power Analyzers': 'Analyseurs de puissance',
          },
        },
        'Security & Surveillance': {
          name: 'Sécurité et vidéosurveillance',
          subCategories: {
            'CCTV Cameras': 'Caméras de vidéosurveillance',
            'Network Video Recorders': 'Enregistreurs vidéo réseau (NVR)',
            'Access Control Systems': "Systèmes de contrôle d'accès",
            'Alarm Systems': "Systèmes d'alarme",
            'Intercom Systems': 'Interphones',
          },
        },
      },
    },
    '0003': {
      name: 'Énergie',
      description:
        "Équipements pour produire, stocker et distribuer l'énergie, des renouvelables aux centrales conventionnelles et à la filière pétrole et gaz. Les acheteurs y trouvent des fabricants, des entreprises EPC et des distributeurs pour des projets énergétiques de services publics, tertiaires et industriels.",
      categories: {
        'Solar Energy': {
          name: 'Énergie solaire',
          subCategories: {
            'Solar Panels': 'Panneaux solaires',
            'Solar Inverters': 'Onduleurs solaires',
            'Solar Mounting Systems': 'Systèmes de fixation photovoltaïque',
            'Charge Controllers': 'Régulateurs de charge',
            'Solar Water Heaters': 'Chauffe-eau solaires',
            'Solar Street Lights': 'Lampadaires solaires',
          },
        },
        'Wind Energy': {
          name: 'Énergie éolienne',
          subCategories: {
            'Wind Turbines': 'Éoliennes',
            'Turbine Blades': "Pales d'éoliennes",
            'Wind Turbine Gearboxes': 'Multiplicateurs pour éoliennes',
            'Towers & Foundations': 'Mâts et fondations',
            'Small Wind Systems': 'Petit éolien',
          },
        },
        'Power Generation': {
          name: "Production d'électricité",
          subCategories: {
            'Diesel Generators': 'Groupes électrogènes diesel',
            'Gas Generators': 'Groupes électrogènes à gaz',
            'Gas Turbines': 'Turbines à gaz',
            'Steam Turbines': 'Turbines à vapeur',
            'Cogeneration (CHP) Plants': 'Centrales de cogénération',
            'Hydro Turbines': 'Turbines hydrauliques',
          },
        },
        'Energy Storage': {
          name: "Stockage d'énergie",
          subCategories: {
            'Lithium-ion Batteries': 'Batteries lithium-ion',
            'Lead-acid Batteries': 'Batteries plomb-acide',
            'Battery Energy Storage Systems': "Systèmes de stockage d'énergie par batteries",
            'Battery Management Systems': 'Systèmes de gestion de batteries (BMS)',
            'Flow Batteries': 'Batteries à flux',
          },
        },
        'Power Distribution': {
          name: 'Distribution électrique',
          subCategories: {
            Transformers: 'Transformateurs',
            Switchgear: 'Appareillage de coupure',
            'Circuit Breakers': 'Disjoncteurs',
            'Distribution Panels': 'Tableaux de distribution',
            'Power Cables': "Câbles d'énergie",
            'Busbar Systems': 'Canalisations électriques préfabriquées',
          },
        },
        'Oil & Gas': {
          name: 'Pétrole et gaz',
          subCategories: {
            'Drilling Equipment': 'Équipements de forage',
            'Oil Country Tubular Goods': 'Tubes pétroliers (OCTG)',
            'Wellhead Equipment': 'Équipements de tête de puits',
            'Refinery Equipment': 'Équipements de raffinerie',
            'Pipeline Equipment': 'Équipements pour pipelines',
            'Storage Tanks': 'Réservoirs de stockage',
          },
        },
        'Power Quality & Backup': {
          name: "Qualité de l'énergie et secours",
          subCategories: {
            'Uninterruptible Power Supplies (UPS)': 'Alimentations sans interruption (ASI)',
            'Voltage Stabilizers': 'Stabilisateurs de tension',
            'Power Factor Correction': "Compensation d'énergie réactive",
            'Surge Protectors': 'Parafoudres',
            'Energy Meters': "Compteurs d'énergie",
          },
        },
        'Bioenergy & Hydrogen': {
          name: 'Bioénergie et hydrogène',
          subCategories: {
            'Biomass Boilers': 'Chaudières biomasse',
            'Biogas Plants': 'Unités de méthanisation',
            Biofuels: 'Biocarburants',
            Electrolyzers: 'Électrolyseurs',
            'Fuel Cells': 'Piles à combustible',
          },
        },
        'EV Charging': {
          name: 'Recharge de véhicules électriques',
          subCategories: {
            'AC Wallbox Chargers': 'Bornes murales AC (wallbox)',
            'DC Fast Chargers': 'Bornes de recharge rapide DC',
            'Charging Cables & Connectors': 'Câbles et connecteurs de recharge',
            'Charging Management Software': 'Logiciels de gestion de la recharge',
          },
        },
      },
    },
    '0004': {
      name: 'Technologies industrielles',
      description:
        "Les outils, instruments et équipements qui maintiennent ateliers et usines productifs et sûrs. Les acheteurs y trouvent des fournisseurs d'outillage, de soudage, de manutention, de gestion des fluides, d'air comprimé et d'équipements de protection pour l'exploitation et la maintenance au quotidien.",
      categories: {
        'Industrial Tools': {
          name: 'Outillage industriel',
          subCategories: {
            'Power Tools': 'Outils électroportatifs',
            'Hand Tools': 'Outils à main',
            'Cutting Tools': 'Outils coupants',
            Abrasives: 'Abrasifs',
            'Measuring Tools': 'Outils de mesure',
            'Tool Storage': "Servantes et rangements d'outils",
          },
        },
        'Welding & Cutting': {
          name: 'Soudage et coupage',
          subCategories: {
            'Arc Welding Machines': "Postes de soudage à l'arc",
            'Welding Consumables': 'Consommables de soudage',
            'Plasma Cutters': 'Découpeurs plasma',
            'Laser Welding Systems': 'Systèmes de soudage laser',
            'Soldering Stations': 'Stations de brasage',
            'Welding Safety Gear': 'Équipements de protection pour le soudage',
          },
        },
        'Material Handling': {
          name: 'Manutention',
          subCategories: {
            Forklifts: 'Chariots élévateurs',
            Conveyors: 'Convoyeurs',
            'Hoists & Cranes': 'Palans et ponts roulants',
            'Pallet Jacks': 'Transpalettes',
            'Automated Guided Vehicles (AGV)': 'Véhicules à guidage automatique (AGV)',
            'Storage Racks': 'Rayonnages de stockage',
          },
        },
        'Pumps & Valves': {
          name: 'Pompes et vannes',
          subCategories: {
            'Centrifugal Pumps': 'Pompes centrifuges',
            'Positive Displacement Pumps': 'Pompes volumétriques',
            'Ball Valves': 'Vannes à boisseau sphérique',
            'Gate & Globe Valves': 'Vannes à opercule et à soupape',
            'Butterfly Valves': 'Vannes papillon',
            'Check Valves': 'Clapets anti-retour',
          },
        },
        'Industrial Instruments': {
          name: 'Instrumentation industrielle',
          subCategories: {
            'Pressure Gauges': 'Manomètres',
            'Industrial Thermometers': 'Thermomètres industriels',
            'Gas Analyzers': 'Analyseurs de gaz',
            'Calibration Equipment': "Équipements d'étalonnage",
            'Data Loggers': 'Enregistreurs de données',
          },
        },
        'Compressors & Vacuum': {
          name: 'Compresseurs et vide',
          subCategories: {
            'Screw Compressors': 'Compresseurs à vis',
            'Piston Compressors': 'Compresseurs à piston',
            'Air Dryers': "Sécheurs d'air",
            'Vacuum Pumps': 'Pompes à vide',
            'Compressed Air Filters': 'Filtres à air comprimé',
          },
        },
        'Filtration & Separation': {
          name: 'Filtration et séparation',
          subCategories: {
            'Industrial Filters': 'Filtres industriels',
            'Dust Collectors': 'Dépoussiéreurs',
            'Industrial Centrifuges': 'Centrifugeuses industrielles',
            'Water Treatment Systems': "Systèmes de traitement de l'eau",
            'Oil Filtration Systems': "Systèmes de filtration d'huile",
          },
        },
        'Personal Protective Equipment': {
          name: 'Équipements de protection individuelle (EPI)',
          subCategories: {
            'Safety Helmets': 'Casques de sécurité',
            'Safety Gloves': 'Gants de protection',
            'Protective Clothing': 'Vêtements de protection',
            'Respiratory Protection': 'Protection respiratoire',
            'Safety Footwear': 'Chaussures de sécurité',
            'Eye & Face Protection': 'Protection des yeux et du visage',
          },
        },
        'Fasteners & Hardware': {
          name: 'Visserie et fixations',
          subCategories: {
            'Bolts & Nuts': 'Boulons et écrous',
            Screws: 'Vis',
            Washers: 'Rondelles',
            Rivets: 'Rivets',
            Anchors: 'Chevilles et ancrages',
            'Threaded Rods': 'Tiges filetées',
          },
        },
      },
    },
    '0005': {
      name: 'Machines',
      description:
        "Machines de production pour le travail des métaux, la plasturgie, l'emballage, l'agroalimentaire, le BTP, l'agriculture et le textile. Les acheteurs y trouvent des constructeurs et des revendeurs de machines neuves et reconditionnées, de lignes de production complètes, de pièces détachées et de service après-vente.",
      categories: {
        'Metalworking Machinery': {
          name: 'Machines pour le travail des métaux',
          subCategories: {
            'CNC Machining Centers': "Centres d'usinage CNC",
            'CNC Lathes': 'Tours CNC',
            'Milling Machines': 'Fraiseuses',
            'Grinding Machines': 'Rectifieuses',
            'Drilling Machines': 'Perceuses à colonne',
            'EDM Machines': "Machines d'électroérosion (EDM)",
          },
        },
        'Sheet Metal Machinery': {
          name: 'Machines pour la tôlerie',
          subCategories: {
            'Laser Cutting Machines': 'Machines de découpe laser',
            'Press Brakes': 'Presses plieuses',
            'Shearing Machines': 'Cisailles',
            'Punching Machines': 'Poinçonneuses',
            'Plate Rolling Machines': 'Rouleuses',
          },
        },
        'Plastic & Rubber Machinery': {
          name: 'Machines pour plastiques et caoutchouc',
          subCategories: {
            'Injection Molding Machines': 'Presses à injecter',
            'Extrusion Machines': 'Extrudeuses',
            'Blow Molding Machines': 'Souffleuses',
            'Thermoforming Machines': 'Thermoformeuses',
            'Plastic Granulators': 'Broyeurs à plastique',
            'Rubber Processing Machines': 'Machines de transformation du caoutchouc',
          },
        },
        'Packaging Machinery': {
          name: "Machines d'emballage",
          subCategories: {
            'Filling Machines': 'Remplisseuses',
            'Labeling Machines': 'Étiqueteuses',
            'Sealing Machines': 'Thermoscelleuses',
            'Wrapping Machines': 'Filmeuses',
            'Cartoning Machines': 'Encartonneuses',
            Palletizers: 'Palettiseurs',
          },
        },
        'Food Processing Machinery': {
          name: 'Machines agroalimentaires',
          subCategories: {
            'Mixers & Blenders': 'Mélangeurs et malaxeurs',
            'Bakery Equipment': 'Équipements de boulangerie',
            'Meat Processing Machines': 'Machines de transformation de la viande',
            'Beverage Processing Equipment': 'Équipements pour boissons',
            'Fruit & Vegetable Processing': 'Transformation des fruits et légumes',
            'Dairy Processing Equipment': 'Équipements laitiers',
          },
        },
        'Construction Machinery': {
          name: 'Engins de chantier',
          subCategories: {
            Excavators: 'Pelles hydrauliques',
            'Wheel Loaders': 'Chargeuses sur pneus',
            Bulldozers: 'Bulldozers',
            'Concrete Mixers': 'Bétonnières',
            'Mobile Cranes': 'Grues mobiles',
            'Road Rollers': 'Rouleaux compresseurs',
          },
        },
        'Agricultural Machinery': {
          name: 'Machines agricoles',
          subCategories: {
            Tractors: 'Tracteurs',
            Harvesters: 'Moissonneuses-batteuses',
            'Seeders & Planters': 'Semoirs et planteuses',
            'Irrigation Equipment': "Matériel d'irrigation",
            Sprayers: 'Pulvérisateurs',
            'Tillage Equipment': 'Matériel de travail du sol',
          },
        },
        'Textile Machinery': {
          name: 'Machines textiles',
          subCategories: {
            'Spinning Machines': 'Machines de filature',
            'Weaving Looms': 'Métiers à tisser',
            'Knitting Machines': 'Machines à tricoter',
            'Industrial Sewing Machines': 'Machines à coudre industrielles',
            'Dyeing & Finishing Machines': "Machines de teinture et d'ennoblissement",
            'Embroidery Machines': 'Machines à broder',
          },
        },
        'Woodworking Machinery': {
          name: 'Machines à bois',
          subCategories: {
            'Panel Saws': 'Scies à panneaux',
            'CNC Routers': 'Défonceuses CNC',
            'Edge Banders': 'Plaqueuses de chants',
            'Planers & Thicknessers': 'Dégauchisseuses et raboteuses',
            'Sanding Machines': 'Ponceuses',
          },
        },
      },
    },
    '0006': {
      name: 'Transmission de puissance',
      description:
        "Les organes mécaniques qui transmettent le mouvement et le couple du moteur jusqu'à la machine : réducteurs, roulements, courroies, chaînes, accouplements et guidages linéaires. Les acheteurs y trouvent des fabricants et des distributeurs de composants de transmission standard et sur mesure, ainsi que de pièces de rechange.",
      categories: {
        'Gears & Gearboxes': {
          name: 'Engrenages et réducteurs',
          subCategories: {
            'Helical Gearboxes': 'Réducteurs hélicoïdaux',
            'Worm Gearboxes': 'Réducteurs à roue et vis sans fin',
            'Planetary Gearboxes': 'Réducteurs planétaires',
            'Bevel Gearboxes': 'Réducteurs à couple conique',
            'Spur Gears': 'Engrenages droits',
            'Gear Racks': 'Crémaillères',
          },
        },
        Bearings: {
          name: 'Roulements',
          subCategories: {
            'Ball Bearings': 'Roulements à billes',
            'Roller Bearings': 'Roulements à rouleaux',
            'Linear Bearings': 'Roulements linéaires',
            'Plain Bearings': 'Paliers lisses',
            'Pillow Block Units': 'Paliers à semelle',
            'Slewing Bearings': "Couronnes d'orientation",
          },
        },
        'Electric Motors': {
          name: 'Moteurs électriques',
          subCategories: {
            'AC Induction Motors': 'Moteurs asynchrones',
            'Gear Motors': 'Motoréducteurs',
            'DC Motors': 'Moteurs à courant continu',
            'Brushless DC Motors': 'Moteurs à courant continu sans balais',
            'Explosion-proof Motors': 'Moteurs antidéflagrants',
          },
        },
        'Belts & Pulleys': {
          name: 'Courroies et poulies',
          subCategories: {
            'V-Belts': 'Courroies trapézoïdales',
            'Timing Belts': 'Courroies crantées',
            'Flat Belts': 'Courroies plates',
            'Pulleys & Sheaves': 'Poulies',
            'Belt Tensioners': 'Tendeurs de courroie',
          },
        },
        'Chains & Sprockets': {
          name: 'Chaînes et pignons',
          subCategories: {
            'Roller Chains': 'Chaînes à rouleaux',
            'Conveyor Chains': 'Chaînes de convoyage',
            'Leaf Chains': 'Chaînes Fleyer',
            'Silent Chains': 'Chaînes silencieuses',
            Sprockets: 'Pignons',
          },
        },
        'Couplings, Clutches & Brakes': {
          name: 'Accouplements, embrayages et freins',
          subCategories: {
            'Flexible Couplings': 'Accouplements élastiques',
            'Rigid Couplings': 'Accouplements rigides',
            'Fluid Couplings': 'Coupleurs hydrauliques',
            'Universal Joints': 'Joints de cardan',
            'Industrial Clutches': 'Embrayages industriels',
            'Industrial Brakes': 'Freins industriels',
          },
        },
        'Linear Motion': {
          name: 'Guidage linéaire',
          subCategories: {
            'Linear Guides': 'Guidages linéaires',
            'Ball Screws': 'Vis à billes',
            'Lead Screws': 'Vis trapézoïdales',
            'Linear Modules': 'Modules linéaires',
            'Shaft Supports': "Supports d'arbres",
          },
        },
        'Seals & Gaskets': {
          name: 'Étanchéité',
          subCategories: {
            'Oil Seals': "Bagues d'étanchéité",
            'O-Rings': 'Joints toriques',
            'Mechanical Seals': 'Garnitures mécaniques',
            Gaskets: 'Joints plats',
            'Hydraulic Seals': 'Joints hydrauliques',
          },
        },
      },
    },
    '0007': {
      name: 'Habillement',
      description:
        'Des vêtements pour tous les segments du marché, avec les tissus, les fournitures et les usines qui les produisent. Les acheteurs y trouvent des confectionneurs, des fabricants sous marque de distributeur et des usines textiles qui acceptent les commandes en volume et renouvelées.',
      categories: {
        "Men's Clothing": {
          name: 'Mode homme',
          subCategories: {
            Shirts: 'Chemises',
            Trousers: 'Pantalons',
            'Suits & Blazers': 'Costumes et blazers',
            'T-Shirts & Polos': 'T-shirts et polos',
            'Jackets & Coats': 'Vestes et manteaux',
            Underwear: 'Sous-vêtements',
          },
        },
        "Women's Clothing": {
          name: 'Mode femme',
          subCategories: {
            Dresses: 'Robes',
            'Blouses & Tops': 'Chemisiers et tops',
            Skirts: 'Jupes',
            'Pants & Leggings': 'Pantalons et leggings',
            'Jackets & Coats': 'Vestes et manteaux',
            Lingerie: 'Lingerie',
          },
        },
        "Children's Clothing": {
          name: 'Mode enfant',
          subCategories: {
            "Boys' Clothing": 'Vêtements garçon',
            "Girls' Clothing": 'Vêtements fille',
            'School Uniforms': 'Uniformes scolaires',
            "Kids' Outerwear": "Vêtements d'extérieur enfant",
            "Kids' Sleepwear": 'Pyjamas enfant',
          },
        },
        Sportswear: {
          name: 'Vêtements de sport',
          subCategories: {
            Activewear: 'Vêtements de fitness',
            'Sports Jerseys': 'Maillots de sport',
            Swimwear: 'Maillots de bain',
            Tracksuits: 'Survêtements',
            'Cycling Apparel': 'Vêtements de cyclisme',
            'Yoga Wear': 'Vêtements de yoga',
          },
        },
        'Workwear & Uniforms': {
          name: 'Vêtements de travail et uniformes',
          subCategories: {
            Coveralls: 'Combinaisons de travail',
            'High-Visibility Clothing': 'Vêtements haute visibilité',
            'Medical Scrubs': 'Tenues médicales',
            'Chef & Hospitality Uniforms': "Tenues de cuisine et d'hôtellerie",
            'Corporate Uniforms': "Uniformes d'entreprise",
            'Flame-Resistant Clothing': 'Vêtements ignifugés',
          },
        },
        'Fabrics & Textiles': {
          name: 'Tissus et textiles',
          subCategories: {
            'Cotton Fabrics': 'Tissus en coton',
            Denim: 'Denim',
            'Knitted Fabrics': 'Tissus maille',
            'Synthetic Fabrics': 'Tissus synthétiques',
            'Wool Fabrics': 'Tissus en laine',
            'Technical Textiles': 'Textiles techniques',
          },
        },
        'Garment Trims & Accessories': {
          name: 'Fournitures de confection',
          subCategories: {
            Zippers: 'Fermetures à glissière',
            Buttons: 'Boutons',
            'Labels & Tags': 'Étiquettes et étiquettes volantes',
            'Sewing Threads': 'Fils à coudre',
            'Laces & Ribbons': 'Dentelles et rubans',
            Interlinings: 'Entoilages',
          },
        },
        'Apparel Manufacturing Services': {
          name: 'Services de confection',
          subCategories: {
            'Cut, Make & Trim (CMT)': 'Confection à façon (CMT)',
            'Private Label Manufacturing': 'Fabrication sous marque de distributeur',
            'Garment Printing': 'Impression sur vêtements',
            'Embroidery Services': 'Services de broderie',
            'Pattern Making & Sampling': 'Patronage et échantillonnage',
          },
        },
      },
    },
    '0008': {
      name: 'Univers bébé',
      description:
        "Des produits pour bébés et jeunes enfants, des vêtements et de l'alimentation aux articles de promenade, au mobilier de chambre et aux jouets. Les acheteurs y trouvent des fabricants et des propriétaires de marques dont les produits respectent les normes de sécurité pour enfants, pour la grande distribution, les pharmacies et les boutiques en ligne.",
      categories: {
        'Baby Clothing': {
          name: 'Vêtements bébé',
          subCategories: {
            'Bodysuits & Rompers': 'Bodies et grenouillères',
            'Baby Sleepwear': 'Pyjamas bébé',
            'Baby Sets': 'Ensembles bébé',
            'Socks & Booties': 'Chaussettes et chaussons',
            'Hats & Mittens': 'Bonnets et moufles',
          },
        },
        Feeding: {
          name: 'Repas et allaitement',
          subCategories: {
            'Baby Bottles': 'Biberons',
            'Pacifiers & Teethers': 'Sucettes et anneaux de dentition',
            'Breast Pumps': 'Tire-lait',
            Bibs: 'Bavoirs',
            'Baby Tableware': 'Vaisselle pour bébé',
            'Bottle Sterilizers': 'Stérilisateurs de biberons',
          },
        },
        'Diapers & Hygiene': {
          name: 'Couches et hygiène',
          subCategories: {
            'Disposable Diapers': 'Couches jetables',
            'Cloth Diapers': 'Couches lavables',
            'Baby Wipes': 'Lingettes pour bébé',
            'Changing Mats': 'Matelas à langer',
            'Baby Bath Products': 'Produits pour le bain de bébé',
          },
        },
        'Strollers & Car Seats': {
          name: 'Poussettes et sièges auto',
          subCategories: {
            Strollers: 'Poussettes',
            'Car Seats': 'Sièges auto',
            'Baby Carriers': 'Porte-bébés',
            'Travel Systems': 'Combinés trio',
            'Stroller Accessories': 'Accessoires de poussette',
          },
        },
        'Nursery Furniture': {
          name: 'Chambre de bébé',
          subCategories: {
            Cribs: 'Lits bébé',
            'Changing Tables': 'Tables à langer',
            'Crib Mattresses': 'Matelas pour lit bébé',
            'High Chairs': 'Chaises hautes',
            Playpens: 'Parcs pour bébé',
            'Nursery Bedding': 'Linge de lit bébé',
          },
        },
        'Toys & Learning': {
          name: 'Jouets et éveil',
          subCategories: {
            'Plush Toys': 'Peluches',
            'Educational Toys': 'Jouets éducatifs',
            Rattles: 'Hochets',
            'Activity Gyms': "Tapis d'éveil",
            'Bath Toys': 'Jouets de bain',
            'Building Blocks': 'Cubes et jeux de construction',
          },
        },
        'Baby Safety & Health': {
          name: 'Sécurité et santé de bébé',
          subCategories: {
            'Baby Monitors': 'Écoute-bébés',
            'Safety Gates': 'Barrières de sécurité',
            'Baby Thermometers': 'Thermomètres bébé',
            'Nasal Aspirators': 'Mouche-bébés',
            'Outlet & Corner Protectors': 'Cache-prises et protège-coins',
          },
        },
      },
    },
    '0009': {
      name: 'Beauté et soins',
      description:
        "Cosmétiques, produits d'hygiène et de soin, et équipements pour les salons et les spas. Les acheteurs y trouvent des propriétaires de marques, des fabricants sous marque de distributeur et à façon, des fournisseurs d'ingrédients et des fabricants d'emballages pour le secteur de la beauté.",
      categories: {
        'Skin Care': {
          name: 'Soins de la peau',
          subCategories: {
            'Face Creams & Moisturizers': 'Crèmes visage et hydratants',
            Serums: 'Sérums',
            Cleansers: 'Nettoyants visage',
            Sunscreen: 'Protections solaires',
            'Face Masks': 'Masques visage',
            'Body Lotions': 'Lotions pour le corps',
          },
        },
        'Hair Care': {
          name: 'Soins capillaires',
          subCategories: {
            Shampoos: 'Shampooings',
            Conditioners: 'Après-shampooings',
            'Hair Dyes': 'Colorations capillaires',
            'Hair Styling Products': 'Produits coiffants',
            'Hair Treatments': 'Traitements capillaires',
            'Hair Extensions & Wigs': 'Extensions et perruques',
          },
        },
        Makeup: {
          name: 'Maquillage',
          subCategories: {
            Foundations: 'Fonds de teint',
            Lipsticks: 'Rouges à lèvres',
            'Eye Makeup': 'Maquillage des yeux',
            'Nail Polish': 'Vernis à ongles',
            'Makeup Brushes & Tools': 'Pinceaux et accessoires de maquillage',
          },
        },
        Fragrances: {
          name: 'Parfumerie',
          subCategories: {
            Perfumes: 'Parfums',
            'Body Mists': 'Brumes parfumées',
            'Deodorants & Antiperspirants': 'Déodorants et anti-transpirants',
            'Essential Oils': 'Huiles essentielles',
            'Fragrance Raw Materials': 'Matières premières pour la parfumerie',
          },
        },
        'Personal Care Appliances': {
          name: 'Appareils de soin personnel',
          subCategories: {
            'Hair Dryers': 'Sèche-cheveux',
            'Hair Straighteners & Curlers': 'Lisseurs et boucleurs',
            'Electric Shavers': 'Rasoirs électriques',
            Epilators: 'Épilateurs',
            'Electric Toothbrushes': 'Brosses à dents électriques',
          },
        },
        'Salon & Spa Equipment': {
          name: 'Équipements pour salons et spas',
          subCategories: {
            'Salon Chairs': 'Fauteuils de coiffure',
            'Spa & Massage Beds': 'Tables de spa et de massage',
            'Pedicure Stations': 'Postes de pédicure',
            'Professional Beauty Devices': 'Appareils esthétiques professionnels',
            'Nail Salon Equipment': 'Équipements pour onglerie',
          },
        },
        'Cosmetic Packaging & Ingredients': {
          name: 'Emballages et ingrédients cosmétiques',
          subCategories: {
            'Cosmetic Bottles & Jars': 'Flacons et pots cosmétiques',
            'Airless Pumps': 'Pompes airless',
            'Cosmetic Tubes': 'Tubes cosmétiques',
            'Cosmetic Raw Materials': 'Matières premières cosmétiques',
            'Private Label Cosmetics': 'Cosmétiques sous marque de distributeur',
          },
        },
        'Oral Care & Hygiene': {
          name: 'Hygiène bucco-dentaire et corporelle',
          subCategories: {
            Toothpaste: 'Dentifrices',
            Toothbrushes: 'Brosses à dents',
            Mouthwash: 'Bains de bouche',
            'Soaps & Shower Gels': 'Savons et gels douche',
            'Feminine Hygiene': 'Hygiène féminine',
          },
        },
      },
    },
    '0010': {
      name: 'Accessoires de mode',
      description:
        'Les pièces qui complètent une garde-robe : sacs, chaussures, bijoux, montres, lunettes et petits accessoires. Les acheteurs y trouvent des ateliers et des usines qui produisent leurs propres créations ou des collections OEM pour les grossistes, les boutiques et les enseignes.',
      categories: {
        'Bags & Luggage': {
          name: 'Maroquinerie et bagages',
          subCategories: {
            Handbags: 'Sacs à main',
            Backpacks: 'Sacs à dos',
            'Travel Luggage': 'Valises',
            'Wallets & Purses': 'Portefeuilles et porte-monnaie',
            Briefcases: 'Porte-documents',
            'Tote Bags': 'Sacs cabas',
          },
        },
        Footwear: {
          name: 'Chaussures',
          subCategories: {
            "Men's Shoes": 'Chaussures homme',
            "Women's Shoes": 'Chaussures femme',
            Sneakers: 'Baskets',
            Boots: 'Bottes',
            'Sandals & Slippers': 'Sandales et chaussons',
            "Children's Shoes": 'Chaussures enfant',
          },
        },
        Jewelry: {
          name: 'Bijouterie',
          subCategories: {
            'Fine Jewelry': 'Joaillerie',
            'Fashion Jewelry': 'Bijoux fantaisie',
            Rings: 'Bagues',
            'Necklaces & Pendants': 'Colliers et pendentifs',
            Earrings: "Boucles d'oreilles",
            Bracelets: 'Bracelets',
          },
        },
        Watches: {
          name: 'Montres',
          subCategories: {
            'Wrist Watches': 'Montres-bracelets',
            Smartwatches: 'Montres connectées',
            'Watch Straps': 'Bracelets de montre',
            'Watch Movements & Parts': 'Mouvements et pièces horlogères',
            'Watch Boxes & Displays': 'Écrins et présentoirs pour montres',
          },
        },
        Eyewear: {
          name: 'Lunetterie',
          subCategories: {
            Sunglasses: 'Lunettes de soleil',
            'Optical Frames': 'Montures optiques',
            'Reading Glasses': 'Lunettes de lecture',
            'Sports Eyewear': 'Lunettes de sport',
            'Eyewear Cases': 'Étuis à lunettes',
          },
        },
        'Belts, Hats & Scarves': {
          name: 'Ceintures, chapeaux et écharpes',
          subCategories: {
            'Leather Belts': 'Ceintures en cuir',
            'Hats & Caps': 'Chapeaux et casquettes',
            'Scarves & Shawls': 'Écharpes et châles',
            Gloves: 'Gants',
            'Ties & Bow Ties': 'Cravates et nœuds papillon',
          },
        },
        'Hair Accessories': {
          name: 'Accessoires pour cheveux',
          subCategories: {
            'Hair Clips': 'Barrettes',
            Headbands: 'Serre-têtes',
            'Hair Ties & Scrunchies': 'Élastiques et chouchous',
            'Hair Pins': 'Épingles à cheveux',
            'Bridal Hair Accessories': 'Accessoires de coiffure de mariée',
          },
        },
      },
    },
    '0011': {
      name: 'Agroalimentaire et agriculture',
      description:
        "Aliments et boissons, du champ au produit emballé en rayon, ainsi que les intrants dont dépendent les agriculteurs. Les acheteurs y trouvent des producteurs, des transformateurs, des exportateurs et des conditionneurs à façon de produits frais, surgelés, secs et en bouteille, ainsi que des fournisseurs de semences, d'engrais et d'aliments pour animaux.",
      categories: {
        'Fresh Produce': {
          name: 'Fruits et légumes frais',
          subCategories: {
            'Fresh Fruits': 'Fruits frais',
            'Fresh Vegetables': 'Légumes frais',
            'Fresh Herbs': 'Herbes aromatiques fraîches',
            Mushrooms: 'Champignons',
            'Nuts & Dried Fruits': 'Fruits à coque et fruits secs',
          },
        },
        'Grains & Cereals': {
          name: 'Céréales et grains',
          subCategories: {
            Rice: 'Riz',
            'Wheat & Flour': 'Blé et farine',
            Corn: 'Maïs',
            'Pulses & Legumes': 'Légumineuses',
            'Oats & Barley': 'Avoine et orge',
            Soybeans: 'Soja',
          },
        },
        'Meat, Poultry & Seafood': {
          name: 'Viandes, volailles et produits de la mer',
          subCategories: {
            Beef: 'Bœuf',
            Pork: 'Porc',
            Poultry: 'Volaille',
            Fish: 'Poisson',
            Shellfish: 'Crustacés et coquillages',
            'Processed Meats': 'Viandes transformées',
          },
        },
        'Dairy & Eggs': {
          name: 'Produits laitiers et œufs',
          subCategories: {
            Milk: 'Lait',
            Cheese: 'Fromage',
            'Butter & Cream': 'Beurre et crème',
            Yogurt: 'Yaourt',
            'Milk Powder': 'Lait en poudre',
            Eggs: 'Œufs',
          },
        },
        Beverages: {
          name: 'Boissons',
          subCategories: {
            Coffee: 'Café',
            Tea: 'Thé',
            'Fruit Juices': 'Jus de fruits',
            'Soft Drinks': 'Boissons sans alcool',
            'Bottled Water': 'Eau en bouteille',
            Wine: 'Vin',
            'Beer & Spirits': 'Bières et spiritueux',
          },
        },
        'Processed & Packaged Foods': {
          name: 'Aliments transformés et conditionnés',
          subCategories: {
            'Canned Food': 'Conserves',
            'Frozen Food': 'Surgelés',
            Snacks: 'Snacks',
            Confectionery: 'Confiserie',
            'Bakery Products': 'Produits de boulangerie',
            'Sauces & Condiments': 'Sauces et condiments',
          },
        },
        'Oils & Food Ingredients': {
          name: 'Huiles et ingrédients alimentaires',
          subCategories: {
            'Vegetable Oils': 'Huiles végétales',
            'Olive Oil': "Huile d'olive",
            'Spices & Seasonings': 'Épices et assaisonnements',
            'Sugar & Sweeteners': 'Sucres et édulcorants',
            'Food Additives': 'Additifs alimentaires',
            Flavors: 'Arômes',
          },
        },
        'Agricultural Inputs': {
          name: 'Intrants agricoles',
          subCategories: {
            Seeds: 'Semences',
            Fertilizers: 'Engrais',
            'Crop Protection': 'Protection des cultures',
            'Animal Feed': 'Aliments pour animaux',
            Greenhouses: 'Serres',
            'Irrigation Supplies': "Fournitures d'irrigation",
          },
        },
        'Livestock & Aquaculture': {
          name: 'Élevage et aquaculture',
          subCategories: {
            'Livestock Equipment': "Équipements d'élevage",
            'Poultry Farming Equipment': 'Équipements avicoles',
            'Aquaculture Equipment': 'Équipements aquacoles',
            'Veterinary Supplies': 'Fournitures vétérinaires',
            'Breeding Stock': 'Reproducteurs',
          },
        },
      },
    },
    '0012': {
      name: 'Mobilier',
      description:
        "Des meubles pour les logements, les bureaux, les hôtels, les écoles et les hôpitaux, ainsi que la quincaillerie et les matériaux qui servent à les fabriquer. Les acheteurs y trouvent des fabricants de meubles et des fournisseurs contract pour les gammes de la distribution, les projets d'aménagement et les grands appels d'offres.",
      categories: {
        'Office Furniture': {
          name: 'Mobilier de bureau',
          subCategories: {
            'Office Chairs': 'Sièges de bureau',
            'Office Desks': 'Bureaux',
            'Filing Cabinets': 'Armoires de classement',
            'Workstations & Cubicles': 'Postes de travail et cloisonnettes',
            'Conference Tables': 'Tables de réunion',
            'Reception Furniture': "Mobilier d'accueil",
          },
        },
        'Home Furniture': {
          name: 'Meubles pour la maison',
          subCategories: {
            Sofas: 'Canapés',
            Beds: 'Lits',
            'Dining Tables': 'Tables de salle à manger',
            Chairs: 'Chaises',
            Wardrobes: 'Armoires',
            'TV Stands': 'Meubles TV',
          },
        },
        'Outdoor Furniture': {
          name: "Mobilier d'extérieur",
          subCategories: {
            'Garden Chairs': 'Chaises de jardin',
            'Patio Sets': 'Salons de jardin',
            'Sun Loungers': 'Bains de soleil',
            'Umbrellas & Gazebos': 'Parasols et tonnelles',
            'Outdoor Tables': "Tables d'extérieur",
          },
        },
        'Hotel & Restaurant Furniture': {
          name: 'Mobilier pour hôtels et restaurants',
          subCategories: {
            'Hotel Bedroom Sets': "Mobilier de chambre d'hôtel",
            'Restaurant Chairs': 'Chaises de restaurant',
            'Restaurant Tables': 'Tables de restaurant',
            'Bar Stools': 'Tabourets de bar',
            'Banquet Furniture': 'Mobilier de banquet',
          },
        },
        'Institutional Furniture': {
          name: 'Mobilier de collectivités',
          subCategories: {
            'School Furniture': 'Mobilier scolaire',
            'Hospital Furniture': 'Mobilier hospitalier',
            'Library Furniture': 'Mobilier de bibliothèque',
            'Auditorium Seating': "Fauteuils d'auditorium",
            'Laboratory Furniture': 'Mobilier de laboratoire',
          },
        },
        'Storage & Shelving': {
          name: 'Rangement et étagères',
          subCategories: {
            Bookcases: 'Bibliothèques',
            'Shelving Units': 'Étagères',
            Cabinets: 'Meubles de rangement',
            'Shoe Racks': 'Meubles à chaussures',
            'Steel Lockers': 'Vestiaires métalliques',
          },
        },
        'Furniture Hardware & Materials': {
          name: 'Quincaillerie et matériaux pour meubles',
          subCategories: {
            Hinges: 'Charnières',
            'Drawer Slides': 'Coulisses de tiroirs',
            'Handles & Knobs': 'Poignées et boutons',
            'Furniture Legs': 'Pieds de meubles',
            'Upholstery Fabrics': "Tissus d'ameublement",
            'Wood Panels & Boards': 'Panneaux de bois',
          },
        },
      },
    },
    '0013': {
      name: 'Santé',
      description:
        "Dispositifs médicaux, consommables, médicaments et fournitures de laboratoire pour les hôpitaux, les cliniques et les pharmacies. Les acheteurs y trouvent des fabricants et des distributeurs disposant des certifications exigées par les marchés réglementés, comme l'ISO 13485, le marquage CE et l'enregistrement auprès de la FDA.",
      categories: {
        'Medical Equipment': {
          name: 'Équipements médicaux',
          subCategories: {
            'Diagnostic Imaging': 'Imagerie médicale',
            'Patient Monitors': 'Moniteurs patients',
            'Ultrasound Systems': 'Échographes',
            'ECG Machines': 'Électrocardiographes',
            Ventilators: 'Respirateurs',
            Defibrillators: 'Défibrillateurs',
          },
        },
        'Medical Consumables': {
          name: 'Consommables médicaux',
          subCategories: {
            'Syringes & Needles': 'Seringues et aiguilles',
            'Medical Gloves': 'Gants médicaux',
            'Bandages & Dressings': 'Bandages et pansements',
            Catheters: 'Cathéters',
            'Face Masks': 'Masques médicaux',
            'Infusion Sets': 'Sets de perfusion',
          },
        },
        'Hospital Furniture & Equipment': {
          name: 'Mobilier et équipements hospitaliers',
          subCategories: {
            'Hospital Beds': "Lits d'hôpital",
            Stretchers: 'Brancards',
            Wheelchairs: 'Fauteuils roulants',
            'Examination Tables': "Tables d'examen",
            'Medical Carts': 'Chariots médicaux',
            'Surgical Lights': 'Scialytiques',
          },
        },
        'Laboratory Equipment': {
          name: 'Équipements de laboratoire',
          subCategories: {
            'Laboratory Centrifuges': 'Centrifugeuses de laboratoire',
            Microscopes: 'Microscopes',
            'Clinical Analyzers': 'Analyseurs de biologie médicale',
            Incubators: 'Incubateurs',
            Pipettes: 'Pipettes',
            'Lab Consumables': 'Consommables de laboratoire',
          },
        },
        Pharmaceuticals: {
          name: 'Produits pharmaceutiques',
          subCategories: {
            'Generic Drugs': 'Médicaments génériques',
            'Active Pharmaceutical Ingredients (API)': 'Principes actifs pharmaceutiques (API)',
            'Over-the-Counter Medicines': 'Médicaments sans ordonnance',
            'Vitamins & Supplements': 'Vitamines et compléments alimentaires',
            'Herbal Medicines': 'Médicaments à base de plantes',
            'Veterinary Medicines': 'Médicaments vétérinaires',
          },
        },
        'Dental Supplies': {
          name: 'Fournitures dentaires',
          subCategories: {
            'Dental Chairs': 'Fauteuils dentaires',
            'Dental Instruments': 'Instruments dentaires',
            'Dental Materials': 'Matériaux dentaires',
            'Orthodontic Supplies': "Fournitures d'orthodontie",
            'Dental Imaging': 'Imagerie dentaire',
          },
        },
        'Rehabilitation & Home Care': {
          name: 'Rééducation et maintien à domicile',
          subCategories: {
            'Mobility Aids': 'Aides à la mobilité',
            'Orthopedic Supports': 'Orthèses',
            'Physiotherapy Equipment': 'Équipements de kinésithérapie',
            'Blood Pressure Monitors': 'Tensiomètres',
            'Glucose Meters': 'Glucomètres',
            'Hearing Aids': 'Aides auditives',
          },
        },
        'Sterilization & Disinfection': {
          name: 'Stérilisation et désinfection',
          subCategories: {
            Autoclaves: 'Autoclaves',
            Disinfectants: 'Désinfectants',
            'UV Sterilizers': 'Stérilisateurs UV',
            'Sterilization Pouches': 'Sachets de stérilisation',
            'Washer-Disinfectors': 'Laveurs-désinfecteurs',
          },
        },
      },
    },
    '0014': {
      name: 'Habitat et construction',
      description:
        "Matériaux, équipements et finitions pour construire et rénover des logements et des bâtiments tertiaires, ainsi que l'électroménager. Les acheteurs y trouvent des producteurs et des distributeurs pour les entreprises du bâtiment, les promoteurs et les négoces de matériaux, y compris les structures préfabriquées.",
      categories: {
        'Building Materials': {
          name: 'Matériaux de construction',
          subCategories: {
            'Cement & Concrete': 'Ciment et béton',
            'Bricks & Blocks': 'Briques et parpaings',
            'Structural Steel & Rebar': 'Acier de construction et fers à béton',
            'Lumber & Timber': 'Bois de construction',
            'Insulation Materials': 'Matériaux isolants',
            'Roofing Materials': 'Matériaux de couverture',
          },
        },
        'Doors & Windows': {
          name: 'Portes et fenêtres',
          subCategories: {
            Doors: 'Portes',
            Windows: 'Fenêtres',
            'Garage Doors': 'Portes de garage',
            'Door & Window Hardware': 'Quincaillerie pour portes et fenêtres',
            'Shutters & Blinds': 'Volets et stores',
          },
        },
        'Flooring & Tiles': {
          name: 'Revêtements de sol et carrelage',
          subCategories: {
            'Ceramic Tiles': 'Carrelage céramique',
            'Porcelain Tiles': 'Grès cérame',
            'Wood Flooring': 'Parquets',
            'Vinyl Flooring': 'Sols vinyles',
            'Natural Stone': 'Pierre naturelle',
            'Carpets & Rugs': 'Tapis et moquettes',
          },
        },
        'Plumbing & Sanitary Ware': {
          name: 'Plomberie et sanitaires',
          subCategories: {
            Faucets: 'Robinetterie',
            Toilets: 'WC',
            'Sinks & Basins': 'Éviers et lavabos',
            'Showers & Bathtubs': 'Douches et baignoires',
            'Pipes & Fittings': 'Tubes et raccords',
            'Water Heaters': 'Chauffe-eau',
          },
        },
        'Kitchen & Bath': {
          name: 'Cuisine et salle de bain',
          subCategories: {
            'Kitchen Cabinets': 'Meubles de cuisine',
            Countertops: 'Plans de travail',
            'Range Hoods': 'Hottes aspirantes',
            'Bathroom Vanities': 'Meubles-vasques',
            'Bathroom Accessories': 'Accessoires de salle de bain',
          },
        },
        Lighting: {
          name: 'Éclairage',
          subCategories: {
            'LED Bulbs & Tubes': 'Ampoules et tubes LED',
            'Indoor Lighting': 'Éclairage intérieur',
            'Outdoor Lighting': 'Éclairage extérieur',
            'Industrial Lighting': 'Éclairage industriel',
            'Street Lights': 'Éclairage public',
            'Smart Lighting': 'Éclairage connecté',
          },
        },
        'Home Appliances': {
          name: 'Électroménager',
          subCategories: {
            Refrigerators: 'Réfrigérateurs',
            'Washing Machines': 'Lave-linge',
            'Air Conditioners': 'Climatiseurs',
            'Cooking Appliances': 'Appareils de cuisson',
            'Small Kitchen Appliances': 'Petit électroménager de cuisine',
            'Vacuum Cleaners': 'Aspirateurs',
          },
        },
        'Paints & Coatings': {
          name: 'Peintures et revêtements',
          subCategories: {
            'Interior Paints': 'Peintures intérieures',
            'Exterior Paints': 'Peintures extérieures',
            'Industrial Coatings': 'Revêtements industriels',
            Waterproofing: "Produits d'étanchéité",
            'Adhesives & Sealants': 'Colles et mastics',
          },
        },
        'Prefabricated Buildings': {
          name: 'Bâtiments préfabriqués',
          subCategories: {
            'Container Houses': 'Maisons conteneurs',
            'Steel Structure Buildings': 'Bâtiments à structure métallique',
            'Modular Homes': 'Maisons modulaires',
            'Prefab Warehouses': 'Entrepôts préfabriqués',
            'Portable Cabins': 'Bungalows mobiles',
          },
        },
      },
    },
    '0015': {
      name: 'Services aux entreprises',
      description:
        'Les services qui font fonctionner le commerce international : fret et douane, inspection, financement du commerce, marketing et conseil. Acheteurs et vendeurs y trouvent des partenaires pour acheminer les marchandises, contrôler la qualité, être payés en toute sécurité et conquérir de nouveaux marchés.',
      categories: {
        'Logistics & Freight': {
          name: 'Logistique et fret',
          subCategories: {
            'Ocean Freight': 'Fret maritime',
            'Air Freight': 'Fret aérien',
            'Road Freight': 'Transport routier',
            'Rail Freight': 'Transport ferroviaire',
            Warehousing: 'Entreposage',
            'Freight Forwarding': 'Transit international',
          },
        },
        'Customs & Trade Compliance': {
          name: 'Douane et conformité commerciale',
          subCategories: {
            'Customs Brokerage': 'Dédouanement',
            'Import & Export Documentation': 'Documentation import-export',
            'Trade Compliance Consulting': 'Conseil en conformité commerciale',
            'Certificates of Origin': "Certificats d'origine",
            'Tariff Classification': 'Classement tarifaire',
          },
        },
        'Inspection & Certification': {
          name: 'Inspection et certification',
          subCategories: {
            'Pre-shipment Inspection': 'Inspection avant expédition',
            'Factory Audits': "Audits d'usine",
            'Product Testing': 'Essais de produits',
            'ISO Certification': 'Certification ISO',
            'CE & UL Certification': 'Certification CE et UL',
          },
        },
        'Trade Finance & Payments': {
          name: 'Financement du commerce et paiements',
          subCategories: {
            'Letters of Credit': 'Crédits documentaires',
            'Export Credit Insurance': 'Assurance-crédit export',
            Factoring: 'Affacturage',
            'Supply Chain Finance': "Financement de la chaîne d'approvisionnement",
            'International Payments': 'Paiements internationaux',
            'Currency Exchange': 'Change de devises',
          },
        },
        'Marketing & Advertising': {
          name: 'Marketing et publicité',
          subCategories: {
            'Digital Marketing': 'Marketing digital',
            'Trade Show Services': 'Services pour salons professionnels',
            'Branding & Design': 'Image de marque et design',
            'Market Research': 'Études de marché',
            'Translation & Localization': 'Traduction et localisation',
            'Product Photography': 'Photographie de produits',
          },
        },
        Consulting: {
          name: 'Conseil',
          subCategories: {
            'Business Consulting': 'Conseil aux entreprises',
            'Market Entry Consulting': "Conseil à l'implantation sur de nouveaux marchés",
            'Engineering Consulting': 'Ingénierie-conseil',
            'Legal Services': 'Services juridiques',
            'Accounting & Tax': 'Comptabilité et fiscalité',
            'Recruitment & HR': 'Recrutement et RH',
          },
        },
        'Sourcing & Manufacturing Services': {
          name: "Services d'approvisionnement et de fabrication",
          subCategories: {
            'Sourcing Agents': 'Agents de sourcing',
            'Contract Manufacturing': 'Sous-traitance de fabrication',
            'OEM & ODM Services': 'Services OEM et ODM',
            'Product Design': 'Conception de produits',
            Prototyping: 'Prototypage',
          },
        },
        'Industrial Services': {
          name: 'Services industriels',
          subCategories: {
            'Equipment Maintenance & Repair': "Maintenance et réparation d'équipements",
            'Installation & Commissioning': 'Installation et mise en service',
            'Industrial Cleaning': 'Nettoyage industriel',
            'Machine Relocation': 'Transfert de machines',
            'Calibration Services': "Services d'étalonnage",
          },
        },
      },
    },
  },
};
