// Data (reference names in Spanish): the industry tree, business types, job positions and genders.
import type { ReferenceNames } from './reference-names.ts';

/** Spanish names of the reference values, keyed by what they translate (see reference-names.ts). */
export const es: ReferenceNames = {
  genders: {
    F: 'Femenino',
    M: 'Masculino',
    X: 'No binario',
    N: 'Prefiero no decirlo',
  },
  businessTypes: {
    MA: 'Fabricantes',
    DI: 'Distribuidores',
    WS: 'Mayoristas',
    IM: 'Importadores',
    EX: 'Exportadores',
    RE: 'Minoristas',
    IN: 'Inversores',
    CO: 'Consultores',
    GO: 'Gobierno',
  },
  jobPositions: {
    'Owner / Founder': 'Propietario / Fundador',
    'Chief Executive Officer (CEO)': 'Director ejecutivo (CEO)',
    President: 'Presidente',
    'General Manager': 'Gerente general',
    'Managing Director': 'Director general',
    'Chief Operating Officer (COO)': 'Director de operaciones (COO)',
    'Chief Financial Officer (CFO)': 'Director financiero (CFO)',
    'Chief Technology Officer (CTO)': 'Director de tecnología (CTO)',
    Partner: 'Socio',
    'Purchasing Manager': 'Gerente de compras',
    'Procurement Specialist': 'Especialista en abastecimiento',
    Buyer: 'Comprador',
    'Export Manager': 'Gerente de exportación',
    'Import Manager': 'Gerente de importación',
    'International Trade Specialist': 'Especialista en comercio internacional',
    'Customs Broker': 'Agente de aduanas',
    'Sales Director': 'Director de ventas',
    'Sales Manager': 'Gerente de ventas',
    'Sales Representative': 'Representante de ventas',
    'Business Development Manager': 'Gerente de desarrollo de negocios',
    'Key Account Manager': 'Gerente de cuentas clave',
    'Marketing Manager': 'Gerente de marketing',
    'Distributor / Agent': 'Distribuidor / Agente',
    'Operations Manager': 'Gerente de operaciones',
    'Plant Manager': 'Gerente de planta',
    'Production Supervisor': 'Supervisor de producción',
    'Supply Chain Manager': 'Gerente de cadena de suministro',
    'Logistics Coordinator': 'Coordinador de logística',
    'Warehouse Manager': 'Gerente de almacén',
    'Engineering Manager': 'Gerente de ingeniería',
    'R&D Engineer': 'Ingeniero de I+D',
    'Product Manager': 'Gerente de producto',
    'Quality Manager': 'Gerente de calidad',
    'Maintenance Manager': 'Gerente de mantenimiento',
    'Finance Manager': 'Gerente de finanzas',
    'Human Resources Manager': 'Gerente de recursos humanos',
    Consultant: 'Consultor',
    'Administrative Assistant': 'Asistente administrativo',
    Other: 'Otro',
  },
  industries: {
    '0001': {
      name: 'Automatización',
      description:
        'Todo lo que hace que una planta funcione por sí sola: robots, controladores, sensores, accionamientos y las redes que los conectan. Los compradores encuentran fabricantes e integradores de automatización industrial y de procesos, desde componentes individuales hasta células llave en mano completas.',
      categories: {
        'Industrial Robots': {
          name: 'Robots industriales',
          subCategories: {
            'Articulated Robots': 'Robots articulados',
            'SCARA Robots': 'Robots SCARA',
            'Collaborative Robots': 'Robots colaborativos',
            'Delta Robots': 'Robots delta',
            'Cartesian & Gantry Robots': 'Robots cartesianos y de pórtico',
            'Robot Grippers & End Effectors': 'Pinzas y efectores finales para robots',
            'Robot Controllers & Teach Pendants': 'Controladores de robot y consolas de programación',
          },
        },
        'PLC & Control Systems': {
          name: 'PLC y sistemas de control',
          subCategories: {
            'Programmable Logic Controllers (PLC)': 'Controladores lógicos programables (PLC)',
            'Distributed Control Systems (DCS)': 'Sistemas de control distribuido (DCS)',
            'SCADA Software': 'Software SCADA',
            'Programmable Automation Controllers (PAC)': 'Controladores de automatización programables (PAC)',
            'Remote I/O Modules': 'Módulos de E/S remotas',
            'Safety Controllers': 'Controladores de seguridad',
          },
        },
        Sensors: {
          name: 'Sensores',
          subCategories: {
            'Proximity Sensors': 'Sensores de proximidad',
            'Photoelectric Sensors': 'Sensores fotoeléctricos',
            'Pressure Sensors & Transmitters': 'Sensores y transmisores de presión',
            'Temperature Sensors': 'Sensores de temperatura',
            'Level Sensors': 'Sensores de nivel',
            'Flow Meters': 'Caudalímetros',
            'Vision Sensors': 'Sensores de visión',
          },
        },
        'Motion Control': {
          name: 'Control de movimiento',
          subCategories: {
            'Servo Motors & Drives': 'Servomotores y servoaccionamientos',
            'Stepper Motors & Drivers': 'Motores paso a paso y drivers',
            'Variable Frequency Drives': 'Variadores de frecuencia',
            'Motion Controllers': 'Controladores de movimiento',
            'Linear Actuators': 'Actuadores lineales',
            Encoders: 'Encoders',
          },
        },
        'Human Machine Interface (HMI)': {
          name: 'Interfaz hombre-máquina (HMI)',
          subCategories: {
            'Touch Panels': 'Paneles táctiles',
            'Industrial Panel PCs': 'PC de panel industriales',
            'Operator Terminals': 'Terminales de operador',
            'Industrial Monitors': 'Monitores industriales',
            'Pushbuttons & Pilot Lights': 'Pulsadores y pilotos luminosos',
          },
        },
        'Industrial Networking': {
          name: 'Redes industriales',
          subCategories: {
            'Industrial Ethernet Switches': 'Switches Ethernet industriales',
            'Fieldbus Modules': 'Módulos de bus de campo',
            'IIoT Gateways': 'Gateways IIoT',
            'Industrial Wireless': 'Comunicación inalámbrica industrial',
            'Protocol Converters': 'Convertidores de protocolo',
            'Industrial Routers & Firewalls': 'Routers y firewalls industriales',
          },
        },
        'Pneumatics & Hydraulics': {
          name: 'Neumática e hidráulica',
          subCategories: {
            'Pneumatic Cylinders': 'Cilindros neumáticos',
            'Solenoid Valves': 'Electroválvulas',
            'Air Preparation Units': 'Unidades de tratamiento de aire',
            'Hydraulic Pumps': 'Bombas hidráulicas',
            'Hydraulic Valves': 'Válvulas hidráulicas',
            'Fittings & Tubing': 'Racores y tubos',
          },
        },
        'Machine Vision': {
          name: 'Visión artificial',
          subCategories: {
            'Industrial Cameras': 'Cámaras industriales',
            'Smart Vision Systems': 'Sistemas de visión inteligentes',
            'Barcode & 2D Code Readers': 'Lectores de códigos de barras y 2D',
            'Vision Lighting': 'Iluminación para visión artificial',
            'Lenses & Optics': 'Lentes y ópticas',
          },
        },
        'Safety Automation': {
          name: 'Automatización de seguridad',
          subCategories: {
            'Safety Light Curtains': 'Cortinas ópticas de seguridad',
            'Safety Relays': 'Relés de seguridad',
            'Safety Interlock Switches': 'Interruptores de enclavamiento de seguridad',
            'Emergency Stop Devices': 'Dispositivos de parada de emergencia',
            'Safety Laser Scanners': 'Escáneres láser de seguridad',
          },
        },
      },
    },
    '0002': {
      name: 'Electrónica y TI',
      description:
        'Componentes, placas, hardware y software para empresas que fabrican u operan sistemas electrónicos. Los compradores encuentran distribuidores de componentes, fabricantes y ensambladores de PCB, proveedores de hardware y de servicios de TI dispuestos a cotizar grandes volúmenes.',
      categories: {
        'Electronic Components': {
          name: 'Componentes electrónicos',
          subCategories: {
            'Integrated Circuits': 'Circuitos integrados',
            Capacitors: 'Condensadores',
            Resistors: 'Resistencias',
            Connectors: 'Conectores',
            'Diodes & Transistors': 'Diodos y transistores',
            Relays: 'Relés',
            'Crystals & Oscillators': 'Cristales y osciladores',
          },
        },
        'Printed Circuit Boards': {
          name: 'Placas de circuito impreso',
          subCategories: {
            'PCB Manufacturing': 'Fabricación de PCB',
            'PCB Assembly (PCBA)': 'Montaje de PCB (PCBA)',
            'Flexible PCBs': 'PCB flexibles',
            'PCB Prototyping': 'Prototipado de PCB',
            'PCB Design Services': 'Servicios de diseño de PCB',
          },
        },
        'Computer Hardware': {
          name: 'Hardware informático',
          subCategories: {
            Servers: 'Servidores',
            'Desktop Computers': 'Computadoras de escritorio',
            Laptops: 'Computadoras portátiles',
            'Industrial Computers': 'Computadoras industriales',
            'Storage Devices': 'Dispositivos de almacenamiento',
            'Computer Peripherals': 'Periféricos informáticos',
          },
        },
        'Networking & Telecommunications': {
          name: 'Redes y telecomunicaciones',
          subCategories: {
            'Routers & Switches': 'Routers y switches',
            'Fiber Optic Equipment': 'Equipos de fibra óptica',
            'Wireless Access Points': 'Puntos de acceso inalámbrico',
            'Network Cables': 'Cables de red',
            'Telecom Equipment': 'Equipos de telecomunicaciones',
            Antennas: 'Antenas',
          },
        },
        'Software & IT Services': {
          name: 'Software y servicios de TI',
          subCategories: {
            'ERP Software': 'Software ERP',
            'CRM Software': 'Software CRM',
            'Cloud Services': 'Servicios en la nube',
            Cybersecurity: 'Ciberseguridad',
            'Custom Software Development': 'Desarrollo de software a medida',
            'IT Outsourcing': 'Outsourcing de TI',
          },
        },
        'Consumer Electronics': {
          name: 'Electrónica de consumo',
          subCategories: {
            'Mobile Phones': 'Teléfonos móviles',
            'Audio & Video Equipment': 'Equipos de audio y video',
            'Smart Home Devices': 'Dispositivos para el hogar inteligente',
            Wearables: 'Dispositivos wearables',
            'Chargers & Power Banks': 'Cargadores y baterías portátiles',
          },
        },
        Displays: {
          name: 'Pantallas',
          subCategories: {
            'LCD Modules': 'Módulos LCD',
            'LED Displays': 'Pantallas LED',
            'Touch Screens': 'Pantallas táctiles',
            'OLED Displays': 'Pantallas OLED',
            'Digital Signage': 'Señalización digital',
          },
        },
        'Test & Measurement': {
          name: 'Prueba y medición',
          subCategories: {
            Oscilloscopes: 'Osciloscopios',
            Multimeters: 'Multímetros',
            'Signal Generators': 'Generadores de señales',
            'Spectrum Analyzers': 'Analizadores de espectro',
            'Power Analyzers': 'Analizadores de potencia',
          },
        },
        'Security & Surveillance': {
          name: 'Seguridad y vigilancia',
          subCategories: {
            'CCTV Cameras': 'Cámaras de CCTV',
            'Network Video Recorders': 'Grabadores de video en red (NVR)',
            'Access Control Systems': 'Sistemas de control de acceso',
            'Alarm Systems': 'Sistemas de alarma',
            'Intercom Systems': 'Sistemas de intercomunicación',
          },
        },
      },
    },
    '0003': {
      name: 'Energía',
      description:
        'Equipos para generar, almacenar y distribuir energía, desde las renovables hasta las centrales convencionales y la cadena del petróleo y el gas. Los compradores encuentran fabricantes, contratistas EPC y distribuidores para proyectos energéticos de servicios públicos, comerciales e industriales.',
      categories: {
        'Solar Energy': {
          name: 'Energía solar',
          subCategories: {
            'Solar Panels': 'Paneles solares',
            'Solar Inverters': 'Inversores solares',
            'Solar Mounting Systems': 'Estructuras de montaje solar',
            'Charge Controllers': 'Reguladores de carga',
            'Solar Water Heaters': 'Calentadores solares de agua',
            'Solar Street Lights': 'Alumbrado público solar',
          },
        },
        'Wind Energy': {
          name: 'Energía eólica',
          subCategories: {
            'Wind Turbines': 'Aerogeneradores',
            'Turbine Blades': 'Palas de aerogenerador',
            'Wind Turbine Gearboxes': 'Multiplicadoras para aerogeneradores',
            'Towers & Foundations': 'Torres y cimentaciones',
            'Small Wind Systems': 'Sistemas minieólicos',
          },
        },
        'Power Generation': {
          name: 'Generación de energía',
          subCategories: {
            'Diesel Generators': 'Generadores diésel',
            'Gas Generators': 'Generadores a gas',
            'Gas Turbines': 'Turbinas de gas',
            'Steam Turbines': 'Turbinas de vapor',
            'Cogeneration (CHP) Plants': 'Plantas de cogeneración (CHP)',
            'Hydro Turbines': 'Turbinas hidráulicas',
          },
        },
        'Energy Storage': {
          name: 'Almacenamiento de energía',
          subCategories: {
            'Lithium-ion Batteries': 'Baterías de iones de litio',
            'Lead-acid Batteries': 'Baterías de plomo-ácido',
            'Battery Energy Storage Systems': 'Sistemas de almacenamiento de energía en baterías',
            'Battery Management Systems': 'Sistemas de gestión de baterías',
            'Flow Batteries': 'Baterías de flujo',
          },
        },
        'Power Distribution': {
          name: 'Distribución eléctrica',
          subCategories: {
            Transformers: 'Transformadores',
            Switchgear: 'Aparamenta de maniobra',
            'Circuit Breakers': 'Interruptores automáticos',
            'Distribution Panels': 'Tableros de distribución',
            'Power Cables': 'Cables de potencia',
            'Busbar Systems': 'Sistemas de barras conductoras',
          },
        },
        'Oil & Gas': {
          name: 'Petróleo y gas',
          subCategories: {
            'Drilling Equipment': 'Equipos de perforación',
            'Oil Country Tubular Goods': 'Productos tubulares para pozos (OCTG)',
            'Wellhead Equipment': 'Equipos de cabezal de pozo',
            'Refinery Equipment': 'Equipos de refinería',
            'Pipeline Equipment': 'Equipos para oleoductos y gasoductos',
            'Storage Tanks': 'Tanques de almacenamiento',
          },
        },
        'Power Quality & Backup': {
          name: 'Calidad de energía y respaldo',
          subCategories: {
            'Uninterruptible Power Supplies (UPS)': 'Sistemas de alimentación ininterrumpida (UPS)',
            'Voltage Stabilizers': 'Estabilizadores de tensión',
            'Power Factor Correction': 'Corrección del factor de potencia',
            'Surge Protectors': 'Protectores contra sobretensiones',
            'Energy Meters': 'Medidores de energía',
          },
        },
        'Bioenergy & Hydrogen': {
          name: 'Bioenergía e hidrógeno',
          subCategories: {
            'Biomass Boilers': 'Calderas de biomasa',
            'Biogas Plants': 'Plantas de biogás',
            Biofuels: 'Biocombustibles',
            Electrolyzers: 'Electrolizadores',
            'Fuel Cells': 'Pilas de combustible',
          },
        },
        'EV Charging': {
          name: 'Carga de vehículos eléctricos',
          subCategories: {
            'AC Wallbox Chargers': 'Cargadores murales de CA (wallbox)',
            'DC Fast Chargers': 'Cargadores rápidos de CC',
            'Charging Cables & Connectors': 'Cables y conectores de carga',
            'Charging Management Software': 'Software de gestión de carga',
          },
        },
      },
    },
    '0004': {
      name: 'Tecnología industrial',
      description:
        'Las herramientas, los instrumentos y los equipos de planta que mantienen talleres y fábricas productivos y seguros. Los compradores encuentran proveedores de herramientas, soldadura, manejo de materiales, manejo de fluidos, aire comprimido y equipos de protección para la operación y el mantenimiento diarios.',
      categories: {
        'Industrial Tools': {
          name: 'Herramientas industriales',
          subCategories: {
            'Power Tools': 'Herramientas eléctricas',
            'Hand Tools': 'Herramientas manuales',
            'Cutting Tools': 'Herramientas de corte',
            Abrasives: 'Abrasivos',
            'Measuring Tools': 'Herramientas de medición',
            'Tool Storage': 'Almacenamiento de herramientas',
          },
        },
        'Welding & Cutting': {
          name: 'Soldadura y corte',
          subCategories: {
            'Arc Welding Machines': 'Máquinas de soldadura por arco',
            'Welding Consumables': 'Consumibles de soldadura',
            'Plasma Cutters': 'Cortadoras de plasma',
            'Laser Welding Systems': 'Sistemas de soldadura láser',
            'Soldering Stations': 'Estaciones de soldadura',
            'Welding Safety Gear': 'Equipos de protección para soldadura',
          },
        },
        'Material Handling': {
          name: 'Manejo de materiales',
          subCategories: {
            Forklifts: 'Carretillas elevadoras y montacargas',
            Conveyors: 'Transportadores',
            'Hoists & Cranes': 'Polipastos y grúas',
            'Pallet Jacks': 'Transpaletas',
            'Automated Guided Vehicles (AGV)': 'Vehículos de guiado automático (AGV)',
            'Storage Racks': 'Racks de almacenamiento',
          },
        },
        'Pumps & Valves': {
          name: 'Bombas y válvulas',
          subCategories: {
            'Centrifugal Pumps': 'Bombas centrífugas',
            'Positive Displacement Pumps': 'Bombas de desplazamiento positivo',
            'Ball Valves': 'Válvulas de bola',
            'Gate & Globe Valves': 'Válvulas de compuerta y de globo',
            'Butterfly Valves': 'Válvulas de mariposa',
            'Check Valves': 'Válvulas de retención',
          },
        },
        'Industrial Instruments': {
          name: 'Instrumentos industriales',
          subCategories: {
            'Pressure Gauges': 'Manómetros',
            'Industrial Thermometers': 'Termómetros industriales',
            'Gas Analyzers': 'Analizadores de gases',
            'Calibration Equipment': 'Equipos de calibración',
            'Data Loggers': 'Registradores de datos',
          },
        },
        'Compressors & Vacuum': {
          name: 'Compresores y vacío',
          subCategories: {
            'Screw Compressors': 'Compresores de tornillo',
            'Piston Compressors': 'Compresores de pistón',
            'Air Dryers': 'Secadores de aire',
            'Vacuum Pumps': 'Bombas de vacío',
            'Compressed Air Filters': 'Filtros de aire comprimido',
          },
        },
        'Filtration & Separation': {
          name: 'Filtración y separación',
          subCategories: {
            'Industrial Filters': 'Filtros industriales',
            'Dust Collectors': 'Colectores de polvo',
            'Industrial Centrifuges': 'Centrífugas industriales',
            'Water Treatment Systems': 'Sistemas de tratamiento de agua',
            'Oil Filtration Systems': 'Sistemas de filtración de aceite',
          },
        },
        'Personal Protective Equipment': {
          name: 'Equipos de protección personal',
          subCategories: {
            'Safety Helmets': 'Cascos de seguridad',
            'Safety Gloves': 'Guantes de seguridad',
            'Protective Clothing': 'Ropa de protección',
            'Respiratory Protection': 'Protección respiratoria',
            'Safety Footwear': 'Calzado de seguridad',
            'Eye & Face Protection': 'Protección ocular y facial',
          },
        },
        'Fasteners & Hardware': {
          name: 'Tornillería y ferretería',
          subCategories: {
            'Bolts & Nuts': 'Pernos y tuercas',
            Screws: 'Tornillos',
            Washers: 'Arandelas',
            Rivets: 'Remaches',
            Anchors: 'Anclajes',
            'Threaded Rods': 'Varillas roscadas',
          },
        },
      },
    },
    '0005': {
      name: 'Maquinaria',
      description:
        'Maquinaria de producción para metalmecánica, plásticos, envasado, alimentos, construcción, agricultura y textiles. Los compradores encuentran fabricantes y distribuidores de equipos nuevos y reacondicionados, líneas de producción completas, repuestos y servicio posventa.',
      categories: {
        'Metalworking Machinery': {
          name: 'Maquinaria para metalmecánica',
          subCategories: {
            'CNC Machining Centers': 'Centros de mecanizado CNC',
            'CNC Lathes': 'Tornos CNC',
            'Milling Machines': 'Fresadoras',
            'Grinding Machines': 'Rectificadoras',
            'Drilling Machines': 'Taladradoras',
            'EDM Machines': 'Máquinas de electroerosión (EDM)',
          },
        },
        'Sheet Metal Machinery': {
          name: 'Maquinaria para chapa',
          subCategories: {
            'Laser Cutting Machines': 'Máquinas de corte por láser',
            'Press Brakes': 'Plegadoras',
            'Shearing Machines': 'Cizallas',
            'Punching Machines': 'Punzonadoras',
            'Plate Rolling Machines': 'Cilindradoras de chapa',
          },
        },
        'Plastic & Rubber Machinery': {
          name: 'Maquinaria para plásticos y caucho',
          subCategories: {
            'Injection Molding Machines': 'Máquinas de moldeo por inyección',
            'Extrusion Machines': 'Extrusoras',
            'Blow Molding Machines': 'Sopladoras',
            'Thermoforming Machines': 'Termoformadoras',
            'Plastic Granulators': 'Granuladores de plástico',
            'Rubber Processing Machines': 'Máquinas para procesamiento de caucho',
          },
        },
        'Packaging Machinery': {
          name: 'Maquinaria de envasado',
          subCategories: {
            'Filling Machines': 'Llenadoras',
            'Labeling Machines': 'Etiquetadoras',
            'Sealing Machines': 'Selladoras',
            'Wrapping Machines': 'Envolvedoras',
            'Cartoning Machines': 'Encartonadoras',
            Palletizers: 'Paletizadores',
          },
        },
        'Food Processing Machinery': {
          name: 'Maquinaria para procesamiento de alimentos',
          subCategories: {
            'Mixers & Blenders': 'Mezcladoras y batidoras',
            'Bakery Equipment': 'Equipos de panadería',
            'Meat Processing Machines': 'Máquinas para procesamiento de carne',
            'Beverage Processing Equipment': 'Equipos para procesamiento de bebidas',
            'Fruit & Vegetable Processing': 'Procesamiento de frutas y hortalizas',
            'Dairy Processing Equipment': 'Equipos para procesamiento de lácteos',
          },
        },
        'Construction Machinery': {
          name: 'Maquinaria de construcción',
          subCategories: {
            Excavators: 'Excavadoras',
            'Wheel Loaders': 'Cargadoras de ruedas',
            Bulldozers: 'Bulldozers',
            'Concrete Mixers': 'Mezcladoras de concreto',
            'Mobile Cranes': 'Grúas móviles',
            'Road Rollers': 'Rodillos compactadores',
          },
        },
        'Agricultural Machinery': {
          name: 'Maquinaria agrícola',
          subCategories: {
            Tractors: 'Tractores',
            Harvesters: 'Cosechadoras',
            'Seeders & Planters': 'Sembradoras y plantadoras',
            'Irrigation Equipment': 'Equipos de riego',
            Sprayers: 'Pulverizadoras',
            'Tillage Equipment': 'Equipos de labranza',
          },
        },
        'Textile Machinery': {
          name: 'Maquinaria textil',
          subCategories: {
            'Spinning Machines': 'Máquinas de hilatura',
            'Weaving Looms': 'Telares',
            'Knitting Machines': 'Máquinas de tejido de punto',
            'Industrial Sewing Machines': 'Máquinas de coser industriales',
            'Dyeing & Finishing Machines': 'Máquinas de teñido y acabado',
            'Embroidery Machines': 'Máquinas de bordar',
          },
        },
        'Woodworking Machinery': {
          name: 'Maquinaria para madera',
          subCategories: {
            'Panel Saws': 'Seccionadoras de paneles',
            'CNC Routers': 'Routers CNC',
            'Edge Banders': 'Chapadoras de cantos',
            'Planers & Thicknessers': 'Cepilladoras y regruesadoras',
            'Sanding Machines': 'Lijadoras',
          },
        },
      },
    },
    '0006': {
      name: 'Transmisión de potencia',
      description:
        'Las piezas mecánicas que llevan el movimiento y el par de un motor hasta la máquina: reductores, rodamientos, correas, cadenas, acoplamientos y guías lineales. Los compradores encuentran fabricantes y distribuidores de componentes de transmisión estándar y a medida, y de repuestos.',
      categories: {
        'Gears & Gearboxes': {
          name: 'Engranajes y reductores',
          subCategories: {
            'Helical Gearboxes': 'Reductores helicoidales',
            'Worm Gearboxes': 'Reductores de tornillo sinfín',
            'Planetary Gearboxes': 'Reductores planetarios',
            'Bevel Gearboxes': 'Reductores cónicos',
            'Spur Gears': 'Engranajes rectos',
            'Gear Racks': 'Cremalleras',
          },
        },
        Bearings: {
          name: 'Rodamientos',
          subCategories: {
            'Ball Bearings': 'Rodamientos de bolas',
            'Roller Bearings': 'Rodamientos de rodillos',
            'Linear Bearings': 'Rodamientos lineales',
            'Plain Bearings': 'Cojinetes de deslizamiento',
            'Pillow Block Units': 'Chumaceras y soportes de pie',
            'Slewing Bearings': 'Coronas de giro',
          },
        },
        'Electric Motors': {
          name: 'Motores eléctricos',
          subCategories: {
            'AC Induction Motors': 'Motores de inducción de CA',
            'Gear Motors': 'Motorreductores',
            'DC Motors': 'Motores de CC',
            'Brushless DC Motors': 'Motores de CC sin escobillas',
            'Explosion-proof Motors': 'Motores a prueba de explosión',
          },
        },
        'Belts & Pulleys': {
          name: 'Correas y poleas',
          subCategories: {
            'V-Belts': 'Correas trapezoidales',
            'Timing Belts': 'Correas dentadas',
            'Flat Belts': 'Correas planas',
            'Pulleys & Sheaves': 'Poleas lisas y acanaladas',
            'Belt Tensioners': 'Tensores de correa',
          },
        },
        'Chains & Sprockets': {
          name: 'Cadenas y piñones',
          subCategories: {
            'Roller Chains': 'Cadenas de rodillos',
            'Conveyor Chains': 'Cadenas transportadoras',
            'Leaf Chains': 'Cadenas de placas',
            'Silent Chains': 'Cadenas silenciosas',
            Sprockets: 'Piñones para cadena',
          },
        },
        'Couplings, Clutches & Brakes': {
          name: 'Acoplamientos, embragues y frenos',
          subCategories: {
            'Flexible Couplings': 'Acoplamientos flexibles',
            'Rigid Couplings': 'Acoplamientos rígidos',
            'Fluid Couplings': 'Acoplamientos hidráulicos',
            'Universal Joints': 'Juntas cardán',
            'Industrial Clutches': 'Embragues industriales',
            'Industrial Brakes': 'Frenos industriales',
          },
        },
        'Linear Motion': {
          name: 'Movimiento lineal',
          subCategories: {
            'Linear Guides': 'Guías lineales',
            'Ball Screws': 'Husillos de bolas',
            'Lead Screws': 'Husillos trapezoidales',
            'Linear Modules': 'Módulos lineales',
            'Shaft Supports': 'Soportes de eje',
          },
        },
        'Seals & Gaskets': {
          name: 'Sellos y juntas',
          subCategories: {
            'Oil Seals': 'Retenes',
            'O-Rings': 'Juntas tóricas (O-rings)',
            'Mechanical Seals': 'Sellos mecánicos',
            Gaskets: 'Juntas y empaques',
            'Hydraulic Seals': 'Sellos hidráulicos',
          },
        },
      },
    },
    '0007': {
      name: 'Ropa y confección',
      description:
        'Prendas para todos los segmentos del mercado, junto con los tejidos, los avíos y las fábricas que las producen. Los compradores encuentran confeccionistas, fabricantes de marca propia y fábricas textiles que aceptan pedidos por volumen y recurrentes.',
      categories: {
        "Men's Clothing": {
          name: 'Ropa de hombre',
          subCategories: {
            Shirts: 'Camisas',
            Trousers: 'Pantalones',
            'Suits & Blazers': 'Trajes y blazers',
            'T-Shirts & Polos': 'Camisetas y polos',
            'Jackets & Coats': 'Chaquetas y abrigos',
            Underwear: 'Ropa interior',
          },
        },
        "Women's Clothing": {
          name: 'Ropa de mujer',
          subCategories: {
            Dresses: 'Vestidos',
            'Blouses & Tops': 'Blusas y tops',
            Skirts: 'Faldas',
            'Pants & Leggings': 'Pantalones y leggings',
            'Jackets & Coats': 'Chaquetas y abrigos',
            Lingerie: 'Lencería',
          },
        },
        "Children's Clothing": {
          name: 'Ropa infantil',
          subCategories: {
            "Boys' Clothing": 'Ropa de niño',
            "Girls' Clothing": 'Ropa de niña',
            'School Uniforms': 'Uniformes escolares',
            "Kids' Outerwear": 'Ropa de abrigo infantil',
            "Kids' Sleepwear": 'Pijamas infantiles',
          },
        },
        Sportswear: {
          name: 'Ropa deportiva',
          subCategories: {
            Activewear: 'Ropa de entrenamiento',
            'Sports Jerseys': 'Camisetas de equipo',
            Swimwear: 'Trajes de baño',
            Tracksuits: 'Conjuntos deportivos',
            'Cycling Apparel': 'Ropa de ciclismo',
            'Yoga Wear': 'Ropa de yoga',
          },
        },
        'Workwear & Uniforms': {
          name: 'Ropa de trabajo y uniformes',
          subCategories: {
            Coveralls: 'Overoles y monos de trabajo',
            'High-Visibility Clothing': 'Ropa de alta visibilidad',
            'Medical Scrubs': 'Uniformes médicos',
            'Chef & Hospitality Uniforms': 'Uniformes de cocina y hostelería',
            'Corporate Uniforms': 'Uniformes corporativos',
            'Flame-Resistant Clothing': 'Ropa ignífuga',
          },
        },
        'Fabrics & Textiles': {
          name: 'Telas y textiles',
          subCategories: {
            'Cotton Fabrics': 'Telas de algodón',
            Denim: 'Denim',
            'Knitted Fabrics': 'Tejidos de punto',
            'Synthetic Fabrics': 'Telas sintéticas',
            'Wool Fabrics': 'Telas de lana',
            'Technical Textiles': 'Textiles técnicos',
          },
        },
        'Garment Trims & Accessories': {
          name: 'Avíos y accesorios para prendas',
          subCategories: {
            Zippers: 'Cierres y cremalleras',
            Buttons: 'Botones',
            'Labels & Tags': 'Etiquetas y colgantes',
            'Sewing Threads': 'Hilos de coser',
            'Laces & Ribbons': 'Encajes y cintas',
            Interlinings: 'Entretelas',
          },
        },
        'Apparel Manufacturing Services': {
          name: 'Servicios de confección',
          subCategories: {
            'Cut, Make & Trim (CMT)': 'Corte, confección y acabado (CMT)',
            'Private Label Manufacturing': 'Fabricación de marca propia',
            'Garment Printing': 'Estampado de prendas',
            'Embroidery Services': 'Servicios de bordado',
            'Pattern Making & Sampling': 'Patronaje y muestras',
          },
        },
      },
    },
    '0008': {
      name: 'Mundo del bebé',
      description:
        'Productos para bebés y niños pequeños, desde ropa y alimentación hasta artículos de paseo, muebles infantiles y juguetes. Los compradores encuentran fabricantes y titulares de marca cuyos productos cumplen las normas de seguridad infantil, para cadenas minoristas, farmacias y tiendas en línea.',
      categories: {
        'Baby Clothing': {
          name: 'Ropa de bebé',
          subCategories: {
            'Bodysuits & Rompers': 'Bodies y mamelucos',
            'Baby Sleepwear': 'Pijamas de bebé',
            'Baby Sets': 'Conjuntos de bebé',
            'Socks & Booties': 'Calcetines y escarpines',
            'Hats & Mittens': 'Gorros y manoplas',
          },
        },
        Feeding: {
          name: 'Alimentación',
          subCategories: {
            'Baby Bottles': 'Biberones',
            'Pacifiers & Teethers': 'Chupetes y mordedores',
            'Breast Pumps': 'Extractores de leche',
            Bibs: 'Baberos',
            'Baby Tableware': 'Vajilla infantil',
            'Bottle Sterilizers': 'Esterilizadores de biberones',
          },
        },
        'Diapers & Hygiene': {
          name: 'Pañales e higiene',
          subCategories: {
            'Disposable Diapers': 'Pañales desechables',
            'Cloth Diapers': 'Pañales de tela',
            'Baby Wipes': 'Toallitas húmedas',
            'Changing Mats': 'Cambiadores',
            'Baby Bath Products': 'Productos para el baño del bebé',
          },
        },
        'Strollers & Car Seats': {
          name: 'Cochecitos y sillas para auto',
          subCategories: {
            Strollers: 'Cochecitos',
            'Car Seats': 'Sillas para auto',
            'Baby Carriers': 'Portabebés',
            'Travel Systems': 'Sistemas de viaje',
            'Stroller Accessories': 'Accesorios para cochecitos',
          },
        },
        'Nursery Furniture': {
          name: 'Muebles infantiles',
          subCategories: {
            Cribs: 'Cunas',
            'Changing Tables': 'Mesas cambiadoras',
            'Crib Mattresses': 'Colchones para cuna',
            'High Chairs': 'Tronas y sillas altas',
            Playpens: 'Corralitos',
            'Nursery Bedding': 'Ropa de cuna',
          },
        },
        'Toys & Learning': {
          name: 'Juguetes y aprendizaje',
          subCategories: {
            'Plush Toys': 'Peluches',
            'Educational Toys': 'Juguetes educativos',
            Rattles: 'Sonajeros',
            'Activity Gyms': 'Gimnasios de actividades',
            'Bath Toys': 'Juguetes de baño',
            'Building Blocks': 'Bloques de construcción',
          },
        },
        'Baby Safety & Health': {
          name: 'Seguridad y salud del bebé',
          subCategories: {
            'Baby Monitors': 'Monitores para bebés',
            'Safety Gates': 'Barreras de seguridad',
            'Baby Thermometers': 'Termómetros para bebés',
            'Nasal Aspirators': 'Aspiradores nasales',
            'Outlet & Corner Protectors': 'Protectores de enchufes y esquinas',
          },
        },
      },
    },
    '0009': {
      name: 'Belleza y cuidado personal',
      description:
        'Cosméticos, productos de cuidado personal y los equipos que usan salones de belleza y spas. Los compradores encuentran titulares de marca, fabricantes de marca propia y por contrato, proveedores de ingredientes y fabricantes de envases para el sector de la belleza.',
      categories: {
        'Skin Care': {
          name: 'Cuidado de la piel',
          subCategories: {
            'Face Creams & Moisturizers': 'Cremas faciales e hidratantes',
            Serums: 'Sérums',
            Cleansers: 'Limpiadores faciales',
            Sunscreen: 'Protectores solares',
            'Face Masks': 'Mascarillas faciales',
            'Body Lotions': 'Lociones corporales',
          },
        },
        'Hair Care': {
          name: 'Cuidado del cabello',
          subCategories: {
            Shampoos: 'Champús',
            Conditioners: 'Acondicionadores',
            'Hair Dyes': 'Tintes para el cabello',
            'Hair Styling Products': 'Productos de peinado',
            'Hair Treatments': 'Tratamientos capilares',
            'Hair Extensions & Wigs': 'Extensiones y pelucas',
          },
        },
        Makeup: {
          name: 'Maquillaje',
          subCategories: {
            Foundations: 'Bases de maquillaje',
            Lipsticks: 'Labiales',
            'Eye Makeup': 'Maquillaje de ojos',
            'Nail Polish': 'Esmaltes de uñas',
            'Makeup Brushes & Tools': 'Brochas y accesorios de maquillaje',
          },
        },
        Fragrances: {
          name: 'Fragancias',
          subCategories: {
            Perfumes: 'Perfumes',
            'Body Mists': 'Brumas corporales',
            'Deodorants & Antiperspirants': 'Desodorantes y antitranspirantes',
            'Essential Oils': 'Aceites esenciales',
            'Fragrance Raw Materials': 'Materias primas para fragancias',
          },
        },
        'Personal Care Appliances': {
          name: 'Aparatos de cuidado personal',
          subCategories: {
            'Hair Dryers': 'Secadores de pelo',
            'Hair Straighteners & Curlers': 'Planchas y rizadores de pelo',
            'Electric Shavers': 'Afeitadoras eléctricas',
            Epilators: 'Depiladoras',
            'Electric Toothbrushes': 'Cepillos de dientes eléctricos',
          },
        },
        'Salon & Spa Equipment': {
          name: 'Equipamiento para salones y spas',
          subCategories: {
            'Salon Chairs': 'Sillones de peluquería',
            'Spa & Massage Beds': 'Camillas de spa y masaje',
            'Pedicure Stations': 'Estaciones de pedicura',
            'Professional Beauty Devices': 'Aparatos de estética profesional',
            'Nail Salon Equipment': 'Equipos para salones de uñas',
          },
        },
        'Cosmetic Packaging & Ingredients': {
          name: 'Envases e ingredientes cosméticos',
          subCategories: {
            'Cosmetic Bottles & Jars': 'Frascos y tarros cosméticos',
            'Airless Pumps': 'Bombas airless',
            'Cosmetic Tubes': 'Tubos cosméticos',
            'Cosmetic Raw Materials': 'Materias primas cosméticas',
            'Private Label Cosmetics': 'Cosmética de marca propia',
          },
        },
        'Oral Care & Hygiene': {
          name: 'Higiene bucal y personal',
          subCategories: {
            Toothpaste: 'Pastas dentales',
            Toothbrushes: 'Cepillos de dientes',
            Mouthwash: 'Enjuagues bucales',
            'Soaps & Shower Gels': 'Jabones y geles de ducha',
            'Feminine Hygiene': 'Higiene femenina',
          },
        },
      },
    },
    '0010': {
      name: 'Accesorios de moda',
      description:
        'Las piezas que completan un guardarropa: bolsos, calzado, joyería, relojes, gafas y pequeños accesorios. Los compradores encuentran talleres y fábricas que producen diseños propios o colecciones OEM para mayoristas, boutiques y marcas minoristas.',
      categories: {
        'Bags & Luggage': {
          name: 'Bolsos y equipaje',
          subCategories: {
            Handbags: 'Bolsos de mano',
            Backpacks: 'Mochilas',
            'Travel Luggage': 'Maletas de viaje',
            'Wallets & Purses': 'Carteras y monederos',
            Briefcases: 'Maletines',
            'Tote Bags': 'Bolsos tote',
          },
        },
        Footwear: {
          name: 'Calzado',
          subCategories: {
            "Men's Shoes": 'Zapatos de hombre',
            "Women's Shoes": 'Zapatos de mujer',
            Sneakers: 'Zapatillas deportivas',
            Boots: 'Botas',
            'Sandals & Slippers': 'Sandalias y pantuflas',
            "Children's Shoes": 'Calzado infantil',
          },
        },
        Jewelry: {
          name: 'Joyería',
          subCategories: {
            'Fine Jewelry': 'Alta joyería',
            'Fashion Jewelry': 'Bisutería',
            Rings: 'Anillos',
            'Necklaces & Pendants': 'Collares y colgantes',
            Earrings: 'Aretes y pendientes',
            Bracelets: 'Pulseras',
          },
        },
        Watches: {
          name: 'Relojes',
          subCategories: {
            'Wrist Watches': 'Relojes de pulsera',
            Smartwatches: 'Relojes inteligentes',
            'Watch Straps': 'Correas de reloj',
            'Watch Movements & Parts': 'Movimientos y piezas de relojería',
            'Watch Boxes & Displays': 'Estuches y exhibidores para relojes',
          },
        },
        Eyewear: {
          name: 'Gafas y anteojos',
          subCategories: {
            Sunglasses: 'Gafas de sol',
            'Optical Frames': 'Monturas ópticas',
            'Reading Glasses': 'Gafas de lectura',
            'Sports Eyewear': 'Gafas deportivas',
            'Eyewear Cases': 'Estuches para gafas',
          },
        },
        'Belts, Hats & Scarves': {
          name: 'Cinturones, sombreros y bufandas',
          subCategories: {
            'Leather Belts': 'Cinturones de cuero',
            'Hats & Caps': 'Sombreros y gorras',
            'Scarves & Shawls': 'Bufandas y chales',
            Gloves: 'Guantes',
            'Ties & Bow Ties': 'Corbatas y pajaritas',
          },
        },
        'Hair Accessories': {
          name: 'Accesorios para el cabello',
          subCategories: {
            'Hair Clips': 'Pinzas para el cabello',
            Headbands: 'Diademas',
            'Hair Ties & Scrunchies': 'Coleteros y scrunchies',
            'Hair Pins': 'Horquillas',
            'Bridal Hair Accessories': 'Tocados de novia',
          },
        },
      },
    },
    '0011': {
      name: 'Alimentos y agricultura',
      description:
        'Alimentos y bebidas desde el campo hasta el producto envasado listo para la venta, junto con los insumos de los que dependen los agricultores. Los compradores encuentran productores, procesadores, exportadores y envasadores por contrato de productos frescos, congelados, secos y embotellados, y proveedores de semillas, fertilizantes y alimento para animales.',
      categories: {
        'Fresh Produce': {
          name: 'Productos frescos',
          subCategories: {
            'Fresh Fruits': 'Frutas frescas',
            'Fresh Vegetables': 'Verduras frescas',
            'Fresh Herbs': 'Hierbas frescas',
            Mushrooms: 'Hongos y setas',
            'Nuts & Dried Fruits': 'Frutos secos y frutas deshidratadas',
          },
        },
        'Grains & Cereals': {
          name: 'Granos y cereales',
          subCategories: {
            Rice: 'Arroz',
            'Wheat & Flour': 'Trigo y harina',
            Corn: 'Maíz',
            'Pulses & Legumes': 'Legumbres',
            'Oats & Barley': 'Avena y cebada',
            Soybeans: 'Soja',
          },
        },
        'Meat, Poultry & Seafood': {
          name: 'Carnes, aves y productos del mar',
          subCategories: {
            Beef: 'Carne bovina',
            Pork: 'Carne de cerdo',
            Poultry: 'Aves de corral',
            Fish: 'Pescado',
            Shellfish: 'Mariscos',
            'Processed Meats': 'Carnes procesadas',
          },
        },
        'Dairy & Eggs': {
          name: 'Lácteos y huevos',
          subCategories: {
            Milk: 'Leche',
            Cheese: 'Queso',
            'Butter & Cream': 'Mantequilla y crema',
            Yogurt: 'Yogur',
            'Milk Powder': 'Leche en polvo',
            Eggs: 'Huevos',
          },
        },
        Beverages: {
          name: 'Bebidas',
          subCategories: {
            Coffee: 'Café',
            Tea: 'Té',
            'Fruit Juices': 'Jugos y zumos de frutas',
            'Soft Drinks': 'Refrescos',
            'Bottled Water': 'Agua embotellada',
            Wine: 'Vino',
            'Beer & Spirits': 'Cerveza y bebidas espirituosas',
          },
        },
        'Processed & Packaged Foods': {
          name: 'Alimentos procesados y envasados',
          subCategories: {
            'Canned Food': 'Conservas',
            'Frozen Food': 'Alimentos congelados',
            Snacks: 'Snacks',
            Confectionery: 'Confitería',
            'Bakery Products': 'Productos de panadería',
            'Sauces & Condiments': 'Salsas y condimentos',
          },
        },
        'Oils & Food Ingredients': {
          name: 'Aceites e ingredientes alimentarios',
          subCategories: {
            'Vegetable Oils': 'Aceites vegetales',
            'Olive Oil': 'Aceite de oliva',
            'Spices & Seasonings': 'Especias y sazonadores',
            'Sugar & Sweeteners': 'Azúcar y edulcorantes',
            'Food Additives': 'Aditivos alimentarios',
            Flavors: 'Aromas y saborizantes',
          },
        },
        'Agricultural Inputs': {
          name: 'Insumos agrícolas',
          subCategories: {
            Seeds: 'Semillas',
            Fertilizers: 'Fertilizantes',
            'Crop Protection': 'Protección de cultivos',
            'Animal Feed': 'Alimento para animales',
            Greenhouses: 'Invernaderos',
            'Irrigation Supplies': 'Suministros de riego',
          },
        },
        'Livestock & Aquaculture': {
          name: 'Ganadería y acuicultura',
          subCategories: {
            'Livestock Equipment': 'Equipos ganaderos',
            'Poultry Farming Equipment': 'Equipos avícolas',
            'Aquaculture Equipment': 'Equipos de acuicultura',
            'Veterinary Supplies': 'Suministros veterinarios',
            'Breeding Stock': 'Pie de cría',
          },
        },
      },
    },
    '0012': {
      name: 'Muebles',
      description:
        'Muebles para hogares, oficinas, hoteles, escuelas y hospitales, además de los herrajes y materiales con los que se fabrican. Los compradores encuentran fábricas de muebles y proveedores de equipamiento para colecciones minoristas, proyectos de amueblamiento y grandes licitaciones.',
      categories: {
        'Office Furniture': {
          name: 'Muebles de oficina',
          subCategories: {
            'Office Chairs': 'Sillas de oficina',
            'Office Desks': 'Escritorios de oficina',
            'Filing Cabinets': 'Archivadores',
            'Workstations & Cubicles': 'Estaciones de trabajo y cubículos',
            'Conference Tables': 'Mesas de juntas',
            'Reception Furniture': 'Muebles de recepción',
          },
        },
        'Home Furniture': {
          name: 'Muebles para el hogar',
          subCategories: {
            Sofas: 'Sofás',
            Beds: 'Camas',
            'Dining Tables': 'Mesas de comedor',
            Chairs: 'Sillas',
            Wardrobes: 'Armarios y roperos',
            'TV Stands': 'Muebles de TV',
          },
        },
        'Outdoor Furniture': {
          name: 'Muebles de exterior',
          subCategories: {
            'Garden Chairs': 'Sillas de jardín',
            'Patio Sets': 'Juegos de patio',
            'Sun Loungers': 'Tumbonas y camastros',
            'Umbrellas & Gazebos': 'Sombrillas y pérgolas',
            'Outdoor Tables': 'Mesas de exterior',
          },
        },
        'Hotel & Restaurant Furniture': {
          name: 'Muebles para hoteles y restaurantes',
          subCategories: {
            'Hotel Bedroom Sets': 'Juegos de dormitorio para hotel',
            'Restaurant Chairs': 'Sillas de restaurante',
            'Restaurant Tables': 'Mesas de restaurante',
            'Bar Stools': 'Taburetes de bar',
            'Banquet Furniture': 'Mobiliario para banquetes',
          },
        },
        'Institutional Furniture': {
          name: 'Mobiliario institucional',
          subCategories: {
            'School Furniture': 'Mobiliario escolar',
            'Hospital Furniture': 'Mobiliario hospitalario',
            'Library Furniture': 'Mobiliario de biblioteca',
            'Auditorium Seating': 'Butacas para auditorios',
            'Laboratory Furniture': 'Mobiliario de laboratorio',
          },
        },
        'Storage & Shelving': {
          name: 'Almacenaje y estanterías',
          subCategories: {
            Bookcases: 'Estanterías para libros',
            'Shelving Units': 'Módulos de estantería',
            Cabinets: 'Gabinetes',
            'Shoe Racks': 'Zapateros',
            'Steel Lockers': 'Casilleros metálicos',
          },
        },
        'Furniture Hardware & Materials': {
          name: 'Herrajes y materiales para muebles',
          subCategories: {
            Hinges: 'Bisagras',
            'Drawer Slides': 'Guías para cajones',
            'Handles & Knobs': 'Tiradores y pomos',
            'Furniture Legs': 'Patas para muebles',
            'Upholstery Fabrics': 'Telas de tapicería',
            'Wood Panels & Boards': 'Tableros y paneles de madera',
          },
        },
      },
    },
    '0013': {
      name: 'Salud',
      description:
        'Dispositivos médicos, insumos, medicamentos y suministros de laboratorio para hospitales, clínicas y farmacias. Los compradores encuentran fabricantes y distribuidores con las certificaciones que exigen los mercados regulados, como ISO 13485, el marcado CE y el registro ante la FDA.',
      categories: {
        'Medical Equipment': {
          name: 'Equipos médicos',
          subCategories: {
            'Diagnostic Imaging': 'Diagnóstico por imagen',
            'Patient Monitors': 'Monitores de paciente',
            'Ultrasound Systems': 'Ecógrafos',
            'ECG Machines': 'Electrocardiógrafos',
            Ventilators: 'Ventiladores mecánicos',
            Defibrillators: 'Desfibriladores',
          },
        },
        'Medical Consumables': {
          name: 'Insumos médicos',
          subCategories: {
            'Syringes & Needles': 'Jeringas y agujas',
            'Medical Gloves': 'Guantes médicos',
            'Bandages & Dressings': 'Vendas y apósitos',
            Catheters: 'Catéteres',
            'Face Masks': 'Mascarillas médicas',
            'Infusion Sets': 'Equipos de infusión',
          },
        },
        'Hospital Furniture & Equipment': {
          name: 'Mobiliario y equipamiento hospitalario',
          subCategories: {
            'Hospital Beds': 'Camas hospitalarias',
            Stretchers: 'Camillas',
            Wheelchairs: 'Sillas de ruedas',
            'Examination Tables': 'Mesas de exploración',
            'Medical Carts': 'Carros médicos',
            'Surgical Lights': 'Lámparas quirúrgicas',
          },
        },
        'Laboratory Equipment': {
          name: 'Equipos de laboratorio',
          subCategories: {
            'Laboratory Centrifuges': 'Centrífugas de laboratorio',
            Microscopes: 'Microscopios',
            'Clinical Analyzers': 'Analizadores clínicos',
            Incubators: 'Incubadoras',
            Pipettes: 'Pipetas',
            'Lab Consumables': 'Consumibles de laboratorio',
          },
        },
        Pharmaceuticals: {
          name: 'Productos farmacéuticos',
          subCategories: {
            'Generic Drugs': 'Medicamentos genéricos',
            'Active Pharmaceutical Ingredients (API)': 'Principios activos farmacéuticos (API)',
            'Over-the-Counter Medicines': 'Medicamentos de venta libre',
            'Vitamins & Supplements': 'Vitaminas y suplementos',
            'Herbal Medicines': 'Fitomedicamentos',
            'Veterinary Medicines': 'Medicamentos veterinarios',
          },
        },
        'Dental Supplies': {
          name: 'Suministros dentales',
          subCategories: {
            'Dental Chairs': 'Sillones dentales',
            'Dental Instruments': 'Instrumental dental',
            'Dental Materials': 'Materiales dentales',
            'Orthodontic Supplies': 'Suministros de ortodoncia',
            'Dental Imaging': 'Radiología dental',
          },
        },
        'Rehabilitation & Home Care': {
          name: 'Rehabilitación y cuidados en casa',
          subCategories: {
            'Mobility Aids': 'Ayudas para la movilidad',
            'Orthopedic Supports': 'Soportes ortopédicos',
            'Physiotherapy Equipment': 'Equipos de fisioterapia',
            'Blood Pressure Monitors': 'Tensiómetros',
            'Glucose Meters': 'Glucómetros',
            'Hearing Aids': 'Audífonos',
          },
        },
        'Sterilization & Disinfection': {
          name: 'Esterilización y desinfección',
          subCategories: {
            Autoclaves: 'Autoclaves',
            Disinfectants: 'Desinfectantes',
            'UV Sterilizers': 'Esterilizadores UV',
            'Sterilization Pouches': 'Bolsas de esterilización',
            'Washer-Disinfectors': 'Lavadoras-desinfectadoras',
          },
        },
      },
    },
    '0014': {
      name: 'Hogar y construcción',
      description:
        'Materiales, instalaciones y acabados para construir y remodelar viviendas y obras comerciales, además de electrodomésticos. Los compradores encuentran productores y distribuidores para constructoras, desarrolladoras y comercios de materiales de construcción, incluidas las estructuras prefabricadas.',
      categories: {
        'Building Materials': {
          name: 'Materiales de construcción',
          subCategories: {
            'Cement & Concrete': 'Cemento y concreto',
            'Bricks & Blocks': 'Ladrillos y bloques',
            'Structural Steel & Rebar': 'Acero estructural y varilla corrugada',
            'Lumber & Timber': 'Madera de construcción',
            'Insulation Materials': 'Materiales aislantes',
            'Roofing Materials': 'Materiales para techos y cubiertas',
          },
        },
        'Doors & Windows': {
          name: 'Puertas y ventanas',
          subCategories: {
            Doors: 'Puertas',
            Windows: 'Ventanas',
            'Garage Doors': 'Puertas de garaje',
            'Door & Window Hardware': 'Herrajes para puertas y ventanas',
            'Shutters & Blinds': 'Persianas y contraventanas',
          },
        },
        'Flooring & Tiles': {
          name: 'Pisos y azulejos',
          subCategories: {
            'Ceramic Tiles': 'Baldosas cerámicas',
            'Porcelain Tiles': 'Porcelanato',
            'Wood Flooring': 'Pisos de madera',
            'Vinyl Flooring': 'Pisos vinílicos',
            'Natural Stone': 'Piedra natural',
            'Carpets & Rugs': 'Alfombras y tapetes',
          },
        },
        'Plumbing & Sanitary Ware': {
          name: 'Plomería y sanitarios',
          subCategories: {
            Faucets: 'Grifería',
            Toilets: 'Inodoros',
            'Sinks & Basins': 'Fregaderos y lavabos',
            'Showers & Bathtubs': 'Duchas y bañeras',
            'Pipes & Fittings': 'Tuberías y conexiones',
            'Water Heaters': 'Calentadores de agua',
          },
        },
        'Kitchen & Bath': {
          name: 'Cocina y baño',
          subCategories: {
            'Kitchen Cabinets': 'Muebles de cocina',
            Countertops: 'Encimeras y cubiertas',
            'Range Hoods': 'Campanas extractoras',
            'Bathroom Vanities': 'Muebles de baño',
            'Bathroom Accessories': 'Accesorios de baño',
          },
        },
        Lighting: {
          name: 'Iluminación',
          subCategories: {
            'LED Bulbs & Tubes': 'Bombillas y tubos LED',
            'Indoor Lighting': 'Iluminación interior',
            'Outdoor Lighting': 'Iluminación exterior',
            'Industrial Lighting': 'Iluminación industrial',
            'Street Lights': 'Alumbrado público',
            'Smart Lighting': 'Iluminación inteligente',
          },
        },
        'Home Appliances': {
          name: 'Electrodomésticos',
          subCategories: {
            Refrigerators: 'Refrigeradores',
            'Washing Machines': 'Lavadoras',
            'Air Conditioners': 'Aires acondicionados',
            'Cooking Appliances': 'Aparatos de cocción',
            'Small Kitchen Appliances': 'Pequeños electrodomésticos de cocina',
            'Vacuum Cleaners': 'Aspiradoras',
          },
        },
        'Paints & Coatings': {
          name: 'Pinturas y recubrimientos',
          subCategories: {
            'Interior Paints': 'Pinturas para interiores',
            'Exterior Paints': 'Pinturas para exteriores',
            'Industrial Coatings': 'Recubrimientos industriales',
            Waterproofing: 'Impermeabilizantes',
            'Adhesives & Sealants': 'Adhesivos y selladores',
          },
        },
        'Prefabricated Buildings': {
          name: 'Construcciones prefabricadas',
          subCategories: {
            'Container Houses': 'Casas contenedor',
            'Steel Structure Buildings': 'Edificios de estructura de acero',
            'Modular Homes': 'Casas modulares',
            'Prefab Warehouses': 'Naves y bodegas prefabricadas',
            'Portable Cabins': 'Casetas portátiles',
          },
        },
      },
    },
    '0015': {
      name: 'Servicios empresariales',
      description:
        'Los servicios que hacen funcionar el comercio internacional: fletes y aduanas, inspección, financiamiento comercial, marketing y consultoría. Compradores y vendedores encuentran socios para mover mercancías, verificar la calidad, cobrar con seguridad y entrar en nuevos mercados.',
      categories: {
        'Logistics & Freight': {
          name: 'Logística y fletes',
          subCategories: {
            'Ocean Freight': 'Flete marítimo',
            'Air Freight': 'Flete aéreo',
            'Road Freight': 'Transporte por carretera',
            'Rail Freight': 'Transporte ferroviario',
            Warehousing: 'Almacenamiento',
            'Freight Forwarding': 'Agenciamiento de carga',
          },
        },
        'Customs & Trade Compliance': {
          name: 'Aduanas y cumplimiento comercial',
          subCategories: {
            'Customs Brokerage': 'Despacho aduanero',
            'Import & Export Documentation': 'Documentación de importación y exportación',
            'Trade Compliance Consulting': 'Consultoría en cumplimiento comercial',
            'Certificates of Origin': 'Certificados de origen',
            'Tariff Classification': 'Clasificación arancelaria',
          },
        },
        'Inspection & Certification': {
          name: 'Inspección y certificación',
          subCategories: {
            'Pre-shipment Inspection': 'Inspección previa al embarque',
            'Factory Audits': 'Auditorías de fábrica',
            'Product Testing': 'Ensayos de productos',
            'ISO Certification': 'Certificación ISO',
            'CE & UL Certification': 'Certificación CE y UL',
          },
        },
        'Trade Finance & Payments': {
          name: 'Financiamiento comercial y pagos',
          subCategories: {
            'Letters of Credit': 'Cartas de crédito',
            'Export Credit Insurance': 'Seguro de crédito a la exportación',
            Factoring: 'Factoraje',
            'Supply Chain Finance': 'Financiamiento de la cadena de suministro',
            'International Payments': 'Pagos internacionales',
            'Currency Exchange': 'Cambio de divisas',
          },
        },
        'Marketing & Advertising': {
          name: 'Marketing y publicidad',
          subCategories: {
            'Digital Marketing': 'Marketing digital',
            'Trade Show Services': 'Servicios para ferias comerciales',
            'Branding & Design': 'Branding y diseño',
            'Market Research': 'Investigación de mercados',
            'Translation & Localization': 'Traducción y localización',
            'Product Photography': 'Fotografía de productos',
          },
        },
        Consulting: {
          name: 'Consultoría',
          subCategories: {
            'Business Consulting': 'Consultoría empresarial',
            'Market Entry Consulting': 'Consultoría de entrada a mercados',
            'Engineering Consulting': 'Consultoría de ingeniería',
            'Legal Services': 'Servicios jurídicos',
            'Accounting & Tax': 'Contabilidad e impuestos',
            'Recruitment & HR': 'Reclutamiento y recursos humanos',
          },
        },
        'Sourcing & Manufacturing Services': {
          name: 'Servicios de abastecimiento y fabricación',
          subCategories: {
            'Sourcing Agents': 'Agentes de abastecimiento',
            'Contract Manufacturing': 'Fabricación por contrato',
            'OEM & ODM Services': 'Servicios OEM y ODM',
            'Product Design': 'Diseño de productos',
            Prototyping: 'Prototipado',
          },
        },
        'Industrial Services': {
          name: 'Servicios industriales',
          subCategories: {
            'Equipment Maintenance & Repair': 'Mantenimiento y reparación de equipos',
            'Installation & Commissioning': 'Instalación y puesta en marcha',
            'Industrial Cleaning': 'Limpieza industrial',
            'Machine Relocation': 'Traslado de maquinaria',
            'Calibration Services': 'Servicios de calibración',
          },
        },
      },
    },
  },
};
