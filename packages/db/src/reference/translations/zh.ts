// Data (reference names in Simplified Chinese): the industry tree, business types, job positions and genders.
import type { ReferenceNames } from './reference-names.ts';

/** Simplified Chinese names of the reference values, keyed by what they translate (see reference-names.ts). */
export const zh: ReferenceNames = {
  genders: {
    F: '女',
    M: '男',
    X: '非二元性别',
    N: '不愿透露',
  },
  businessTypes: {
    MA: '制造商',
    DI: '分销商',
    WS: '批发商',
    IM: '进口商',
    EX: '出口商',
    RE: '零售商',
    IN: '投资者',
    CO: '咨询顾问',
    GO: '政府机构',
  },
  jobPositions: {
    'Owner / Founder': '企业主/创始人',
    'Chief Executive Officer (CEO)': '首席执行官（CEO）',
    President: '总裁',
    'General Manager': '总经理',
    'Managing Director': '董事总经理',
    'Chief Operating Officer (COO)': '首席运营官（COO）',
    'Chief Financial Officer (CFO)': '首席财务官（CFO）',
    'Chief Technology Officer (CTO)': '首席技术官（CTO）',
    Partner: '合伙人',
    'Purchasing Manager': '采购经理',
    'Procurement Specialist': '采购专员',
    Buyer: '采购员',
    'Export Manager': '出口经理',
    'Import Manager': '进口经理',
    'International Trade Specialist': '国际贸易专员',
    'Customs Broker': '报关员',
    'Sales Director': '销售总监',
    'Sales Manager': '销售经理',
    'Sales Representative': '销售代表',
    'Business Development Manager': '商务拓展经理',
    'Key Account Manager': '大客户经理',
    'Marketing Manager': '市场营销经理',
    'Distributor / Agent': '经销商/代理商',
    'Operations Manager': '运营经理',
    'Plant Manager': '厂长',
    'Production Supervisor': '生产主管',
    'Supply Chain Manager': '供应链经理',
    'Logistics Coordinator': '物流专员',
    'Warehouse Manager': '仓库经理',
    'Engineering Manager': '工程经理',
    'R&D Engineer': '研发工程师',
    'Product Manager': '产品经理',
    'Quality Manager': '质量经理',
    'Maintenance Manager': '维护经理',
    'Finance Manager': '财务经理',
    'Human Resources Manager': '人力资源经理',
    Consultant: '顾问',
    'Administrative Assistant': '行政助理',
    Other: '其他',
  },
  industries: {
    '0001': {
      name: '自动化',
      description:
        '让工厂自主运转的一切：机器人、控制器、传感器、驱动器以及连接它们的网络。采购商可在此找到工厂自动化与过程自动化的制造商和集成商，从单个元器件到完整的交钥匙单元。',
      categories: {
        'Industrial Robots': {
          name: '工业机器人',
          subCategories: {
            'Articulated Robots': '关节机器人',
            'SCARA Robots': 'SCARA机器人',
            'Collaborative Robots': '协作机器人',
            'Delta Robots': 'Delta机器人',
            'Cartesian & Gantry Robots': '直角坐标与龙门机器人',
            'Robot Grippers & End Effectors': '机器人夹爪与末端执行器',
            'Robot Controllers & Teach Pendants': '机器人控制器与示教器',
          },
        },
        'PLC & Control Systems': {
          name: 'PLC与控制系统',
          subCategories: {
            'Programmable Logic Controllers (PLC)': '可编程逻辑控制器（PLC）',
            'Distributed Control Systems (DCS)': '集散控制系统（DCS）',
            'SCADA Software': 'SCADA软件',
            'Programmable Automation Controllers (PAC)': '可编程自动化控制器（PAC）',
            'Remote I/O Modules': '远程I/O模块',
            'Safety Controllers': '安全控制器',
          },
        },
        Sensors: {
          name: '传感器',
          subCategories: {
            'Proximity Sensors': '接近传感器',
            'Photoelectric Sensors': '光电传感器',
            'Pressure Sensors & Transmitters': '压力传感器与变送器',
            'Temperature Sensors': '温度传感器',
            'Level Sensors': '物位传感器',
            'Flow Meters': '流量计',
            'Vision Sensors': '视觉传感器',
          },
        },
        'Motion Control': {
          name: '运动控制',
          subCategories: {
            'Servo Motors & Drives': '伺服电机与驱动器',
            'Stepper Motors & Drivers': '步进电机与驱动器',
            'Variable Frequency Drives': '变频器',
            'Motion Controllers': '运动控制器',
            'Linear Actuators': '线性执行器',
            Encoders: '编码器',
          },
        },
        'Human Machine Interface (HMI)': {
          name: '人机界面（HMI）',
          subCategories: {
            'Touch Panels': '触摸面板',
            'Industrial Panel PCs': '工业平板电脑',
            'Operator Terminals': '操作员终端',
            'Industrial Monitors': '工业显示器',
            'Pushbuttons & Pilot Lights': '按钮与指示灯',
          },
        },
        'Industrial Networking': {
          name: '工业网络',
          subCategories: {
            'Industrial Ethernet Switches': '工业以太网交换机',
            'Fieldbus Modules': '现场总线模块',
            'IIoT Gateways': '工业物联网网关',
            'Industrial Wireless': '工业无线通信',
            'Protocol Converters': '协议转换器',
            'Industrial Routers & Firewalls': '工业路由器与防火墙',
          },
        },
        'Pneumatics & Hydraulics': {
          name: '气动与液压',
          subCategories: {
            'Pneumatic Cylinders': '气缸',
            'Solenoid Valves': '电磁阀',
            'Air Preparation Units': '气源处理单元',
            'Hydraulic Pumps': '液压泵',
            'Hydraulic Valves': '液压阀',
            'Fittings & Tubing': '管接头与管材',
          },
        },
        'Machine Vision': {
          name: '机器视觉',
          subCategories: {
            'Industrial Cameras': '工业相机',
            'Smart Vision Systems': '智能视觉系统',
            'Barcode & 2D Code Readers': '条码与二维码读码器',
            'Vision Lighting': '视觉光源',
            'Lenses & Optics': '镜头与光学器件',
          },
        },
        'Safety Automation': {
          name: '安全自动化',
          subCategories: {
            'Safety Light Curtains': '安全光幕',
            'Safety Relays': '安全继电器',
            'Safety Interlock Switches': '安全联锁开关',
            'Emergency Stop Devices': '急停装置',
            'Safety Laser Scanners': '安全激光扫描仪',
          },
        },
      },
    },
    '0002': {
      name: '电子与信息技术',
      description:
        '为制造或运营电子系统的企业提供元器件、电路板、硬件和软件。采购商可在此找到元器件分销商、PCB制造与组装厂、硬件供应商和IT服务商，均可承接大批量报价。',
      categories: {
        'Electronic Components': {
          name: '电子元器件',
          subCategories: {
            'Integrated Circuits': '集成电路',
            Capacitors: '电容器',
            Resistors: '电阻器',
            Connectors: '连接器',
            'Diodes & Transistors': '二极管与晶体管',
            Relays: '继电器',
            'Crystals & Oscillators': '晶体与振荡器',
          },
        },
        'Printed Circuit Boards': {
          name: '印刷电路板',
          subCategories: {
            'PCB Manufacturing': 'PCB制造',
            'PCB Assembly (PCBA)': 'PCB组装（PCBA）',
            'Flexible PCBs': '柔性PCB',
            'PCB Prototyping': 'PCB打样',
            'PCB Design Services': 'PCB设计服务',
          },
        },
        'Computer Hardware': {
          name: '计算机硬件',
          subCategories: {
            Servers: '服务器',
            'Desktop Computers': '台式电脑',
            Laptops: '笔记本电脑',
            'Industrial Computers': '工控机',
            'Storage Devices': '存储设备',
            'Computer Peripherals': '计算机外设',
          },
        },
        'Networking & Telecommunications': {
          name: '网络与通信',
          subCategories: {
            'Routers & Switches': '路由器与交换机',
            'Fiber Optic Equipment': '光纤设备',
            'Wireless Access Points': '无线接入点',
            'Network Cables': '网线',
            'Telecom Equipment': '通信设备',
            Antennas: '天线',
          },
        },
        'Software & IT Services': {
          name: '软件与IT服务',
          subCategories: {
            'ERP Software': 'ERP软件',
            'CRM Software': 'CRM软件',
            'Cloud Services': '云服务',
            Cybersecurity: '网络安全',
            'Custom Software Development': '定制软件开发',
            'IT Outsourcing': 'IT外包',
          },
        },
        'Consumer Electronics': {
          name: '消费电子',
          subCategories: {
            'Mobile Phones': '手机',
            'Audio & Video Equipment': '音视频设备',
            'Smart Home Devices': '智能家居设备',
            Wearables: '可穿戴设备',
            'Chargers & Power Banks': '充电器与移动电源',
          },
        },
        Displays: {
          name: '显示屏',
          subCategories: {
            'LCD Modules': 'LCD模组',
            'LED Displays': 'LED显示屏',
            'Touch Screens': '触摸屏',
            'OLED Displays': 'OLED显示屏',
            'Digital Signage': '数字标牌',
          },
        },
        'Test & Measurement': {
          name: '测试与测量',
          subCategories: {
            Oscilloscopes: '示波器',
            Multimeters: '万用表',
            'Signal Generators': '信号发生器',
            'Spectrum Analyzers': '频谱分析仪',
            'Power Analyzers': '功率分析仪',
          },
        },
        'Security & Surveillance': {
          name: '安防与监控',
          subCategories: {
            'CCTV Cameras': '监控摄像机',
            'Network Video Recorders': '网络硬盘录像机（NVR）',
            'Access Control Systems': '门禁系统',
            'Alarm Systems': '报警系统',
            'Intercom Systems': '对讲系统',
          },
        },
      },
    },
    '0003': {
      name: '能源',
      description:
        '发电、储能和输配电设备，涵盖可再生能源、常规电站以及油气产业链。采购商可在此找到面向公用事业、商业和工业能源项目的制造商、EPC总包商和分销商。',
      categories: {
        'Solar Energy': {
          name: '太阳能',
          subCategories: {
            'Solar Panels': '光伏组件',
            'Solar Inverters': '光伏逆变器',
            'Solar Mounting Systems': '光伏支架',
            'Charge Controllers': '充电控制器',
            'Solar Water Heaters': '太阳能热水器',
            'Solar Street Lights': '太阳能路灯',
          },
        },
        'Wind Energy': {
          name: '风能',
          subCategories: {
            'Wind Turbines': '风力发电机组',
            'Turbine Blades': '风机叶片',
            'Wind Turbine Gearboxes': '风电齿轮箱',
            'Towers & Foundations': '塔筒与基础',
            'Small Wind Systems': '小型风力发电系统',
          },
        },
        'Power Generation': {
          name: '发电设备',
          subCategories: {
            'Diesel Generators': '柴油发电机组',
            'Gas Generators': '燃气发电机组',
            'Gas Turbines': '燃气轮机',
            'Steam Turbines': '汽轮机',
            'Cogeneration (CHP) Plants': '热电联产（CHP）电站',
            'Hydro Turbines': '水轮机',
          },
        },
        'Energy Storage': {
          name: '储能',
          subCategories: {
            'Lithium-ion Batteries': '锂离子电池',
            'Lead-acid Batteries': '铅酸电池',
            'Battery Energy Storage Systems': '电池储能系统',
            'Battery Management Systems': '电池管理系统',
            'Flow Batteries': '液流电池',
          },
        },
        'Power Distribution': {
          name: '配电',
          subCategories: {
            Transformers: '变压器',
            Switchgear: '开关柜',
            'Circuit Breakers': '断路器',
            'Distribution Panels': '配电柜',
            'Power Cables': '电力电缆',
            'Busbar Systems': '母线槽',
          },
        },
        'Oil & Gas': {
          name: '石油与天然气',
          subCategories: {
            'Drilling Equipment': '钻井设备',
            'Oil Country Tubular Goods': '油井管（OCTG）',
            'Wellhead Equipment': '井口装置',
            'Refinery Equipment': '炼化设备',
            'Pipeline Equipment': '管道设备',
            'Storage Tanks': '储罐',
          },
        },
        'Power Quality & Backup': {
          name: '电能质量与备用电源',
          subCategories: {
            'Uninterruptible Power Supplies (UPS)': '不间断电源（UPS）',
            'Voltage Stabilizers': '稳压器',
            'Power Factor Correction': '功率因数补偿',
            'Surge Protectors': '浪涌保护器',
            'Energy Meters': '电能表',
          },
        },
        'Bioenergy & Hydrogen': {
          name: '生物能源与氢能',
          subCategories: {
            'Biomass Boilers': '生物质锅炉',
            'Biogas Plants': '沼气工程',
            Biofuels: '生物燃料',
            Electrolyzers: '电解槽',
            'Fuel Cells': '燃料电池',
          },
        },
        'EV Charging': {
          name: '电动汽车充电',
          subCategories: {
            'AC Wallbox Chargers': '交流壁挂式充电桩',
            'DC Fast Chargers': '直流快充桩',
            'Charging Cables & Connectors': '充电线缆与连接器',
            'Charging Management Software': '充电管理软件',
          },
        },
      },
    },
    '0004': {
      name: '工业技术',
      description:
        '让车间和工厂保持高效与安全的工具、仪器和厂务设备。采购商可在此找到工具、焊接、物料搬运、流体输送、压缩空气和防护用品的供应商，服务于日常生产运营与维护。',
      categories: {
        'Industrial Tools': {
          name: '工业工具',
          subCategories: {
            'Power Tools': '电动工具',
            'Hand Tools': '手动工具',
            'Cutting Tools': '切削刀具',
            Abrasives: '磨料磨具',
            'Measuring Tools': '量具',
            'Tool Storage': '工具柜与工具车',
          },
        },
        'Welding & Cutting': {
          name: '焊接与切割',
          subCategories: {
            'Arc Welding Machines': '电弧焊机',
            'Welding Consumables': '焊接耗材',
            'Plasma Cutters': '等离子切割机',
            'Laser Welding Systems': '激光焊接系统',
            'Soldering Stations': '焊台',
            'Welding Safety Gear': '焊接防护用品',
          },
        },
        'Material Handling': {
          name: '物料搬运',
          subCategories: {
            Forklifts: '叉车',
            Conveyors: '输送机',
            'Hoists & Cranes': '起重葫芦与起重机',
            'Pallet Jacks': '托盘搬运车',
            'Automated Guided Vehicles (AGV)': '自动导引车（AGV）',
            'Storage Racks': '仓储货架',
          },
        },
        'Pumps & Valves': {
          name: '泵与阀门',
          subCategories: {
            'Centrifugal Pumps': '离心泵',
            'Positive Displacement Pumps': '容积泵',
            'Ball Valves': '球阀',
            'Gate & Globe Valves': '闸阀与截止阀',
            'Butterfly Valves': '蝶阀',
            'Check Valves': '止回阀',
          },
        },
        'Industrial Instruments': {
          name: '工业仪表',
          subCategories: {
            'Pressure Gauges': '压力表',
            'Industrial Thermometers': '工业温度计',
            'Gas Analyzers': '气体分析仪',
            'Calibration Equipment': '校准设备',
            'Data Loggers': '数据记录仪',
          },
        },
        'Compressors & Vacuum': {
          name: '压缩机与真空设备',
          subCategories: {
            'Screw Compressors': '螺杆压缩机',
            'Piston Compressors': '活塞压缩机',
            'Air Dryers': '压缩空气干燥机',
            'Vacuum Pumps': '真空泵',
            'Compressed Air Filters': '压缩空气过滤器',
          },
        },
        'Filtration & Separation': {
          name: '过滤与分离',
          subCategories: {
            'Industrial Filters': '工业过滤器',
            'Dust Collectors': '除尘器',
            'Industrial Centrifuges': '工业离心机',
            'Water Treatment Systems': '水处理系统',
            'Oil Filtration Systems': '滤油系统',
          },
        },
        'Personal Protective Equipment': {
          name: '个人防护装备',
          subCategories: {
            'Safety Helmets': '安全帽',
            'Safety Gloves': '防护手套',
            'Protective Clothing': '防护服',
            'Respiratory Protection': '呼吸防护',
            'Safety Footwear': '安全鞋',
            'Eye & Face Protection': '眼面部防护',
          },
        },
        'Fasteners & Hardware': {
          name: '紧固件与五金',
          subCategories: {
            'Bolts & Nuts': '螺栓与螺母',
            Screws: '螺钉',
            Washers: '垫圈',
            Rivets: '铆钉',
            Anchors: '锚栓',
            'Threaded Rods': '螺纹杆',
          },
        },
      },
    },
    '0005': {
      name: '机械设备',
      description:
        '用于金属加工、塑料、包装、食品、建筑、农业和纺织的生产设备。采购商可在此找到提供新机与翻新设备、整条生产线、备件和售后服务的设备制造商与经销商。',
      categories: {
        'Metalworking Machinery': {
          name: '金属加工机械',
          subCategories: {
            'CNC Machining Centers': '数控加工中心',
            'CNC Lathes': '数控车床',
            'Milling Machines': '铣床',
            'Grinding Machines': '磨床',
            'Drilling Machines': '钻床',
            'EDM Machines': '电火花加工机床（EDM）',
          },
        },
        'Sheet Metal Machinery': {
          name: '钣金机械',
          subCategories: {
            'Laser Cutting Machines': '激光切割机',
            'Press Brakes': '折弯机',
            'Shearing Machines': '剪板机',
            'Punching Machines': '冲床',
            'Plate Rolling Machines': '卷板机',
          },
        },
        'Plastic & Rubber Machinery': {
          name: '塑料与橡胶机械',
          subCategories: {
            'Injection Molding Machines': '注塑机',
            'Extrusion Machines': '挤出机',
            'Blow Molding Machines': '吹塑机',
            'Thermoforming Machines': '吸塑机',
            'Plastic Granulators': '塑料粉碎机',
            'Rubber Processing Machines': '橡胶加工机械',
          },
        },
        'Packaging Machinery': {
          name: '包装机械',
          subCategories: {
            'Filling Machines': '灌装机',
            'Labeling Machines': '贴标机',
            'Sealing Machines': '封口机',
            'Wrapping Machines': '裹包机',
            'Cartoning Machines': '装盒机',
            Palletizers: '码垛机',
          },
        },
        'Food Processing Machinery': {
          name: '食品加工机械',
          subCategories: {
            'Mixers & Blenders': '搅拌机与混合机',
            'Bakery Equipment': '烘焙设备',
            'Meat Processing Machines': '肉类加工机械',
            'Beverage Processing Equipment': '饮料加工设备',
            'Fruit & Vegetable Processing': '果蔬加工设备',
            'Dairy Processing Equipment': '乳品加工设备',
          },
        },
        'Construction Machinery': {
          name: '工程机械',
          subCategories: {
            Excavators: '挖掘机',
            'Wheel Loaders': '轮式装载机',
            Bulldozers: '推土机',
            'Concrete Mixers': '混凝土搅拌机',
            'Mobile Cranes': '移动式起重机',
            'Road Rollers': '压路机',
          },
        },
        'Agricultural Machinery': {
          name: '农业机械',
          subCategories: {
            Tractors: '拖拉机',
            Harvesters: '收割机',
            'Seeders & Planters': '播种机与栽植机',
            'Irrigation Equipment': '灌溉设备',
            Sprayers: '植保喷雾机',
            'Tillage Equipment': '耕整地机械',
          },
        },
        'Textile Machinery': {
          name: '纺织机械',
          subCategories: {
            'Spinning Machines': '纺纱机',
            'Weaving Looms': '织机',
            'Knitting Machines': '针织机',
            'Industrial Sewing Machines': '工业缝纫机',
            'Dyeing & Finishing Machines': '染整机械',
            'Embroidery Machines': '绣花机',
          },
        },
        'Woodworking Machinery': {
          name: '木工机械',
          subCategories: {
            'Panel Saws': '裁板锯',
            'CNC Routers': '数控雕刻机',
            'Edge Banders': '封边机',
            'Planers & Thicknessers': '平刨与压刨',
            'Sanding Machines': '砂光机',
          },
        },
      },
    },
    '0006': {
      name: '动力传动',
      description:
        '将运动和扭矩从电机传递到工作机构的机械部件：减速机、轴承、皮带、链条、联轴器和直线导轨。采购商可在此找到标准与定制传动部件及备件的制造商和分销商。',
      categories: {
        'Gears & Gearboxes': {
          name: '齿轮与减速机',
          subCategories: {
            'Helical Gearboxes': '斜齿轮减速机',
            'Worm Gearboxes': '蜗轮蜗杆减速机',
            'Planetary Gearboxes': '行星减速机',
            'Bevel Gearboxes': '锥齿轮减速机',
            'Spur Gears': '直齿轮',
            'Gear Racks': '齿条',
          },
        },
        Bearings: {
          name: '轴承',
          subCategories: {
            'Ball Bearings': '球轴承',
            'Roller Bearings': '滚子轴承',
            'Linear Bearings': '直线轴承',
            'Plain Bearings': '滑动轴承',
            'Pillow Block Units': '带座轴承',
            'Slewing Bearings': '回转支承',
          },
        },
        'Electric Motors': {
          name: '电机',
          subCategories: {
            'AC Induction Motors': '交流异步电机',
            'Gear Motors': '减速电机',
            'DC Motors': '直流电机',
            'Brushless DC Motors': '无刷直流电机',
            'Explosion-proof Motors': '防爆电机',
          },
        },
        'Belts & Pulleys': {
          name: '皮带与皮带轮',
          subCategories: {
            'V-Belts': '三角带（V带）',
            'Timing Belts': '同步带',
            'Flat Belts': '平带',
            'Pulleys & Sheaves': '皮带轮',
            'Belt Tensioners': '皮带张紧器',
          },
        },
        'Chains & Sprockets': {
          name: '链条与链轮',
          subCategories: {
            'Roller Chains': '滚子链',
            'Conveyor Chains': '输送链',
            'Leaf Chains': '板式链',
            'Silent Chains': '齿形链',
            Sprockets: '链轮',
          },
        },
        'Couplings, Clutches & Brakes': {
          name: '联轴器、离合器与制动器',
          subCategories: {
            'Flexible Couplings': '弹性联轴器',
            'Rigid Couplings': '刚性联轴器',
            'Fluid Couplings': '液力偶合器',
            'Universal Joints': '万向节',
            'Industrial Clutches': '工业离合器',
            'Industrial Brakes': '工业制动器',
          },
        },
        'Linear Motion': {
          name: '直线运动',
          subCategories: {
            'Linear Guides': '直线导轨',
            'Ball Screws': '滚珠丝杠',
            'Lead Screws': '梯形丝杠',
            'Linear Modules': '直线模组',
            'Shaft Supports': '轴支座',
          },
        },
        'Seals & Gaskets': {
          name: '密封件与垫片',
          subCategories: {
            'Oil Seals': '油封',
            'O-Rings': 'O形圈',
            'Mechanical Seals': '机械密封',
            Gaskets: '垫片',
            'Hydraulic Seals': '液压密封件',
          },
        },
      },
    },
    '0007': {
      name: '服装',
      description:
        '面向各细分市场的服装，以及背后的面料、辅料和工厂。采购商可在此找到承接大批量订单和返单的服装厂、贴牌生产商和纺织厂。',
      categories: {
        "Men's Clothing": {
          name: '男装',
          subCategories: {
            Shirts: '衬衫',
            Trousers: '长裤',
            'Suits & Blazers': '西装与西装外套',
            'T-Shirts & Polos': 'T恤与Polo衫',
            'Jackets & Coats': '夹克与大衣',
            Underwear: '内衣',
          },
        },
        "Women's Clothing": {
          name: '女装',
          subCategories: {
            Dresses: '连衣裙',
            'Blouses & Tops': '女式衬衫与上衣',
            Skirts: '半身裙',
            'Pants & Leggings': '裤装与打底裤',
            'Jackets & Coats': '夹克与大衣',
            Lingerie: '女士内衣',
          },
        },
        "Children's Clothing": {
          name: '童装',
          subCategories: {
            "Boys' Clothing": '男童装',
            "Girls' Clothing": '女童装',
            'School Uniforms': '校服',
            "Kids' Outerwear": '儿童外套',
            "Kids' Sleepwear": '儿童睡衣',
          },
        },
        Sportswear: {
          name: '运动服',
          subCategories: {
            Activewear: '运动健身服',
            'Sports Jerseys': '球衣',
            Swimwear: '泳装',
            Tracksuits: '运动套装',
            'Cycling Apparel': '骑行服',
            'Yoga Wear': '瑜伽服',
          },
        },
        'Workwear & Uniforms': {
          name: '工作服与制服',
          subCategories: {
            Coveralls: '连体工作服',
            'High-Visibility Clothing': '反光警示服',
            'Medical Scrubs': '医用刷手服',
            'Chef & Hospitality Uniforms': '厨师与酒店制服',
            'Corporate Uniforms': '企业制服',
            'Flame-Resistant Clothing': '阻燃服',
          },
        },
        'Fabrics & Textiles': {
          name: '面料与纺织品',
          subCategories: {
            'Cotton Fabrics': '棉织物',
            Denim: '牛仔布',
            'Knitted Fabrics': '针织面料',
            'Synthetic Fabrics': '化纤面料',
            'Wool Fabrics': '毛纺面料',
            'Technical Textiles': '产业用纺织品',
          },
        },
        'Garment Trims & Accessories': {
          name: '服装辅料与配件',
          subCategories: {
            Zippers: '拉链',
            Buttons: '纽扣',
            'Labels & Tags': '商标与吊牌',
            'Sewing Threads': '缝纫线',
            'Laces & Ribbons': '花边与织带',
            Interlinings: '衬布',
          },
        },
        'Apparel Manufacturing Services': {
          name: '服装加工服务',
          subCategories: {
            'Cut, Make & Trim (CMT)': '来料加工（CMT）',
            'Private Label Manufacturing': '贴牌生产',
            'Garment Printing': '服装印花',
            'Embroidery Services': '刺绣加工',
            'Pattern Making & Sampling': '制版与打样',
          },
        },
      },
    },
    '0008': {
      name: '母婴用品',
      description:
        '面向婴幼儿的产品，从服装、喂养到出行用品、婴儿房家具和玩具。采购商可在此找到产品符合儿童安全标准的制造商和品牌商，为零售连锁、药店和网店供货。',
      categories: {
        'Baby Clothing': {
          name: '婴儿服装',
          subCategories: {
            'Bodysuits & Rompers': '连体衣与爬服',
            'Baby Sleepwear': '婴儿睡衣',
            'Baby Sets': '婴儿套装',
            'Socks & Booties': '婴儿袜与软底鞋',
            'Hats & Mittens': '帽子与手套',
          },
        },
        Feeding: {
          name: '喂养用品',
          subCategories: {
            'Baby Bottles': '奶瓶',
            'Pacifiers & Teethers': '安抚奶嘴与牙胶',
            'Breast Pumps': '吸奶器',
            Bibs: '围兜',
            'Baby Tableware': '儿童餐具',
            'Bottle Sterilizers': '奶瓶消毒器',
          },
        },
        'Diapers & Hygiene': {
          name: '尿裤与护理',
          subCategories: {
            'Disposable Diapers': '一次性纸尿裤',
            'Cloth Diapers': '布尿布',
            'Baby Wipes': '婴儿湿巾',
            'Changing Mats': '换尿布垫',
            'Baby Bath Products': '婴儿洗浴用品',
          },
        },
        'Strollers & Car Seats': {
          name: '婴儿车与安全座椅',
          subCategories: {
            Strollers: '婴儿推车',
            'Car Seats': '儿童安全座椅',
            'Baby Carriers': '婴儿背带',
            'Travel Systems': '旅行系统',
            'Stroller Accessories': '推车配件',
          },
        },
        'Nursery Furniture': {
          name: '婴儿房家具',
          subCategories: {
            Cribs: '婴儿床',
            'Changing Tables': '尿布台',
            'Crib Mattresses': '婴儿床垫',
            'High Chairs': '儿童餐椅',
            Playpens: '游戏围栏',
            'Nursery Bedding': '婴儿床品',
          },
        },
        'Toys & Learning': {
          name: '玩具与早教',
          subCategories: {
            'Plush Toys': '毛绒玩具',
            'Educational Toys': '益智玩具',
            Rattles: '摇铃',
            'Activity Gyms': '婴儿健身架',
            'Bath Toys': '洗澡玩具',
            'Building Blocks': '积木',
          },
        },
        'Baby Safety & Health': {
          name: '婴儿安全与健康',
          subCategories: {
            'Baby Monitors': '婴儿监护器',
            'Safety Gates': '安全门栏',
            'Baby Thermometers': '婴儿体温计',
            'Nasal Aspirators': '吸鼻器',
            'Outlet & Corner Protectors': '插座保护盖与防撞角',
          },
        },
      },
    },
    '0009': {
      name: '美容个护',
      description:
        '化妆品、个人护理产品以及美发美容院和水疗馆使用的设备。采购商可在此找到美妆行业的品牌商、贴牌与代工厂、原料供应商和包材制造商。',
      categories: {
        'Skin Care': {
          name: '护肤',
          subCategories: {
            'Face Creams & Moisturizers': '面霜与保湿霜',
            Serums: '精华液',
            Cleansers: '洁面产品',
            Sunscreen: '防晒霜',
            'Face Masks': '面膜',
            'Body Lotions': '身体乳',
          },
        },
        'Hair Care': {
          name: '护发',
          subCategories: {
            Shampoos: '洗发水',
            Conditioners: '护发素',
            'Hair Dyes': '染发剂',
            'Hair Styling Products': '造型产品',
            'Hair Treatments': '护发精华与发膜',
            'Hair Extensions & Wigs': '接发与假发',
          },
        },
        Makeup: {
          name: '彩妆',
          subCategories: {
            Foundations: '粉底',
            Lipsticks: '口红',
            'Eye Makeup': '眼妆',
            'Nail Polish': '指甲油',
            'Makeup Brushes & Tools': '化妆刷与工具',
          },
        },
        Fragrances: {
          name: '香水香氛',
          subCategories: {
            Perfumes: '香水',
            'Body Mists': '身体香雾',
            'Deodorants & Antiperspirants': '除臭剂与止汗剂',
            'Essential Oils': '精油',
            'Fragrance Raw Materials': '香料原料',
          },
        },
        'Personal Care Appliances': {
          name: '个人护理电器',
          subCategories: {
            'Hair Dryers': '吹风机',
            'Hair Straighteners & Curlers': '直发器与卷发棒',
            'Electric Shavers': '电动剃须刀',
            Epilators: '脱毛器',
            'Electric Toothbrushes': '电动牙刷',
          },
        },
        'Salon & Spa Equipment': {
          name: '美发与水疗设备',
          subCategories: {
            'Salon Chairs': '美发椅',
            'Spa & Massage Beds': '水疗与按摩床',
            'Pedicure Stations': '修脚台',
            'Professional Beauty Devices': '专业美容仪器',
            'Nail Salon Equipment': '美甲设备',
          },
        },
        'Cosmetic Packaging & Ingredients': {
          name: '化妆品包材与原料',
          subCategories: {
            'Cosmetic Bottles & Jars': '化妆品瓶与膏霜瓶',
            'Airless Pumps': '真空泵瓶',
            'Cosmetic Tubes': '化妆品软管',
            'Cosmetic Raw Materials': '化妆品原料',
            'Private Label Cosmetics': '贴牌化妆品',
          },
        },
        'Oral Care & Hygiene': {
          name: '口腔与个人清洁',
          subCategories: {
            Toothpaste: '牙膏',
            Toothbrushes: '牙刷',
            Mouthwash: '漱口水',
            'Soaps & Shower Gels': '香皂与沐浴露',
            'Feminine Hygiene': '女性护理用品',
          },
        },
      },
    },
    '0010': {
      name: '时尚配饰',
      description:
        '完善衣橱的单品：包袋、鞋履、珠宝、手表、眼镜和小配饰。采购商可在此找到为批发商、精品店和零售品牌生产自有设计或OEM系列的作坊与工厂。',
      categories: {
        'Bags & Luggage': {
          name: '箱包',
          subCategories: {
            Handbags: '手提包',
            Backpacks: '双肩包',
            'Travel Luggage': '旅行箱',
            'Wallets & Purses': '钱包与零钱包',
            Briefcases: '公文包',
            'Tote Bags': '托特包',
          },
        },
        Footwear: {
          name: '鞋类',
          subCategories: {
            "Men's Shoes": '男鞋',
            "Women's Shoes": '女鞋',
            Sneakers: '运动鞋',
            Boots: '靴子',
            'Sandals & Slippers': '凉鞋与拖鞋',
            "Children's Shoes": '童鞋',
          },
        },
        Jewelry: {
          name: '珠宝首饰',
          subCategories: {
            'Fine Jewelry': '高级珠宝',
            'Fashion Jewelry': '时尚饰品',
            Rings: '戒指',
            'Necklaces & Pendants': '项链与吊坠',
            Earrings: '耳环',
            Bracelets: '手镯与手链',
          },
        },
        Watches: {
          name: '手表',
          subCategories: {
            'Wrist Watches': '腕表',
            Smartwatches: '智能手表',
            'Watch Straps': '表带',
            'Watch Movements & Parts': '机芯与手表配件',
            'Watch Boxes & Displays': '表盒与展示架',
          },
        },
        Eyewear: {
          name: '眼镜',
          subCategories: {
            Sunglasses: '太阳镜',
            'Optical Frames': '光学镜架',
            'Reading Glasses': '老花镜',
            'Sports Eyewear': '运动眼镜',
            'Eyewear Cases': '眼镜盒',
          },
        },
        'Belts, Hats & Scarves': {
          name: '腰带、帽子与围巾',
          subCategories: {
            'Leather Belts': '皮带',
            'Hats & Caps': '帽子与鸭舌帽',
            'Scarves & Shawls': '围巾与披肩',
            Gloves: '手套',
            'Ties & Bow Ties': '领带与领结',
          },
        },
        'Hair Accessories': {
          name: '发饰',
          subCategories: {
            'Hair Clips': '发夹',
            Headbands: '发箍',
            'Hair Ties & Scrunchies': '发圈与发绳',
            'Hair Pins': '发针',
            'Bridal Hair Accessories': '新娘发饰',
          },
        },
      },
    },
    '0011': {
      name: '食品与农业',
      description:
        '从田间到货架包装成品的食品和饮料，以及农户所依赖的农资。采购商可在此找到生鲜、冷冻、干货和瓶装产品的种植者、加工商、出口商和代工包装商，以及种子、化肥和饲料供应商。',
      categories: {
        'Fresh Produce': {
          name: '生鲜农产品',
          subCategories: {
            'Fresh Fruits': '新鲜水果',
            'Fresh Vegetables': '新鲜蔬菜',
            'Fresh Herbs': '新鲜香草',
            Mushrooms: '菌菇',
            'Nuts & Dried Fruits': '坚果与果干',
          },
        },
        'Grains & Cereals': {
          name: '谷物',
          subCategories: {
            Rice: '大米',
            'Wheat & Flour': '小麦与面粉',
            Corn: '玉米',
            'Pulses & Legumes': '豆类',
            'Oats & Barley': '燕麦与大麦',
            Soybeans: '大豆',
          },
        },
        'Meat, Poultry & Seafood': {
          name: '肉类、禽类与水产',
          subCategories: {
            Beef: '牛肉',
            Pork: '猪肉',
            Poultry: '禽肉',
            Fish: '鱼类',
            Shellfish: '贝类与甲壳类',
            'Processed Meats': '肉制品',
          },
        },
        'Dairy & Eggs': {
          name: '乳品与蛋类',
          subCategories: {
            Milk: '牛奶',
            Cheese: '奶酪',
            'Butter & Cream': '黄油与奶油',
            Yogurt: '酸奶',
            'Milk Powder': '奶粉',
            Eggs: '禽蛋',
          },
        },
        Beverages: {
          name: '饮料',
          subCategories: {
            Coffee: '咖啡',
            Tea: '茶叶',
            'Fruit Juices': '果汁',
            'Soft Drinks': '软饮料',
            'Bottled Water': '瓶装水',
            Wine: '葡萄酒',
            'Beer & Spirits': '啤酒与烈酒',
          },
        },
        'Processed & Packaged Foods': {
          name: '加工与包装食品',
          subCategories: {
            'Canned Food': '罐头食品',
            'Frozen Food': '冷冻食品',
            Snacks: '休闲零食',
            Confectionery: '糖果',
            'Bakery Products': '烘焙食品',
            'Sauces & Condiments': '酱料与调味品',
          },
        },
        'Oils & Food Ingredients': {
          name: '油脂与食品配料',
          subCategories: {
            'Vegetable Oils': '植物油',
            'Olive Oil': '橄榄油',
            'Spices & Seasonings': '香料与调味料',
            'Sugar & Sweeteners': '糖与甜味剂',
            'Food Additives': '食品添加剂',
            Flavors: '食用香精',
          },
        },
        'Agricultural Inputs': {
          name: '农资',
          subCategories: {
            Seeds: '种子',
            Fertilizers: '化肥',
            'Crop Protection': '植保产品',
            'Animal Feed': '饲料',
            Greenhouses: '温室',
            'Irrigation Supplies': '灌溉用品',
          },
        },
        'Livestock & Aquaculture': {
          name: '畜牧与水产养殖',
          subCategories: {
            'Livestock Equipment': '畜牧设备',
            'Poultry Farming Equipment': '家禽养殖设备',
            'Aquaculture Equipment': '水产养殖设备',
            'Veterinary Supplies': '兽医用品',
            'Breeding Stock': '种畜种禽',
          },
        },
      },
    },
    '0012': {
      name: '家具',
      description:
        '用于住宅、办公室、酒店、学校和医院的家具，以及制作家具的五金和材料。采购商可在此找到为零售产品线、装修工程和大型招标供货的家具厂和工程家具供应商。',
      categories: {
        'Office Furniture': {
          name: '办公家具',
          subCategories: {
            'Office Chairs': '办公椅',
            'Office Desks': '办公桌',
            'Filing Cabinets': '文件柜',
            'Workstations & Cubicles': '办公工位与屏风',
            'Conference Tables': '会议桌',
            'Reception Furniture': '前台家具',
          },
        },
        'Home Furniture': {
          name: '家居家具',
          subCategories: {
            Sofas: '沙发',
            Beds: '床',
            'Dining Tables': '餐桌',
            Chairs: '椅子',
            Wardrobes: '衣柜',
            'TV Stands': '电视柜',
          },
        },
        'Outdoor Furniture': {
          name: '户外家具',
          subCategories: {
            'Garden Chairs': '花园椅',
            'Patio Sets': '庭院桌椅套装',
            'Sun Loungers': '沙滩躺椅',
            'Umbrellas & Gazebos': '遮阳伞与凉亭',
            'Outdoor Tables': '户外桌',
          },
        },
        'Hotel & Restaurant Furniture': {
          name: '酒店与餐厅家具',
          subCategories: {
            'Hotel Bedroom Sets': '酒店客房家具',
            'Restaurant Chairs': '餐厅椅',
            'Restaurant Tables': '餐厅桌',
            'Bar Stools': '吧凳',
            'Banquet Furniture': '宴会家具',
          },
        },
        'Institutional Furniture': {
          name: '公共机构家具',
          subCategories: {
            'School Furniture': '学校家具',
            'Hospital Furniture': '医院家具',
            'Library Furniture': '图书馆家具',
            'Auditorium Seating': '礼堂座椅',
            'Laboratory Furniture': '实验室家具',
          },
        },
        'Storage & Shelving': {
          name: '收纳与货架',
          subCategories: {
            Bookcases: '书柜',
            'Shelving Units': '置物架',
            Cabinets: '储物柜',
            'Shoe Racks': '鞋柜',
            'Steel Lockers': '钢制更衣柜',
          },
        },
        'Furniture Hardware & Materials': {
          name: '家具五金与材料',
          subCategories: {
            Hinges: '铰链',
            'Drawer Slides': '抽屉滑轨',
            'Handles & Knobs': '拉手与旋钮',
            'Furniture Legs': '家具脚',
            'Upholstery Fabrics': '软包面料',
            'Wood Panels & Boards': '木质板材',
          },
        },
      },
    },
    '0013': {
      name: '医疗保健',
      description:
        '面向医院、诊所和药店的医疗器械、耗材、药品和实验室用品。采购商可在此找到具备受监管市场所要求认证（如ISO 13485、CE标志和FDA注册）的制造商和分销商。',
      categories: {
        'Medical Equipment': {
          name: '医疗设备',
          subCategories: {
            'Diagnostic Imaging': '影像诊断设备',
            'Patient Monitors': '病人监护仪',
            'Ultrasound Systems': '超声诊断系统',
            'ECG Machines': '心电图机',
            Ventilators: '呼吸机',
            Defibrillators: '除颤器',
          },
        },
        'Medical Consumables': {
          name: '医用耗材',
          subCategories: {
            'Syringes & Needles': '注射器与针头',
            'Medical Gloves': '医用手套',
            'Bandages & Dressings': '绷带与敷料',
            Catheters: '导管',
            'Face Masks': '医用口罩',
            'Infusion Sets': '输液器',
          },
        },
        'Hospital Furniture & Equipment': {
          name: '医院家具与设备',
          subCategories: {
            'Hospital Beds': '病床',
            Stretchers: '担架',
            Wheelchairs: '轮椅',
            'Examination Tables': '检查床',
            'Medical Carts': '医用推车',
            'Surgical Lights': '手术无影灯',
          },
        },
        'Laboratory Equipment': {
          name: '实验室设备',
          subCategories: {
            'Laboratory Centrifuges': '实验室离心机',
            Microscopes: '显微镜',
            'Clinical Analyzers': '临床分析仪',
            Incubators: '培养箱',
            Pipettes: '移液器',
            'Lab Consumables': '实验室耗材',
          },
        },
        Pharmaceuticals: {
          name: '药品',
          subCategories: {
            'Generic Drugs': '仿制药',
            'Active Pharmaceutical Ingredients (API)': '原料药（API）',
            'Over-the-Counter Medicines': '非处方药',
            'Vitamins & Supplements': '维生素与营养补充剂',
            'Herbal Medicines': '中草药与植物药',
            'Veterinary Medicines': '兽药',
          },
        },
        'Dental Supplies': {
          name: '牙科用品',
          subCategories: {
            'Dental Chairs': '牙科综合治疗台',
            'Dental Instruments': '牙科器械',
            'Dental Materials': '牙科材料',
            'Orthodontic Supplies': '正畸用品',
            'Dental Imaging': '口腔影像设备',
          },
        },
        'Rehabilitation & Home Care': {
          name: '康复与居家护理',
          subCategories: {
            'Mobility Aids': '助行器具',
            'Orthopedic Supports': '矫形支具',
            'Physiotherapy Equipment': '理疗设备',
            'Blood Pressure Monitors': '血压计',
            'Glucose Meters': '血糖仪',
            'Hearing Aids': '助听器',
          },
        },
        'Sterilization & Disinfection': {
          name: '消毒灭菌',
          subCategories: {
            Autoclaves: '高压灭菌器',
            Disinfectants: '消毒剂',
            'UV Sterilizers': '紫外线消毒器',
            'Sterilization Pouches': '灭菌包装袋',
            'Washer-Disinfectors': '清洗消毒机',
          },
        },
      },
    },
    '0014': {
      name: '家居与建筑',
      description:
        '用于新建和翻新住宅及商业项目的材料、设施和饰面，以及家用电器。采购商可在此找到面向建筑承包商、开发商和建材零售商的生产商与分销商，包括预制建筑。',
      categories: {
        'Building Materials': {
          name: '建筑材料',
          subCategories: {
            'Cement & Concrete': '水泥与混凝土',
            'Bricks & Blocks': '砖与砌块',
            'Structural Steel & Rebar': '结构钢与钢筋',
            'Lumber & Timber': '建筑木材',
            'Insulation Materials': '保温隔热材料',
            'Roofing Materials': '屋面材料',
          },
        },
        'Doors & Windows': {
          name: '门窗',
          subCategories: {
            Doors: '门',
            Windows: '窗',
            'Garage Doors': '车库门',
            'Door & Window Hardware': '门窗五金',
            'Shutters & Blinds': '百叶窗与卷帘',
          },
        },
        'Flooring & Tiles': {
          name: '地板与瓷砖',
          subCategories: {
            'Ceramic Tiles': '陶瓷砖',
            'Porcelain Tiles': '瓷质砖',
            'Wood Flooring': '木地板',
            'Vinyl Flooring': 'PVC地板',
            'Natural Stone': '天然石材',
            'Carpets & Rugs': '地毯与地垫',
          },
        },
        'Plumbing & Sanitary Ware': {
          name: '水暖与卫浴',
          subCategories: {
            Faucets: '水龙头',
            Toilets: '马桶',
            'Sinks & Basins': '水槽与洗手盆',
            'Showers & Bathtubs': '淋浴与浴缸',
            'Pipes & Fittings': '管材与管件',
            'Water Heaters': '热水器',
          },
        },
        'Kitchen & Bath': {
          name: '厨房与卫浴',
          subCategories: {
            'Kitchen Cabinets': '橱柜',
            Countertops: '台面',
            'Range Hoods': '抽油烟机',
            'Bathroom Vanities': '浴室柜',
            'Bathroom Accessories': '卫浴配件',
          },
        },
        Lighting: {
          name: '照明',
          subCategories: {
            'LED Bulbs & Tubes': 'LED灯泡与灯管',
            'Indoor Lighting': '室内照明',
            'Outdoor Lighting': '户外照明',
            'Industrial Lighting': '工业照明',
            'Street Lights': '路灯',
            'Smart Lighting': '智能照明',
          },
        },
        'Home Appliances': {
          name: '家用电器',
          subCategories: {
            Refrigerators: '冰箱',
            'Washing Machines': '洗衣机',
            'Air Conditioners': '空调',
            'Cooking Appliances': '烹饪电器',
            'Small Kitchen Appliances': '厨房小家电',
            'Vacuum Cleaners': '吸尘器',
          },
        },
        'Paints & Coatings': {
          name: '涂料与涂层',
          subCategories: {
            'Interior Paints': '内墙涂料',
            'Exterior Paints': '外墙涂料',
            'Industrial Coatings': '工业涂料',
            Waterproofing: '防水材料',
            'Adhesives & Sealants': '胶粘剂与密封胶',
          },
        },
        'Prefabricated Buildings': {
          name: '预制建筑',
          subCategories: {
            'Container Houses': '集装箱房',
            'Steel Structure Buildings': '钢结构建筑',
            'Modular Homes': '模块化房屋',
            'Prefab Warehouses': '预制仓库',
            'Portable Cabins': '活动板房',
          },
        },
      },
    },
    '0015': {
      name: '商务服务',
      description:
        '让国际贸易顺畅运转的服务：货运与报关、检验、贸易融资、营销和咨询。买卖双方可在此找到合作伙伴，帮助运输货物、把控质量、安全收款并开拓新市场。',
      categories: {
        'Logistics & Freight': {
          name: '物流与货运',
          subCategories: {
            'Ocean Freight': '海运',
            'Air Freight': '空运',
            'Road Freight': '公路运输',
            'Rail Freight': '铁路运输',
            Warehousing: '仓储',
            'Freight Forwarding': '货运代理',
          },
        },
        'Customs & Trade Compliance': {
          name: '报关与贸易合规',
          subCategories: {
            'Customs Brokerage': '报关服务',
            'Import & Export Documentation': '进出口单证',
            'Trade Compliance Consulting': '贸易合规咨询',
            'Certificates of Origin': '原产地证书',
            'Tariff Classification': '海关商品归类',
          },
        },
        'Inspection & Certification': {
          name: '检验与认证',
          subCategories: {
            'Pre-shipment Inspection': '装运前检验',
            'Factory Audits': '验厂',
            'Product Testing': '产品检测',
            'ISO Certification': 'ISO认证',
            'CE & UL Certification': 'CE与UL认证',
          },
        },
        'Trade Finance & Payments': {
          name: '贸易融资与支付',
          subCategories: {
            'Letters of Credit': '信用证',
            'Export Credit Insurance': '出口信用保险',
            Factoring: '保理',
            'Supply Chain Finance': '供应链金融',
            'International Payments': '国际支付',
            'Currency Exchange': '外汇兑换',
          },
        },
        'Marketing & Advertising': {
          name: '营销与广告',
          subCategories: {
            'Digital Marketing': '数字营销',
            'Trade Show Services': '展会服务',
            'Branding & Design': '品牌与设计',
            'Market Research': '市场调研',
            'Translation & Localization': '翻译与本地化',
            'Product Photography': '产品摄影',
          },
        },
        Consulting: {
          name: '咨询',
          subCategories: {
            'Business Consulting': '企业管理咨询',
            'Market Entry Consulting': '市场进入咨询',
            'Engineering Consulting': '工程咨询',
            'Legal Services': '法律服务',
            'Accounting & Tax': '会计与税务',
            'Recruitment & HR': '招聘与人力资源',
          },
        },
        'Sourcing & Manufacturing Services': {
          name: '采购与制造服务',
          subCategories: {
            'Sourcing Agents': '采购代理',
            'Contract Manufacturing': '代工生产',
            'OEM & ODM Services': 'OEM与ODM服务',
            'Product Design': '产品设计',
            Prototyping: '原型开发',
          },
        },
        'Industrial Services': {
          name: '工业服务',
          subCategories: {
            'Equipment Maintenance & Repair': '设备维护与维修',
            'Installation & Commissioning': '安装与调试',
            'Industrial Cleaning': '工业清洗',
            'Machine Relocation': '设备搬迁',
            'Calibration Services': '校准服务',
          },
        },
      },
    },
  },
};
