// Data (reference names in Portuguese (Brazil)): the industry tree, business types, job positions and genders.
import type { ReferenceNames } from './reference-names.ts';

/** Portuguese (Brazil) names of the reference values, keyed by what they translate (see reference-names.ts). */
export const pt: ReferenceNames = {
  genders: {
    F: 'Feminino',
    M: 'Masculino',
    X: 'Não binário',
    N: 'Prefiro não informar',
  },
  businessTypes: {
    MA: 'Fabricantes',
    DI: 'Distribuidores',
    WS: 'Atacadistas',
    IM: 'Importadores',
    EX: 'Exportadores',
    RE: 'Varejistas',
    IN: 'Investidores',
    CO: 'Consultores',
    GO: 'Governo',
  },
  jobPositions: {
    'Owner / Founder': 'Proprietário / Fundador',
    'Chief Executive Officer (CEO)': 'Diretor executivo (CEO)',
    President: 'Presidente',
    'General Manager': 'Gerente geral',
    'Managing Director': 'Diretor-geral',
    'Chief Operating Officer (COO)': 'Diretor de operações (COO)',
    'Chief Financial Officer (CFO)': 'Diretor financeiro (CFO)',
    'Chief Technology Officer (CTO)': 'Diretor de tecnologia (CTO)',
    Partner: 'Sócio',
    'Purchasing Manager': 'Gerente de compras',
    'Procurement Specialist': 'Especialista em suprimentos',
    Buyer: 'Comprador',
    'Export Manager': 'Gerente de exportação',
    'Import Manager': 'Gerente de importação',
    'International Trade Specialist': 'Especialista em comércio exterior',
    'Customs Broker': 'Despachante aduaneiro',
    'Sales Director': 'Diretor de vendas',
    'Sales Manager': 'Gerente de vendas',
    'Sales Representative': 'Representante de vendas',
    'Business Development Manager': 'Gerente de desenvolvimento de negócios',
    'Key Account Manager': 'Gerente de contas-chave',
    'Marketing Manager': 'Gerente de marketing',
    'Distributor / Agent': 'Distribuidor / Agente',
    'Operations Manager': 'Gerente de operações',
    'Plant Manager': 'Gerente de fábrica',
    'Production Supervisor': 'Supervisor de produção',
    'Supply Chain Manager': 'Gerente de cadeia de suprimentos',
    'Logistics Coordinator': 'Coordenador de logística',
    'Warehouse Manager': 'Gerente de armazém',
    'Engineering Manager': 'Gerente de engenharia',
    'R&D Engineer': 'Engenheiro de P&D',
    'Product Manager': 'Gerente de produto',
    'Quality Manager': 'Gerente de qualidade',
    'Maintenance Manager': 'Gerente de manutenção',
    'Finance Manager': 'Gerente financeiro',
    'Human Resources Manager': 'Gerente de recursos humanos',
    Consultant: 'Consultor',
    'Administrative Assistant': 'Assistente administrativo',
    Other: 'Outro',
  },
  industries: {
    '0001': {
      name: 'Automação',
      description:
        'Tudo o que faz uma fábrica funcionar sozinha: robôs, controladores, sensores, acionamentos e as redes que os interligam. Os compradores encontram fabricantes e integradores de automação industrial e de processos, de componentes avulsos a células turnkey completas.',
      categories: {
        'Industrial Robots': {
          name: 'Robôs industriais',
          subCategories: {
            'Articulated Robots': 'Robôs articulados',
            'SCARA Robots': 'Robôs SCARA',
            'Collaborative Robots': 'Robôs colaborativos',
            'Delta Robots': 'Robôs delta',
            'Cartesian & Gantry Robots': 'Robôs cartesianos e pórticos',
            'Robot Grippers & End Effectors': 'Garras e efetuadores para robôs',
            'Robot Controllers & Teach Pendants': 'Controladores de robôs e teach pendants',
          },
        },
        'PLC & Control Systems': {
          name: 'CLP e sistemas de controle',
          subCategories: {
            'Programmable Logic Controllers (PLC)': 'Controladores lógicos programáveis (CLP)',
            'Distributed Control Systems (DCS)': 'Sistemas digitais de controle distribuído (SDCD)',
            'SCADA Software': 'Software SCADA',
            'Programmable Automation Controllers (PAC)': 'Controladores de automação programáveis (PAC)',
            'Remote I/O Modules': 'Módulos de E/S remota',
            'Safety Controllers': 'Controladores de segurança',
          },
        },
        Sensors: {
          name: 'Sensores',
          subCategories: {
            'Proximity Sensors': 'Sensores de proximidade',
            'Photoelectric Sensors': 'Sensores fotoelétricos',
            'Pressure Sensors & Transmitters': 'Sensores e transmissores de pressão',
            'Temperature Sensors': 'Sensores de temperatura',
            'Level Sensors': 'Sensores de nível',
            'Flow Meters': 'Medidores de vazão',
            'Vision Sensors': 'Sensores de visão',
          },
        },
        'Motion Control': {
          name: 'Controle de movimento',
          subCategories: {
            'Servo Motors & Drives': 'Servomotores e servoacionamentos',
            'Stepper Motors & Drivers': 'Motores de passo e drivers',
            'Variable Frequency Drives': 'Inversores de frequência',
            'Motion Controllers': 'Controladores de movimento',
            'Linear Actuators': 'Atuadores lineares',
            Encoders: 'Encoders',
          },
        },
        'Human Machine Interface (HMI)': {
          name: 'Interface homem-máquina (IHM)',
          subCategories: {
            'Touch Panels': 'Painéis touch screen',
            'Industrial Panel PCs': 'PCs industriais de painel',
            'Operator Terminals': 'Terminais de operação',
            'Industrial Monitors': 'Monitores industriais',
            'Pushbuttons & Pilot Lights': 'Botoeiras e sinaleiros',
          },
        },
        'Industrial Networking': {
          name: 'Redes industriais',
          subCategories: {
            'Industrial Ethernet Switches': 'Switches Ethernet industriais',
            'Fieldbus Modules': 'Módulos fieldbus',
            'IIoT Gateways': 'Gateways IIoT',
            'Industrial Wireless': 'Comunicação sem fio industrial',
            'Protocol Converters': 'Conversores de protocolo',
            'Industrial Routers & Firewalls': 'Roteadores e firewalls industriais',
          },
        },
        'Pneumatics & Hydraulics': {
          name: 'Pneumática e hidráulica',
          subCategories: {
            'Pneumatic Cylinders': 'Cilindros pneumáticos',
            'Solenoid Valves': 'Válvulas solenoides',
            'Air Preparation Units': 'Unidades de tratamento de ar',
            'Hydraulic Pumps': 'Bombas hidráulicas',
            'Hydraulic Valves': 'Válvulas hidráulicas',
            'Fittings & Tubing': 'Conexões e tubos',
          },
        },
        'Machine Vision': {
          name: 'Visão de máquina',
          subCategories: {
            'Industrial Cameras': 'Câmeras industriais',
            'Smart Vision Systems': 'Sistemas de visão inteligentes',
            'Barcode & 2D Code Readers': 'Leitores de código de barras e 2D',
            'Vision Lighting': 'Iluminação para visão de máquina',
            'Lenses & Optics': 'Lentes e ópticas',
          },
        },
        'Safety Automation': {
          name: 'Automação de segurança',
          subCategories: {
            'Safety Light Curtains': 'Cortinas de luz de segurança',
            'Safety Relays': 'Relés de segurança',
            'Safety Interlock Switches': 'Chaves de intertravamento de segurança',
            'Emergency Stop Devices': 'Dispositivos de parada de emergência',
            'Safety Laser Scanners': 'Scanners a laser de segurança',
          },
        },
      },
    },
    '0002': {
      name: 'Eletrônica e TI',
      description:
        'Componentes, placas, hardware e software para empresas que fabricam ou operam sistemas eletrônicos. Os compradores encontram distribuidores de componentes, fabricantes e montadoras de PCI, fornecedores de hardware e prestadores de serviços de TI prontos para cotar grandes volumes.',
      categories: {
        'Electronic Components': {
          name: 'Componentes eletrônicos',
          subCategories: {
            'Integrated Circuits': 'Circuitos integrados',
            Capacitors: 'Capacitores',
            Resistors: 'Resistores',
            Connectors: 'Conectores',
            'Diodes & Transistors': 'Diodos e transistores',
            Relays: 'Relés',
            'Crystals & Oscillators': 'Cristais e osciladores',
          },
        },
        'Printed Circuit Boards': {
          name: 'Placas de circuito impresso',
          subCategories: {
            'PCB Manufacturing': 'Fabricação de PCI',
            'PCB Assembly (PCBA)': 'Montagem de PCI (PCBA)',
            'Flexible PCBs': 'PCIs flexíveis',
            'PCB Prototyping': 'Prototipagem de PCI',
            'PCB Design Services': 'Serviços de projeto de PCI',
          },
        },
        'Computer Hardware': {
          name: 'Hardware de informática',
          subCategories: {
            Servers: 'Servidores',
            'Desktop Computers': 'Computadores de mesa',
            Laptops: 'Notebooks',
            'Industrial Computers': 'Computadores industriais',
            'Storage Devices': 'Dispositivos de armazenamento',
            'Computer Peripherals': 'Periféricos de informática',
          },
        },
        'Networking & Telecommunications': {
          name: 'Redes e telecomunicações',
          subCategories: {
            'Routers & Switches': 'Roteadores e switches',
            'Fiber Optic Equipment': 'Equipamentos de fibra óptica',
            'Wireless Access Points': 'Pontos de acesso sem fio',
            'Network Cables': 'Cabos de rede',
            'Telecom Equipment': 'Equipamentos de telecomunicações',
            Antennas: 'Antenas',
          },
        },
        'Software & IT Services': {
          name: 'Software e serviços de TI',
          subCategories: {
            'ERP Software': 'Software ERP',
            'CRM Software': 'Software CRM',
            'Cloud Services': 'Serviços em nuvem',
            Cybersecurity: 'Cibersegurança',
            'Custom Software Development': 'Desenvolvimento de software sob medida',
            'IT Outsourcing': 'Terceirização de TI',
          },
        },
        'Consumer Electronics': {
          name: 'Eletrônicos de consumo',
          subCategories: {
            'Mobile Phones': 'Celulares',
            'Audio & Video Equipment': 'Equipamentos de áudio e vídeo',
            'Smart Home Devices': 'Dispositivos de casa inteligente',
            Wearables: 'Wearables',
            'Chargers & Power Banks': 'Carregadores e baterias portáteis',
          },
        },
        Displays: {
          name: 'Displays',
          subCategories: {
            'LCD Modules': 'Módulos LCD',
            'LED Displays': 'Displays de LED',
            'Touch Screens': 'Telas touch screen',
            'OLED Displays': 'Displays OLED',
            'Digital Signage': 'Sinalização digital',
          },
        },
        'Test & Measurement': {
          name: 'Teste e medição',
          subCategories: {
            Oscilloscopes: 'Osciloscópios',
            Multimeters: 'Multímetros',
            'Signal Generators': 'Geradores de sinais',
            'Spectrum Analyzers': 'Analisadores de espectro',
            'Power Analyzers': 'Analisadores de energia',
          },
        },
        'Security & Surveillance': {
          name: 'Segurança e vigilância',
          subCategories: {
            'CCTV Cameras': 'Câmeras de CFTV',
            'Network Video Recorders': 'Gravadores de vídeo em rede (NVR)',
            'Access Control Systems': 'Sistemas de controle de acesso',
            'Alarm Systems': 'Sistemas de alarme',
            'Intercom Systems': 'Sistemas de interfone',
          },
        },
      },
    },
    '0003': {
      name: 'Energia',
      description:
        'Equipamentos para gerar, armazenar e distribuir energia, das renováveis às usinas convencionais e à cadeia de petróleo e gás. Os compradores encontram fabricantes, empresas de EPC e distribuidores para projetos de energia de concessionárias, comerciais e industriais.',
      categories: {
        'Solar Energy': {
          name: 'Energia solar',
          subCategories: {
            'Solar Panels': 'Painéis solares',
            'Solar Inverters': 'Inversores solares',
            'Solar Mounting Systems': 'Estruturas de fixação solar',
            'Charge Controllers': 'Controladores de carga',
            'Solar Water Heaters': 'Aquecedores solares de água',
            'Solar Street Lights': 'Postes de iluminação solar',
          },
        },
        'Wind Energy': {
          name: 'Energia eólica',
          subCategories: {
            'Wind Turbines': 'Aerogeradores',
            'Turbine Blades': 'Pás de aerogeradores',
            'Wind Turbine Gearboxes': 'Caixas multiplicadoras para aerogeradores',
            'Towers & Foundations': 'Torres e fundações',
            'Small Wind Systems': 'Sistemas eólicos de pequeno porte',
          },
        },
        'Power Generation': {
          name: 'Geração de energia',
          subCategories: {
            'Diesel Generators': 'Geradores a diesel',
            'Gas Generators': 'Geradores a gás',
            'Gas Turbines': 'Turbinas a gás',
            'Steam Turbines': 'Turbinas a vapor',
            'Cogeneration (CHP) Plants': 'Usinas de cogeração (CHP)',
            'Hydro Turbines': 'Turbinas hidráulicas',
          },
        },
        'Energy Storage': {
          name: 'Armazenamento de energia',
          subCategories: {
            'Lithium-ion Batteries': 'Baterias de íons de lítio',
            'Lead-acid Batteries': 'Baterias de chumbo-ácido',
            'Battery Energy Storage Systems': 'Sistemas de armazenamento de energia em baterias',
            'Battery Management Systems': 'Sistemas de gerenciamento de baterias',
            'Flow Batteries': 'Baterias de fluxo',
          },
        },
        'Power Distribution': {
          name: 'Distribuição de energia',
          subCategories: {
            Transformers: 'Transformadores',
            Switchgear: 'Painéis de manobra (switchgear)',
            'Circuit Breakers': 'Disjuntores',
            'Distribution Panels': 'Quadros de distribuição',
            'Power Cables': 'Cabos de potência',
            'Busbar Systems': 'Barramentos blindados',
          },
        },
        'Oil & Gas': {
          name: 'Petróleo e gás',
          subCategories: {
            'Drilling Equipment': 'Equipamentos de perfuração',
            'Oil Country Tubular Goods': 'Produtos tubulares para poços (OCTG)',
            'Wellhead Equipment': 'Equipamentos de cabeça de poço',
            'Refinery Equipment': 'Equipamentos de refinaria',
            'Pipeline Equipment': 'Equipamentos para dutos',
            'Storage Tanks': 'Tanques de armazenamento',
          },
        },
        'Power Quality & Backup': {
          name: 'Qualidade de energia e backup',
          subCategories: {
            'Uninterruptible Power Supplies (UPS)': 'Nobreaks (UPS)',
            'Voltage Stabilizers': 'Estabilizadores de tensão',
            'Power Factor Correction': 'Correção do fator de potência',
            'Surge Protectors': 'Protetores contra surtos (DPS)',
            'Energy Meters': 'Medidores de energia',
          },
        },
        'Bioenergy & Hydrogen': {
          name: 'Bioenergia e hidrogênio',
          subCategories: {
            'Biomass Boilers': 'Caldeiras a biomassa',
            'Biogas Plants': 'Usinas de biogás',
            Biofuels: 'Biocombustíveis',
            Electrolyzers: 'Eletrolisadores',
            'Fuel Cells': 'Células a combustível',
          },
        },
        'EV Charging': {
          name: 'Recarga de veículos elétricos',
          subCategories: {
            'AC Wallbox Chargers': 'Carregadores de parede CA (wallbox)',
            'DC Fast Chargers': 'Carregadores rápidos CC',
            'Charging Cables & Connectors': 'Cabos e conectores de recarga',
            'Charging Management Software': 'Software de gestão de recarga',
          },
        },
      },
    },
    '0004': {
      name: 'Tecnologia industrial',
      description:
        'As ferramentas, os instrumentos e os equipamentos de fábrica que mantêm oficinas e indústrias produtivas e seguras. Os compradores encontram fornecedores de ferramentas, soldagem, movimentação de materiais, manuseio de fluidos, ar comprimido e equipamentos de proteção para a operação e a manutenção do dia a dia.',
      categories: {
        'Industrial Tools': {
          name: 'Ferramentas industriais',
          subCategories: {
            'Power Tools': 'Ferramentas elétricas',
            'Hand Tools': 'Ferramentas manuais',
            'Cutting Tools': 'Ferramentas de corte',
            Abrasives: 'Abrasivos',
            'Measuring Tools': 'Ferramentas de medição',
            'Tool Storage': 'Armazenamento de ferramentas',
          },
        },
        'Welding & Cutting': {
          name: 'Soldagem e corte',
          subCategories: {
            'Arc Welding Machines': 'Máquinas de solda a arco',
            'Welding Consumables': 'Consumíveis de soldagem',
            'Plasma Cutters': 'Máquinas de corte a plasma',
            'Laser Welding Systems': 'Sistemas de soldagem a laser',
            'Soldering Stations': 'Estações de solda',
            'Welding Safety Gear': 'Equipamentos de proteção para soldagem',
          },
        },
        'Material Handling': {
          name: 'Movimentação de materiais',
          subCategories: {
            Forklifts: 'Empilhadeiras',
            Conveyors: 'Transportadores',
            'Hoists & Cranes': 'Talhas e pontes rolantes',
            'Pallet Jacks': 'Paleteiras',
            'Automated Guided Vehicles (AGV)': 'Veículos guiados automaticamente (AGV)',
            'Storage Racks': 'Estruturas porta-paletes',
          },
        },
        'Pumps & Valves': {
          name: 'Bombas e válvulas',
          subCategories: {
            'Centrifugal Pumps': 'Bombas centrífugas',
            'Positive Displacement Pumps': 'Bombas de deslocamento positivo',
            'Ball Valves': 'Válvulas de esfera',
            'Gate & Globe Valves': 'Válvulas gaveta e globo',
            'Butterfly Valves': 'Válvulas borboleta',
            'Check Valves': 'Válvulas de retenção',
          },
        },
        'Industrial Instruments': {
          name: 'Instrumentos industriais',
          subCategories: {
            'Pressure Gauges': 'Manômetros',
            'Industrial Thermometers': 'Termômetros industriais',
            'Gas Analyzers': 'Analisadores de gases',
            'Calibration Equipment': 'Equipamentos de calibração',
            'Data Loggers': 'Data loggers',
          },
        },
        'Compressors & Vacuum': {
          name: 'Compressores e vácuo',
          subCategories: {
            'Screw Compressors': 'Compressores de parafuso',
            'Piston Compressors': 'Compressores de pistão',
            'Air Dryers': 'Secadores de ar',
            'Vacuum Pumps': 'Bombas de vácuo',
            'Compressed Air Filters': 'Filtros de ar comprimido',
          },
        },
        'Filtration & Separation': {
          name: 'Filtração e separação',
          subCategories: {
            'Industrial Filters': 'Filtros industriais',
            'Dust Collectors': 'Coletores de pó',
            'Industrial Centrifuges': 'Centrífugas industriais',
            'Water Treatment Systems': 'Sistemas de tratamento de água',
            'Oil Filtration Systems': 'Sistemas de filtração de óleo',
          },
        },
        'Personal Protective Equipment': {
          name: 'Equipamentos de proteção individual (EPI)',
          subCategories: {
            'Safety Helmets': 'Capacetes de segurança',
            'Safety Gloves': 'Luvas de segurança',
            'Protective Clothing': 'Roupas de proteção',
            'Respiratory Protection': 'Proteção respiratória',
            'Safety Footwear': 'Calçados de segurança',
            'Eye & Face Protection': 'Proteção para olhos e rosto',
          },
        },
        'Fasteners & Hardware': {
          name: 'Fixadores e ferragens',
          subCategories: {
            'Bolts & Nuts': 'Parafusos sextavados e porcas',
            Screws: 'Parafusos',
            Washers: 'Arruelas',
            Rivets: 'Rebites',
            Anchors: 'Buchas e chumbadores',
            'Threaded Rods': 'Barras roscadas',
          },
        },
      },
    },
    '0005': {
      name: 'Máquinas',
      description:
        'Máquinas de produção para metalurgia, plásticos, embalagem, alimentos, construção, agricultura e têxteis. Os compradores encontram fabricantes e revendedores de equipamentos novos e recondicionados, linhas de produção completas, peças de reposição e assistência pós-venda.',
      categories: {
        'Metalworking Machinery': {
          name: 'Máquinas para usinagem de metais',
          subCategories: {
            'CNC Machining Centers': 'Centros de usinagem CNC',
            'CNC Lathes': 'Tornos CNC',
            'Milling Machines': 'Fresadoras',
            'Grinding Machines': 'Retificadoras',
            'Drilling Machines': 'Furadeiras de coluna',
            'EDM Machines': 'Máquinas de eletroerosão (EDM)',
          },
        },
        'Sheet Metal Machinery': {
          name: 'Máquinas para chapas metálicas',
          subCategories: {
            'Laser Cutting Machines': 'Máquinas de corte a laser',
            'Press Brakes': 'Prensas dobradeiras',
            'Shearing Machines': 'Guilhotinas',
            'Punching Machines': 'Puncionadeiras',
            'Plate Rolling Machines': 'Calandras de chapas',
          },
        },
        'Plastic & Rubber Machinery': {
          name: 'Máquinas para plástico e borracha',
          subCategories: {
            'Injection Molding Machines': 'Injetoras de plástico',
            'Extrusion Machines': 'Extrusoras',
            'Blow Molding Machines': 'Sopradoras',
            'Thermoforming Machines': 'Termoformadoras',
            'Plastic Granulators': 'Granuladores de plástico',
            'Rubber Processing Machines': 'Máquinas para processamento de borracha',
          },
        },
        'Packaging Machinery': {
          name: 'Máquinas de embalagem',
          subCategories: {
            'Filling Machines': 'Envasadoras',
            'Labeling Machines': 'Rotuladoras',
            'Sealing Machines': 'Seladoras',
            'Wrapping Machines': 'Envolvedoras',
            'Cartoning Machines': 'Encartuchadeiras',
            Palletizers: 'Paletizadores',
          },
        },
        'Food Processing Machinery': {
          name: 'Máquinas para processamento de alimentos',
          subCategories: {
            'Mixers & Blenders': 'Misturadores e batedeiras',
            'Bakery Equipment': 'Equipamentos para panificação',
            'Meat Processing Machines': 'Máquinas para processamento de carnes',
            'Beverage Processing Equipment': 'Equipamentos para processamento de bebidas',
            'Fruit & Vegetable Processing': 'Processamento de frutas e hortaliças',
            'Dairy Processing Equipment': 'Equipamentos para laticínios',
          },
        },
        'Construction Machinery': {
          name: 'Máquinas para construção',
          subCategories: {
            Excavators: 'Escavadeiras',
            'Wheel Loaders': 'Pás carregadeiras',
            Bulldozers: 'Tratores de esteira',
            'Concrete Mixers': 'Betoneiras',
            'Mobile Cranes': 'Guindastes móveis',
            'Road Rollers': 'Rolos compactadores',
          },
        },
        'Agricultural Machinery': {
          name: 'Máquinas agrícolas',
          subCategories: {
            Tractors: 'Tratores',
            Harvesters: 'Colheitadeiras',
            'Seeders & Planters': 'Semeadoras e plantadeiras',
            'Irrigation Equipment': 'Equipamentos de irrigação',
            Sprayers: 'Pulverizadores',
            'Tillage Equipment': 'Equipamentos de preparo do solo',
          },
        },
        'Textile Machinery': {
          name: 'Máquinas têxteis',
          subCategories: {
            'Spinning Machines': 'Máquinas de fiação',
            'Weaving Looms': 'Teares',
            'Knitting Machines': 'Máquinas de malharia',
            'Industrial Sewing Machines': 'Máquinas de costura industriais',
            'Dyeing & Finishing Machines': 'Máquinas de tinturaria e acabamento',
            'Embroidery Machines': 'Máquinas de bordar',
          },
        },
        'Woodworking Machinery': {
          name: 'Máquinas para madeira',
          subCategories: {
            'Panel Saws': 'Seccionadoras de painéis',
            'CNC Routers': 'Routers CNC',
            'Edge Banders': 'Coladeiras de borda',
            'Planers & Thicknessers': 'Plainas e desengrossadeiras',
            'Sanding Machines': 'Lixadeiras',
          },
        },
      },
    },
    '0006': {
      name: 'Transmissão de potência',
      description:
        'As peças mecânicas que levam movimento e torque do motor até a máquina: redutores, rolamentos, correias, correntes, acoplamentos e guias lineares. Os compradores encontram fabricantes e distribuidores de componentes de transmissão padrão e sob encomenda, além de peças de reposição.',
      categories: {
        'Gears & Gearboxes': {
          name: 'Engrenagens e redutores',
          subCategories: {
            'Helical Gearboxes': 'Redutores helicoidais',
            'Worm Gearboxes': 'Redutores de rosca sem fim',
            'Planetary Gearboxes': 'Redutores planetários',
            'Bevel Gearboxes': 'Redutores cônicos',
            'Spur Gears': 'Engrenagens de dentes retos',
            'Gear Racks': 'Cremalheiras',
          },
        },
        Bearings: {
          name: 'Rolamentos',
          subCategories: {
            'Ball Bearings': 'Rolamentos de esferas',
            'Roller Bearings': 'Rolamentos de rolos',
            'Linear Bearings': 'Rolamentos lineares',
            'Plain Bearings': 'Mancais de deslizamento',
            'Pillow Block Units': 'Mancais com rolamento',
            'Slewing Bearings': 'Rolamentos de giro',
          },
        },
        'Electric Motors': {
          name: 'Motores elétricos',
          subCategories: {
            'AC Induction Motors': 'Motores de indução CA',
            'Gear Motors': 'Motorredutores',
            'DC Motors': 'Motores CC',
            'Brushless DC Motors': 'Motores CC sem escovas',
            'Explosion-proof Motors': 'Motores à prova de explosão',
          },
        },
        'Belts & Pulleys': {
          name: 'Correias e polias',
          subCategories: {
            'V-Belts': 'Correias em V',
            'Timing Belts': 'Correias sincronizadoras',
            'Flat Belts': 'Correias planas',
            'Pulleys & Sheaves': 'Polias',
            'Belt Tensioners': 'Tensionadores de correia',
          },
        },
        'Chains & Sprockets': {
          name: 'Correntes e rodas dentadas',
          subCategories: {
            'Roller Chains': 'Correntes de rolos',
            'Conveyor Chains': 'Correntes transportadoras',
            'Leaf Chains': 'Correntes de placas',
            'Silent Chains': 'Correntes silenciosas',
            Sprockets: 'Rodas dentadas',
          },
        },
        'Couplings, Clutches & Brakes': {
          name: 'Acoplamentos, embreagens e freios',
          subCategories: {
            'Flexible Couplings': 'Acoplamentos flexíveis',
            'Rigid Couplings': 'Acoplamentos rígidos',
            'Fluid Couplings': 'Acoplamentos hidráulicos',
            'Universal Joints': 'Juntas cardã',
            'Industrial Clutches': 'Embreagens industriais',
            'Industrial Brakes': 'Freios industriais',
          },
        },
        'Linear Motion': {
          name: 'Movimento linear',
          subCategories: {
            'Linear Guides': 'Guias lineares',
            'Ball Screws': 'Fusos de esferas',
            'Lead Screws': 'Fusos trapezoidais',
            'Linear Modules': 'Módulos lineares',
            'Shaft Supports': 'Suportes de eixo',
          },
        },
        'Seals & Gaskets': {
          name: 'Vedações e juntas',
          subCategories: {
            'Oil Seals': 'Retentores',
            'O-Rings': 'Anéis O-ring',
            'Mechanical Seals': 'Selos mecânicos',
            Gaskets: 'Juntas de vedação',
            'Hydraulic Seals': 'Vedações hidráulicas',
          },
        },
      },
    },
    '0007': {
      name: 'Vestuário',
      description:
        'Roupas para todos os segmentos de mercado, com os tecidos, aviamentos e fábricas por trás delas. Os compradores encontram confecções, fabricantes de marca própria e tecelagens que aceitam pedidos em grande volume e recorrentes.',
      categories: {
        "Men's Clothing": {
          name: 'Roupas masculinas',
          subCategories: {
            Shirts: 'Camisas',
            Trousers: 'Calças',
            'Suits & Blazers': 'Ternos e blazers',
            'T-Shirts & Polos': 'Camisetas e polos',
            'Jackets & Coats': 'Jaquetas e casacos',
            Underwear: 'Roupas íntimas',
          },
        },
        "Women's Clothing": {
          name: 'Roupas femininas',
          subCategories: {
            Dresses: 'Vestidos',
            'Blouses & Tops': 'Blusas e tops',
            Skirts: 'Saias',
            'Pants & Leggings': 'Calças e leggings',
            'Jackets & Coats': 'Jaquetas e casacos',
            Lingerie: 'Lingerie',
          },
        },
        "Children's Clothing": {
          name: 'Roupas infantis',
          subCategories: {
            "Boys' Clothing": 'Roupas para meninos',
            "Girls' Clothing": 'Roupas para meninas',
            'School Uniforms': 'Uniformes escolares',
            "Kids' Outerwear": 'Agasalhos infantis',
            "Kids' Sleepwear": 'Pijamas infantis',
          },
        },
        Sportswear: {
          name: 'Roupas esportivas',
          subCategories: {
            Activewear: 'Roupas fitness',
            'Sports Jerseys': 'Camisas esportivas',
            Swimwear: 'Roupas de banho',
            Tracksuits: 'Conjuntos de agasalho',
            'Cycling Apparel': 'Roupas de ciclismo',
            'Yoga Wear': 'Roupas de ioga',
          },
        },
        'Workwear & Uniforms': {
          name: 'Roupas de trabalho e uniformes',
          subCategories: {
            Coveralls: 'Macacões',
            'High-Visibility Clothing': 'Roupas de alta visibilidade',
            'Medical Scrubs': 'Uniformes hospitalares (scrubs)',
            'Chef & Hospitality Uniforms': 'Uniformes de cozinha e hotelaria',
            'Corporate Uniforms': 'Uniformes corporativos',
            'Flame-Resistant Clothing': 'Roupas antichama',
          },
        },
        'Fabrics & Textiles': {
          name: 'Tecidos e têxteis',
          subCategories: {
            'Cotton Fabrics': 'Tecidos de algodão',
            Denim: 'Denim',
            'Knitted Fabrics': 'Tecidos de malha',
            'Synthetic Fabrics': 'Tecidos sintéticos',
            'Wool Fabrics': 'Tecidos de lã',
            'Technical Textiles': 'Têxteis técnicos',
          },
        },
        'Garment Trims & Accessories': {
          name: 'Aviamentos e acessórios para vestuário',
          subCategories: {
            Zippers: 'Zíperes',
            Buttons: 'Botões',
            'Labels & Tags': 'Etiquetas e tags',
            'Sewing Threads': 'Linhas de costura',
            'Laces & Ribbons': 'Rendas e fitas',
            Interlinings: 'Entretelas',
          },
        },
        'Apparel Manufacturing Services': {
          name: 'Serviços de confecção',
          subCategories: {
            'Cut, Make & Trim (CMT)': 'Facção (corte, costura e acabamento)',
            'Private Label Manufacturing': 'Fabricação de marca própria',
            'Garment Printing': 'Estamparia de roupas',
            'Embroidery Services': 'Serviços de bordado',
            'Pattern Making & Sampling': 'Modelagem e peças-piloto',
          },
        },
      },
    },
    '0008': {
      name: 'Mundo do bebê',
      description:
        'Produtos para bebês e crianças pequenas, de roupas e alimentação a itens de passeio, móveis de quarto infantil e brinquedos. Os compradores encontram fabricantes e donos de marca cujos produtos atendem às normas de segurança infantil, para redes varejistas, farmácias e lojas on-line.',
      categories: {
        'Baby Clothing': {
          name: 'Roupas de bebê',
          subCategories: {
            'Bodysuits & Rompers': 'Bodies e macacões',
            'Baby Sleepwear': 'Pijamas de bebê',
            'Baby Sets': 'Conjuntos de bebê',
            'Socks & Booties': 'Meias e sapatinhos',
            'Hats & Mittens': 'Toucas e luvas',
          },
        },
        Feeding: {
          name: 'Alimentação',
          subCategories: {
            'Baby Bottles': 'Mamadeiras',
            'Pacifiers & Teethers': 'Chupetas e mordedores',
            'Breast Pumps': 'Bombas tira-leite',
            Bibs: 'Babadores',
            'Baby Tableware': 'Utensílios de refeição infantis',
            'Bottle Sterilizers': 'Esterilizadores de mamadeiras',
          },
        },
        'Diapers & Hygiene': {
          name: 'Fraldas e higiene',
          subCategories: {
            'Disposable Diapers': 'Fraldas descartáveis',
            'Cloth Diapers': 'Fraldas de pano',
            'Baby Wipes': 'Lenços umedecidos',
            'Changing Mats': 'Trocadores acolchoados',
            'Baby Bath Products': 'Produtos para banho do bebê',
          },
        },
        'Strollers & Car Seats': {
          name: 'Carrinhos e cadeirinhas para auto',
          subCategories: {
            Strollers: 'Carrinhos de bebê',
            'Car Seats': 'Cadeirinhas para auto',
            'Baby Carriers': 'Cangurus',
            'Travel Systems': 'Travel systems',
            'Stroller Accessories': 'Acessórios para carrinhos',
          },
        },
        'Nursery Furniture': {
          name: 'Móveis para quarto de bebê',
          subCategories: {
            Cribs: 'Berços',
            'Changing Tables': 'Cômodas trocadoras',
            'Crib Mattresses': 'Colchões para berço',
            'High Chairs': 'Cadeiras de alimentação',
            Playpens: 'Cercadinhos',
            'Nursery Bedding': 'Enxoval de berço',
          },
        },
        'Toys & Learning': {
          name: 'Brinquedos e aprendizagem',
          subCategories: {
            'Plush Toys': 'Pelúcias',
            'Educational Toys': 'Brinquedos educativos',
            Rattles: 'Chocalhos',
            'Activity Gyms': 'Tapetes de atividades',
            'Bath Toys': 'Brinquedos para banho',
            'Building Blocks': 'Blocos de montar',
          },
        },
        'Baby Safety & Health': {
          name: 'Segurança e saúde do bebê',
          subCategories: {
            'Baby Monitors': 'Babás eletrônicas',
            'Safety Gates': 'Portões de segurança',
            'Baby Thermometers': 'Termômetros para bebês',
            'Nasal Aspirators': 'Aspiradores nasais',
            'Outlet & Corner Protectors': 'Protetores de tomadas e quinas',
          },
        },
      },
    },
    '0009': {
      name: 'Beleza e cuidados pessoais',
      description:
        'Cosméticos, produtos de higiene pessoal e os equipamentos usados por salões e spas. Os compradores encontram donos de marca, fabricantes de marca própria e terceirizados, fornecedores de ingredientes e fabricantes de embalagens para o setor de beleza.',
      categories: {
        'Skin Care': {
          name: 'Cuidados com a pele',
          subCategories: {
            'Face Creams & Moisturizers': 'Cremes faciais e hidratantes',
            Serums: 'Séruns',
            Cleansers: 'Limpadores faciais',
            Sunscreen: 'Protetores solares',
            'Face Masks': 'Máscaras faciais',
            'Body Lotions': 'Loções corporais',
          },
        },
        'Hair Care': {
          name: 'Cuidados com os cabelos',
          subCategories: {
            Shampoos: 'Xampus',
            Conditioners: 'Condicionadores',
            'Hair Dyes': 'Tinturas para cabelo',
            'Hair Styling Products': 'Finalizadores capilares',
            'Hair Treatments': 'Tratamentos capilares',
            'Hair Extensions & Wigs': 'Apliques e perucas',
          },
        },
        Makeup: {
          name: 'Maquiagem',
          subCategories: {
            Foundations: 'Bases',
            Lipsticks: 'Batons',
            'Eye Makeup': 'Maquiagem para os olhos',
            'Nail Polish': 'Esmaltes',
            'Makeup Brushes & Tools': 'Pincéis e acessórios de maquiagem',
          },
        },
        Fragrances: {
          name: 'Fragrâncias',
          subCategories: {
            Perfumes: 'Perfumes',
            'Body Mists': 'Body splashes',
            'Deodorants & Antiperspirants': 'Desodorantes e antitranspirantes',
            'Essential Oils': 'Óleos essenciais',
            'Fragrance Raw Materials': 'Matérias-primas para fragrâncias',
          },
        },
        'Personal Care Appliances': {
          name: 'Aparelhos de cuidados pessoais',
          subCategories: {
            'Hair Dryers': 'Secadores de cabelo',
            'Hair Straighteners & Curlers': 'Pranchas e modeladores de cachos',
            'Electric Shavers': 'Barbeadores elétricos',
            Epilators: 'Depiladores elétricos',
            'Electric Toothbrushes': 'Escovas de dentes elétricas',
          },
        },
        'Salon & Spa Equipment': {
          name: 'Equipamentos para salões e spas',
          subCategories: {
            'Salon Chairs': 'Cadeiras de salão',
            'Spa & Massage Beds': 'Macas de spa e massagem',
            'Pedicure Stations': 'Estações de pedicure',
            'Professional Beauty Devices': 'Aparelhos estéticos profissionais',
            'Nail Salon Equipment': 'Equipamentos para salões de unhas',
          },
        },
        'Cosmetic Packaging & Ingredients': {
          name: 'Embalagens e ingredientes cosméticos',
          subCategories: {
            'Cosmetic Bottles & Jars': 'Frascos e potes cosméticos',
            'Airless Pumps': 'Bombas airless',
            'Cosmetic Tubes': 'Bisnagas cosméticas',
            'Cosmetic Raw Materials': 'Matérias-primas cosméticas',
            'Private Label Cosmetics': 'Cosméticos de marca própria',
          },
        },
        'Oral Care & Hygiene': {
          name: 'Higiene bucal e pessoal',
          subCategories: {
            Toothpaste: 'Cremes dentais',
            Toothbrushes: 'Escovas de dentes',
            Mouthwash: 'Enxaguantes bucais',
            'Soaps & Shower Gels': 'Sabonetes e géis de banho',
            'Feminine Hygiene': 'Higiene íntima feminina',
          },
        },
      },
    },
    '0010': {
      name: 'Acessórios de moda',
      description:
        'As peças que completam o guarda-roupa: bolsas, calçados, joias, relógios, óculos e pequenos acessórios. Os compradores encontram ateliês e fábricas que produzem criações próprias ou coleções OEM para atacadistas, boutiques e marcas de varejo.',
      categories: {
        'Bags & Luggage': {
          name: 'Bolsas e malas',
          subCategories: {
            Handbags: 'Bolsas de mão',
            Backpacks: 'Mochilas',
            'Travel Luggage': 'Malas de viagem',
            'Wallets & Purses': 'Carteiras e porta-moedas',
            Briefcases: 'Pastas executivas',
            'Tote Bags': 'Bolsas tote',
          },
        },
        Footwear: {
          name: 'Calçados',
          subCategories: {
            "Men's Shoes": 'Calçados masculinos',
            "Women's Shoes": 'Calçados femininos',
            Sneakers: 'Tênis',
            Boots: 'Botas',
            'Sandals & Slippers': 'Sandálias e chinelos',
            "Children's Shoes": 'Calçados infantis',
          },
        },
        Jewelry: {
          name: 'Joias',
          subCategories: {
            'Fine Jewelry': 'Alta joalheria',
            'Fashion Jewelry': 'Bijuterias',
            Rings: 'Anéis',
            'Necklaces & Pendants': 'Colares e pingentes',
            Earrings: 'Brincos',
            Bracelets: 'Pulseiras',
          },
        },
        Watches: {
          name: 'Relógios',
          subCategories: {
            'Wrist Watches': 'Relógios de pulso',
            Smartwatches: 'Smartwatches',
            'Watch Straps': 'Pulseiras para relógios',
            'Watch Movements & Parts': 'Mecanismos e peças de relojoaria',
            'Watch Boxes & Displays': 'Caixas e expositores para relógios',
          },
        },
        Eyewear: {
          name: 'Óculos',
          subCategories: {
            Sunglasses: 'Óculos de sol',
            'Optical Frames': 'Armações de óculos',
            'Reading Glasses': 'Óculos de leitura',
            'Sports Eyewear': 'Óculos esportivos',
            'Eyewear Cases': 'Estojos para óculos',
          },
        },
        'Belts, Hats & Scarves': {
          name: 'Cintos, chapéus e lenços',
          subCategories: {
            'Leather Belts': 'Cintos de couro',
            'Hats & Caps': 'Chapéus e bonés',
            'Scarves & Shawls': 'Cachecóis e xales',
            Gloves: 'Luvas',
            'Ties & Bow Ties': 'Gravatas e gravatas-borboleta',
          },
        },
        'Hair Accessories': {
          name: 'Acessórios para cabelo',
          subCategories: {
            'Hair Clips': 'Presilhas de cabelo',
            Headbands: 'Tiaras',
            'Hair Ties & Scrunchies': 'Elásticos e scrunchies',
            'Hair Pins': 'Grampos de cabelo',
            'Bridal Hair Accessories': 'Acessórios de cabelo para noivas',
          },
        },
      },
    },
    '0011': {
      name: 'Alimentos e agricultura',
      description:
        'Alimentos e bebidas do campo ao produto embalado na prateleira, com os insumos de que os agricultores dependem. Os compradores encontram produtores, processadores, exportadores e envasadores terceirizados de produtos frescos, congelados, secos e engarrafados, além de fornecedores de sementes, fertilizantes e rações.',
      categories: {
        'Fresh Produce': {
          name: 'Hortifrúti',
          subCategories: {
            'Fresh Fruits': 'Frutas frescas',
            'Fresh Vegetables': 'Legumes e verduras frescos',
            'Fresh Herbs': 'Ervas frescas',
            Mushrooms: 'Cogumelos',
            'Nuts & Dried Fruits': 'Castanhas e frutas secas',
          },
        },
        'Grains & Cereals': {
          name: 'Grãos e cereais',
          subCategories: {
            Rice: 'Arroz',
            'Wheat & Flour': 'Trigo e farinha',
            Corn: 'Milho',
            'Pulses & Legumes': 'Feijões e leguminosas',
            'Oats & Barley': 'Aveia e cevada',
            Soybeans: 'Soja',
          },
        },
        'Meat, Poultry & Seafood': {
          name: 'Carnes, aves e frutos do mar',
          subCategories: {
            Beef: 'Carne bovina',
            Pork: 'Carne suína',
            Poultry: 'Aves',
            Fish: 'Peixes',
            Shellfish: 'Crustáceos e moluscos',
            'Processed Meats': 'Carnes processadas',
          },
        },
        'Dairy & Eggs': {
          name: 'Laticínios e ovos',
          subCategories: {
            Milk: 'Leite',
            Cheese: 'Queijos',
            'Butter & Cream': 'Manteiga e creme de leite',
            Yogurt: 'Iogurte',
            'Milk Powder': 'Leite em pó',
            Eggs: 'Ovos',
          },
        },
        Beverages: {
          name: 'Bebidas',
          subCategories: {
            Coffee: 'Café',
            Tea: 'Chá',
            'Fruit Juices': 'Sucos de frutas',
            'Soft Drinks': 'Refrigerantes',
            'Bottled Water': 'Água engarrafada',
            Wine: 'Vinhos',
            'Beer & Spirits': 'Cervejas e destilados',
          },
        },
        'Processed & Packaged Foods': {
          name: 'Alimentos processados e embalados',
          subCategories: {
            'Canned Food': 'Enlatados',
            'Frozen Food': 'Alimentos congelados',
            Snacks: 'Snacks',
            Confectionery: 'Confeitos e doces',
            'Bakery Products': 'Produtos de panificação',
            'Sauces & Condiments': 'Molhos e condimentos',
          },
        },
        'Oils & Food Ingredients': {
          name: 'Óleos e ingredientes alimentícios',
          subCategories: {
            'Vegetable Oils': 'Óleos vegetais',
            'Olive Oil': 'Azeite de oliva',
            'Spices & Seasonings': 'Especiarias e temperos',
            'Sugar & Sweeteners': 'Açúcar e adoçantes',
            'Food Additives': 'Aditivos alimentares',
            Flavors: 'Aromas',
          },
        },
        'Agricultural Inputs': {
          name: 'Insumos agrícolas',
          subCategories: {
            Seeds: 'Sementes',
            Fertilizers: 'Fertilizantes',
            'Crop Protection': 'Defensivos agrícolas',
            'Animal Feed': 'Ração animal',
            Greenhouses: 'Estufas',
            'Irrigation Supplies': 'Materiais de irrigação',
          },
        },
        'Livestock & Aquaculture': {
          name: 'Pecuária e aquicultura',
          subCategories: {
            'Livestock Equipment': 'Equipamentos para pecuária',
            'Poultry Farming Equipment': 'Equipamentos para avicultura',
            'Aquaculture Equipment': 'Equipamentos para aquicultura',
            'Veterinary Supplies': 'Produtos veterinários',
            'Breeding Stock': 'Matrizes e reprodutores',
          },
        },
      },
    },
    '0012': {
      name: 'Móveis',
      description:
        'Móveis para residências, escritórios, hotéis, escolas e hospitais, além das ferragens e dos materiais com que são feitos. Os compradores encontram fábricas de móveis e fornecedores para projetos corporativos, linhas de varejo e grandes licitações.',
      categories: {
        'Office Furniture': {
          name: 'Móveis para escritório',
          subCategories: {
            'Office Chairs': 'Cadeiras de escritório',
            'Office Desks': 'Mesas de escritório',
            'Filing Cabinets': 'Arquivos',
            'Workstations & Cubicles': 'Estações de trabalho e baias',
            'Conference Tables': 'Mesas de reunião',
            'Reception Furniture': 'Móveis para recepção',
          },
        },
        'Home Furniture': {
          name: 'Móveis residenciais',
          subCategories: {
            Sofas: 'Sofás',
            Beds: 'Camas',
            'Dining Tables': 'Mesas de jantar',
            Chairs: 'Cadeiras',
            Wardrobes: 'Guarda-roupas',
            'TV Stands': 'Racks para TV',
          },
        },
        'Outdoor Furniture': {
          name: 'Móveis para áreas externas',
          subCategories: {
            'Garden Chairs': 'Cadeiras de jardim',
            'Patio Sets': 'Conjuntos para varanda',
            'Sun Loungers': 'Espreguiçadeiras',
            'Umbrellas & Gazebos': 'Ombrelones e gazebos',
            'Outdoor Tables': 'Mesas para área externa',
          },
        },
        'Hotel & Restaurant Furniture': {
          name: 'Móveis para hotéis e restaurantes',
          subCategories: {
            'Hotel Bedroom Sets': 'Conjuntos de quarto para hotel',
            'Restaurant Chairs': 'Cadeiras para restaurante',
            'Restaurant Tables': 'Mesas para restaurante',
            'Bar Stools': 'Banquetas de bar',
            'Banquet Furniture': 'Móveis para banquetes',
          },
        },
        'Institutional Furniture': {
          name: 'Móveis institucionais',
          subCategories: {
            'School Furniture': 'Móveis escolares',
            'Hospital Furniture': 'Móveis hospitalares',
            'Library Furniture': 'Móveis para bibliotecas',
            'Auditorium Seating': 'Poltronas para auditórios',
            'Laboratory Furniture': 'Móveis para laboratórios',
          },
        },
        'Storage & Shelving': {
          name: 'Armazenamento e estantes',
          subCategories: {
            Bookcases: 'Estantes para livros',
            'Shelving Units': 'Estantes modulares',
            Cabinets: 'Armários',
            'Shoe Racks': 'Sapateiras',
            'Steel Lockers': 'Roupeiros de aço',
          },
        },
        'Furniture Hardware & Materials': {
          name: 'Ferragens e materiais para móveis',
          subCategories: {
            Hinges: 'Dobradiças',
            'Drawer Slides': 'Corrediças para gavetas',
            'Handles & Knobs': 'Puxadores e botões',
            'Furniture Legs': 'Pés para móveis',
            'Upholstery Fabrics': 'Tecidos para estofados',
            'Wood Panels & Boards': 'Painéis e chapas de madeira',
          },
        },
      },
    },
    '0013': {
      name: 'Saúde',
      description:
        'Dispositivos médicos, materiais de consumo, medicamentos e suprimentos de laboratório para hospitais, clínicas e farmácias. Os compradores encontram fabricantes e distribuidores com as certificações que os mercados regulados exigem, como ISO 13485, marcação CE e registro na FDA.',
      categories: {
        'Medical Equipment': {
          name: 'Equipamentos médicos',
          subCategories: {
            'Diagnostic Imaging': 'Diagnóstico por imagem',
            'Patient Monitors': 'Monitores de pacientes',
            'Ultrasound Systems': 'Aparelhos de ultrassom',
            'ECG Machines': 'Eletrocardiógrafos',
            Ventilators: 'Ventiladores pulmonares',
            Defibrillators: 'Desfibriladores',
          },
        },
        'Medical Consumables': {
          name: 'Materiais de consumo médico',
          subCategories: {
            'Syringes & Needles': 'Seringas e agulhas',
            'Medical Gloves': 'Luvas de procedimento',
            'Bandages & Dressings': 'Ataduras e curativos',
            Catheters: 'Cateteres',
            'Face Masks': 'Máscaras cirúrgicas',
            'Infusion Sets': 'Equipos de infusão',
          },
        },
        'Hospital Furniture & Equipment': {
          name: 'Móveis e equipamentos hospitalares',
          subCategories: {
            'Hospital Beds': 'Camas hospitalares',
            Stretchers: 'Macas',
            Wheelchairs: 'Cadeiras de rodas',
            'Examination Tables': 'Mesas de exame',
            'Medical Carts': 'Carrinhos hospitalares',
            'Surgical Lights': 'Focos cirúrgicos',
          },
        },
        'Laboratory Equipment': {
          name: 'Equipamentos de laboratório',
          subCategories: {
            'Laboratory Centrifuges': 'Centrífugas de laboratório',
            Microscopes: 'Microscópios',
            'Clinical Analyzers': 'Analisadores clínicos',
            Incubators: 'Incubadoras',
            Pipettes: 'Pipetas',
            'Lab Consumables': 'Materiais de consumo para laboratório',
          },
        },
        Pharmaceuticals: {
          name: 'Produtos farmacêuticos',
          subCategories: {
            'Generic Drugs': 'Medicamentos genéricos',
            'Active Pharmaceutical Ingredients (API)': 'Insumos farmacêuticos ativos (IFA)',
            'Over-the-Counter Medicines': 'Medicamentos isentos de prescrição',
            'Vitamins & Supplements': 'Vitaminas e suplementos',
            'Herbal Medicines': 'Fitoterápicos',
            'Veterinary Medicines': 'Medicamentos veterinários',
          },
        },
        'Dental Supplies': {
          name: 'Suprimentos odontológicos',
          subCategories: {
            'Dental Chairs': 'Cadeiras odontológicas',
            'Dental Instruments': 'Instrumentais odontológicos',
            'Dental Materials': 'Materiais odontológicos',
            'Orthodontic Supplies': 'Materiais ortodônticos',
            'Dental Imaging': 'Radiologia odontológica',
          },
        },
        'Rehabilitation & Home Care': {
          name: 'Reabilitação e cuidados domiciliares',
          subCategories: {
            'Mobility Aids': 'Produtos de apoio à mobilidade',
            'Orthopedic Supports': 'Órteses e suportes ortopédicos',
            'Physiotherapy Equipment': 'Equipamentos de fisioterapia',
            'Blood Pressure Monitors': 'Medidores de pressão arterial',
            'Glucose Meters': 'Glicosímetros',
            'Hearing Aids': 'Aparelhos auditivos',
          },
        },
        'Sterilization & Disinfection': {
          name: 'Esterilização e desinfecção',
          subCategories: {
            Autoclaves: 'Autoclaves',
            Disinfectants: 'Desinfetantes',
            'UV Sterilizers': 'Esterilizadores UV',
            'Sterilization Pouches': 'Envelopes para esterilização',
            'Washer-Disinfectors': 'Lavadoras termodesinfectoras',
          },
        },
      },
    },
    '0014': {
      name: 'Casa e construção',
      description:
        'Materiais, instalações e acabamentos para construir e reformar residências e obras comerciais, além de eletrodomésticos. Os compradores encontram produtores e distribuidores para construtoras, incorporadoras e lojas de materiais de construção, incluindo estruturas pré-fabricadas.',
      categories: {
        'Building Materials': {
          name: 'Materiais de construção',
          subCategories: {
            'Cement & Concrete': 'Cimento e concreto',
            'Bricks & Blocks': 'Tijolos e blocos',
            'Structural Steel & Rebar': 'Aço estrutural e vergalhões',
            'Lumber & Timber': 'Madeira serrada',
            'Insulation Materials': 'Materiais isolantes',
            'Roofing Materials': 'Materiais para cobertura',
          },
        },
        'Doors & Windows': {
          name: 'Portas e janelas',
          subCategories: {
            Doors: 'Portas',
            Windows: 'Janelas',
            'Garage Doors': 'Portões de garagem',
            'Door & Window Hardware': 'Ferragens para portas e janelas',
            'Shutters & Blinds': 'Venezianas e persianas',
          },
        },
        'Flooring & Tiles': {
          name: 'Pisos e azulejos',
          subCategories: {
            'Ceramic Tiles': 'Revestimentos cerâmicos',
            'Porcelain Tiles': 'Porcelanatos',
            'Wood Flooring': 'Pisos de madeira',
            'Vinyl Flooring': 'Pisos vinílicos',
            'Natural Stone': 'Pedras naturais',
            'Carpets & Rugs': 'Carpetes e tapetes',
          },
        },
        'Plumbing & Sanitary Ware': {
          name: 'Hidráulica e louças sanitárias',
          subCategories: {
            Faucets: 'Torneiras',
            Toilets: 'Vasos sanitários',
            'Sinks & Basins': 'Pias e cubas',
            'Showers & Bathtubs': 'Chuveiros e banheiras',
            'Pipes & Fittings': 'Tubos e conexões',
            'Water Heaters': 'Aquecedores de água',
          },
        },
        'Kitchen & Bath': {
          name: 'Cozinha e banheiro',
          subCategories: {
            'Kitchen Cabinets': 'Armários de cozinha',
            Countertops: 'Bancadas',
            'Range Hoods': 'Coifas',
            'Bathroom Vanities': 'Gabinetes de banheiro',
            'Bathroom Accessories': 'Acessórios para banheiro',
          },
        },
        Lighting: {
          name: 'Iluminação',
          subCategories: {
            'LED Bulbs & Tubes': 'Lâmpadas e tubos LED',
            'Indoor Lighting': 'Iluminação interna',
            'Outdoor Lighting': 'Iluminação externa',
            'Industrial Lighting': 'Iluminação industrial',
            'Street Lights': 'Luminárias públicas',
            'Smart Lighting': 'Iluminação inteligente',
          },
        },
        'Home Appliances': {
          name: 'Eletrodomésticos',
          subCategories: {
            Refrigerators: 'Geladeiras',
            'Washing Machines': 'Máquinas de lavar',
            'Air Conditioners': 'Aparelhos de ar-condicionado',
            'Cooking Appliances': 'Fogões e fornos',
            'Small Kitchen Appliances': 'Eletroportáteis de cozinha',
            'Vacuum Cleaners': 'Aspiradores de pó',
          },
        },
        'Paints & Coatings': {
          name: 'Tintas e revestimentos',
          subCategories: {
            'Interior Paints': 'Tintas para interiores',
            'Exterior Paints': 'Tintas para exteriores',
            'Industrial Coatings': 'Revestimentos industriais',
            Waterproofing: 'Impermeabilizantes',
            'Adhesives & Sealants': 'Adesivos e selantes',
          },
        },
        'Prefabricated Buildings': {
          name: 'Construções pré-fabricadas',
          subCategories: {
            'Container Houses': 'Casas contêiner',
            'Steel Structure Buildings': 'Edifícios em estrutura metálica',
            'Modular Homes': 'Casas modulares',
            'Prefab Warehouses': 'Galpões pré-fabricados',
            'Portable Cabins': 'Cabines portáteis',
          },
        },
      },
    },
    '0015': {
      name: 'Serviços empresariais',
      description:
        'Os serviços que fazem o comércio internacional funcionar: frete e aduana, inspeção, financiamento ao comércio, marketing e consultoria. Compradores e vendedores encontram parceiros para transportar mercadorias, verificar a qualidade, receber com segurança e entrar em novos mercados.',
      categories: {
        'Logistics & Freight': {
          name: 'Logística e fretes',
          subCategories: {
            'Ocean Freight': 'Frete marítimo',
            'Air Freight': 'Frete aéreo',
            'Road Freight': 'Transporte rodoviário',
            'Rail Freight': 'Transporte ferroviário',
            Warehousing: 'Armazenagem',
            'Freight Forwarding': 'Agenciamento de cargas',
          },
        },
        'Customs & Trade Compliance': {
          name: 'Aduana e conformidade comercial',
          subCategories: {
            'Customs Brokerage': 'Despacho aduaneiro',
            'Import & Export Documentation': 'Documentação de importação e exportação',
            'Trade Compliance Consulting': 'Consultoria em conformidade comercial',
            'Certificates of Origin': 'Certificados de origem',
            'Tariff Classification': 'Classificação tarifária',
          },
        },
        'Inspection & Certification': {
          name: 'Inspeção e certificação',
          subCategories: {
            'Pre-shipment Inspection': 'Inspeção pré-embarque',
            'Factory Audits': 'Auditorias de fábrica',
            'Product Testing': 'Ensaios de produtos',
            'ISO Certification': 'Certificação ISO',
            'CE & UL Certification': 'Certificação CE e UL',
          },
        },
        'Trade Finance & Payments': {
          name: 'Financiamento ao comércio e pagamentos',
          subCategories: {
            'Letters of Credit': 'Cartas de crédito',
            'Export Credit Insurance': 'Seguro de crédito à exportação',
            Factoring: 'Factoring',
            'Supply Chain Finance': 'Financiamento da cadeia de suprimentos',
            'International Payments': 'Pagamentos internacionais',
            'Currency Exchange': 'Câmbio',
          },
        },
        'Marketing & Advertising': {
          name: 'Marketing e publicidade',
          subCategories: {
            'Digital Marketing': 'Marketing digital',
            'Trade Show Services': 'Serviços para feiras',
            'Branding & Design': 'Branding e design',
            'Market Research': 'Pesquisa de mercado',
            'Translation & Localization': 'Tradução e localização',
            'Product Photography': 'Fotografia de produtos',
          },
        },
        Consulting: {
          name: 'Consultoria',
          subCategories: {
            'Business Consulting': 'Consultoria empresarial',
            'Market Entry Consulting': 'Consultoria de entrada em mercados',
            'Engineering Consulting': 'Consultoria de engenharia',
            'Legal Services': 'Serviços jurídicos',
            'Accounting & Tax': 'Contabilidade e tributos',
            'Recruitment & HR': 'Recrutamento e RH',
          },
        },
        'Sourcing & Manufacturing Services': {
          name: 'Serviços de sourcing e fabricação',
          subCategories: {
            'Sourcing Agents': 'Agentes de compras',
            'Contract Manufacturing': 'Fabricação terceirizada',
            'OEM & ODM Services': 'Serviços OEM e ODM',
            'Product Design': 'Design de produtos',
            Prototyping: 'Prototipagem',
          },
        },
        'Industrial Services': {
          name: 'Serviços industriais',
          subCategories: {
            'Equipment Maintenance & Repair': 'Manutenção e reparo de equipamentos',
            'Installation & Commissioning': 'Instalação e comissionamento',
            'Industrial Cleaning': 'Limpeza industrial',
            'Machine Relocation': 'Transferência de máquinas',
            'Calibration Services': 'Serviços de calibração',
          },
        },
      },
    },
  },
};
