// Data (reference table: the search glossary, seeded once per term): one list, so one file.
/**
 * The glossary of industrial terms (docs/search.md, decision 0034): each group holds terms that
 * mean the same thing, one group a line: English, Spanish, Italian, Portuguese, German, French and
 * Chinese, in that order, separated by `;`; several terms of one language are separated by `|`
 * ("stainless steel|inox"). A
 * query that holds one of a group's terms also finds the documents that hold the others.
 *
 * Seeded by `seed-reference.ts` into `search_glossary`, where operators edit it without a deploy:
 * a term is written once (`search_glossary_seeded` remembers it), so a term changed or deleted
 * there is never written back. A new group or term here is added at the next start; a term
 * corrected here is added beside the old one, which an operator deletes if it was wrong.
 * Each group's key is its first English term as a slug: keep it when editing the group.
 */
export const glossaryLanguageOrder = ['en', 'es', 'it', 'pt', 'de', 'fr', 'zh'] as const;

/** One group a line: en ; es ; it ; pt ; de ; fr ; zh (`#` starts a heading line). */
const glossaryText = `
# Metals and alloys
stainless steel|inox ; acero inoxidable|inox ; acciaio inossidabile|acciaio inox|inox ; aço inoxidável|aço inox|inox ; Edelstahl|rostfreier Stahl|Nirosta ; acier inoxydable|inox ; 不锈钢
carbon steel ; acero al carbono ; acciaio al carbonio ; aço carbono ; Kohlenstoffstahl|unlegierter Stahl ; acier au carbone ; 碳钢
alloy steel ; acero aleado ; acciaio legato ; aço liga ; legierter Stahl ; acier allié ; 合金钢
galvanized steel ; acero galvanizado ; acciaio zincato ; aço galvanizado ; verzinkter Stahl ; acier galvanisé ; 镀锌钢
tool steel ; acero para herramientas ; acciaio per utensili ; aço ferramenta ; Werkzeugstahl ; acier à outils ; 工具钢
spring steel ; acero para muelles ; acciaio per molle ; aço mola ; Federstahl ; acier à ressort ; 弹簧钢
cast iron ; hierro fundido|fundición ; ghisa ; ferro fundido ; Gusseisen|Grauguss ; fonte ; 铸铁
ductile iron ; fundición dúctil ; ghisa sferoidale ; ferro fundido nodular|ferro dúctil ; Sphäroguss ; fonte ductile ; 球墨铸铁
aluminium|aluminum ; aluminio ; alluminio ; alumínio ; Aluminium ; aluminium ; 铝
aluminium alloy|aluminum alloy ; aleación de aluminio ; lega di alluminio ; liga de alumínio ; Aluminiumlegierung ; alliage d'aluminium ; 铝合金
copper ; cobre ; rame ; cobre ; Kupfer ; cuivre ; 铜|紫铜
brass ; latón ; ottone ; latão ; Messing ; laiton ; 黄铜
bronze ; bronce ; bronzo ; bronze ; Bronze ; bronze ; 青铜
titanium ; titanio ; titanio ; titânio ; Titan ; titane ; 钛
nickel alloy ; aleación de níquel ; lega di nichel ; liga de níquel ; Nickellegierung ; alliage de nickel ; 镍合金
zinc ; zinc ; zinco ; zinco ; Zink ; zinc ; 锌
tungsten carbide|hard metal ; carburo de tungsteno|metal duro ; carburo di tungsteno|metallo duro ; carboneto de tungstênio|metal duro ; Hartmetall|Wolframkarbid ; carbure de tungstène ; 硬质合金|碳化钨
sheet metal ; chapa metálica ; lamiera ; chapa metálica ; Blech ; tôle ; 钣金|金属板
steel plate ; placa de acero|chapa de acero ; lamiera d'acciaio ; chapa de aço ; Stahlplatte|Grobblech ; tôle d'acier ; 钢板
steel coil ; bobina de acero ; coil d'acciaio|rotolo d'acciaio ; bobina de aço ; Stahlcoil ; bobine d'acier ; 钢卷
wire rod ; alambrón ; vergella ; fio-máquina ; Walzdraht ; fil machine ; 线材
rebar ; varilla corrugada|barra de refuerzo ; tondino per cemento armato ; vergalhão ; Betonstahl|Bewehrungsstahl ; fer à béton ; 钢筋
steel beam ; viga de acero ; trave in acciaio ; viga de aço ; Stahlträger ; poutre en acier ; 钢梁
steel wire ; alambre de acero ; filo d'acciaio ; arame de aço ; Stahldraht ; fil d'acier ; 钢丝
wire rope ; cable de acero ; fune metallica ; cabo de aço ; Drahtseil ; câble d'acier ; 钢丝绳
forging ; forja ; forgiatura ; forjamento ; Schmieden|Schmiedeteil ; forgeage ; 锻造|锻件
casting ; fundición ; fusione|getto ; fundição ; Guss|Gussteil ; fonderie|pièce moulée ; 铸造|铸件
die casting ; fundición a presión ; pressofusione ; fundição sob pressão ; Druckguss ; fonderie sous pression ; 压铸
investment casting|lost wax casting ; fundición a la cera perdida ; microfusione|fusione a cera persa ; fundição por cera perdida ; Feinguss ; fonderie à la cire perdue ; 熔模铸造|精密铸造
# Plastics and rubber
plastic ; plástico ; plastica ; plástico ; Kunststoff ; plastique ; 塑料
polyethylene|PE ; polietileno ; polietilene ; polietileno ; Polyethylen ; polyéthylène ; 聚乙烯
high density polyethylene|HDPE ; polietileno de alta densidad ; polietilene ad alta densità ; polietileno de alta densidade ; Polyethylen hoher Dichte ; polyéthylène haute densité ; 高密度聚乙烯
polypropylene|PP ; polipropileno ; polipropilene ; polipropileno ; Polypropylen ; polypropylène ; 聚丙烯
polyvinyl chloride|PVC ; policloruro de vinilo|PVC ; cloruro di polivinile|PVC ; policloreto de vinila|PVC ; Polyvinylchlorid|PVC ; polychlorure de vinyle|PVC ; 聚氯乙烯
polystyrene ; poliestireno ; polistirene ; poliestireno ; Polystyrol ; polystyrène ; 聚苯乙烯
polycarbonate ; policarbonato ; policarbonato ; policarbonato ; Polycarbonat ; polycarbonate ; 聚碳酸酯
polyamide|nylon ; poliamida|nailon ; poliammide|nylon ; poliamida|náilon ; Polyamid ; polyamide ; 尼龙|聚酰胺
PTFE|teflon ; PTFE|teflón ; PTFE|teflon ; PTFE|teflon ; PTFE ; PTFE|téflon ; 聚四氟乙烯
ABS plastic ; plástico ABS ; plastica ABS ; plástico ABS ; ABS-Kunststoff ; plastique ABS ; ABS塑料
polyurethane|PU ; poliuretano ; poliuretano ; poliuretano ; Polyurethan ; polyuréthane ; 聚氨酯
PET resin ; resina PET ; resina PET ; resina PET ; PET-Granulat ; résine PET ; PET树脂
acrylic sheet|plexiglass ; lámina acrílica|metacrilato ; lastra acrilica|plexiglas ; chapa acrílica ; Acrylglas ; plaque acrylique|plexiglas ; 亚克力板
fiberglass|glass fibre ; fibra de vidrio ; fibra di vetro|vetroresina ; fibra de vidro ; Glasfaser|GFK ; fibre de verre ; 玻璃纤维
carbon fiber ; fibra de carbono ; fibra di carbonio ; fibra de carbono ; Kohlefaser|Carbonfaser ; fibre de carbone ; 碳纤维
natural rubber ; caucho natural ; gomma naturale ; borracha natural ; Naturkautschuk ; caoutchouc naturel ; 天然橡胶
rubber ; caucho|goma ; gomma ; borracha ; Gummi ; caoutchouc ; 橡胶
silicone ; silicona ; silicone ; silicone ; Silikon ; silicone ; 硅胶|有机硅
EPDM ; EPDM ; EPDM ; EPDM ; EPDM ; EPDM ; 三元乙丙橡胶
plastic granules|plastic pellets ; granza de plástico|pellets de plástico ; granulo plastico ; grânulos plásticos ; Kunststoffgranulat ; granulés plastiques ; 塑料颗粒
recycled plastic ; plástico reciclado ; plastica riciclata ; plástico reciclado ; Recyclingkunststoff|recycelter Kunststoff ; plastique recyclé ; 再生塑料
injection molding|injection moulding ; moldeo por inyección ; stampaggio a iniezione ; moldagem por injeção ; Spritzguss ; moulage par injection ; 注塑
blow molding|blow moulding ; moldeo por soplado ; soffiaggio ; moldagem por sopro ; Blasformen ; moulage par soufflage|extrusion-soufflage ; 吹塑
extrusion ; extrusión ; estrusione ; extrusão ; Extrusion ; extrusion ; 挤出|挤压
thermoforming ; termoformado ; termoformatura ; termoformagem ; Thermoformen|Tiefziehen ; thermoformage ; 热成型
injection molding machine ; máquina de moldeo por inyección|inyectora ; pressa a iniezione ; injetora ; Spritzgießmaschine ; presse à injecter ; 注塑机
plastic mould|plastic mold ; molde de plástico ; stampo per plastica ; molde plástico ; Kunststoffform|Spritzgießwerkzeug ; moule plastique ; 塑料模具
# Glass, wood, paper, building materials
glass ; vidrio ; vetro ; vidro ; Glas ; verre ; 玻璃
tempered glass ; vidrio templado ; vetro temperato ; vidro temperado ; Einscheibensicherheitsglas|gehärtetes Glas ; verre trempé ; 钢化玻璃
plywood ; contrachapado|madera contrachapada ; compensato ; compensado ; Sperrholz ; contreplaqué ; 胶合板
MDF board ; tablero MDF ; pannello MDF ; painel MDF ; MDF-Platte ; panneau MDF ; 中密度纤维板
timber|lumber ; madera aserrada ; legname ; madeira serrada ; Schnittholz ; bois de sciage ; 木材
cement ; cemento ; cemento ; cimento ; Zement ; ciment ; 水泥
concrete ; hormigón|concreto ; calcestruzzo ; concreto|betão ; Beton ; béton ; 混凝土
ceramic tile ; baldosa cerámica|azulejo ; piastrella in ceramica ; revestimento cerâmico|azulejo ; Keramikfliese|Fliese ; carreau de céramique ; 瓷砖
brick ; ladrillo ; mattone ; tijolo ; Ziegel|Backstein ; brique ; 砖
insulation ; aislamiento ; isolamento ; isolamento ; Dämmung|Isolierung ; isolation ; 保温|绝缘
mineral wool ; lana mineral ; lana minerale ; lã mineral ; Mineralwolle ; laine minérale ; 矿棉
kraft paper ; papel kraft ; carta kraft ; papel kraft ; Kraftpapier ; papier kraft ; 牛皮纸
cardboard|paperboard ; cartón ; cartone ; papelão ; Karton|Pappe ; carton ; 纸板
corrugated cardboard ; cartón corrugado ; cartone ondulato ; papelão ondulado ; Wellpappe ; carton ondulé ; 瓦楞纸板
# Valves
valve ; válvula ; valvola ; válvula ; Ventil|Armatur ; vanne|robinet ; 阀门|阀
ball valve ; válvula de bola|válvula esférica ; valvola a sfera ; válvula de esfera ; Kugelhahn ; vanne à boisseau sphérique|robinet à tournant sphérique ; 球阀
gate valve ; válvula de compuerta ; valvola a saracinesca ; válvula gaveta ; Schieber|Absperrschieber ; robinet-vanne|vanne à opercule ; 闸阀
globe valve ; válvula de globo ; valvola a globo ; válvula globo ; Durchgangsventil|Absperrventil ; robinet à soupape ; 截止阀
butterfly valve ; válvula de mariposa ; valvola a farfalla ; válvula borboleta ; Absperrklappe|Drosselklappe ; vanne papillon ; 蝶阀
check valve|non-return valve ; válvula de retención|válvula antirretorno ; valvola di ritegno|valvola di non ritorno ; válvula de retenção ; Rückschlagventil ; clapet anti-retour ; 止回阀|单向阀
safety valve|relief valve ; válvula de seguridad|válvula de alivio ; valvola di sicurezza ; válvula de segurança|válvula de alívio ; Sicherheitsventil|Überdruckventil ; soupape de sécurité ; 安全阀|泄压阀
solenoid valve ; electroválvula|válvula solenoide ; elettrovalvola ; válvula solenoide ; Magnetventil ; électrovanne ; 电磁阀
control valve ; válvula de control ; valvola di regolazione ; válvula de controle ; Regelventil|Stellventil ; vanne de régulation ; 调节阀|控制阀
pressure reducing valve ; válvula reductora de presión ; valvola riduttrice di pressione ; válvula redutora de pressão ; Druckminderer|Druckminderventil ; détendeur|réducteur de pression ; 减压阀
needle valve ; válvula de aguja ; valvola a spillo ; válvula agulha ; Nadelventil ; vanne à pointeau ; 针阀
plug valve ; válvula de macho ; valvola a maschio ; válvula macho ; Kükenhahn ; robinet à boisseau ; 旋塞阀
diaphragm valve ; válvula de diafragma ; valvola a membrana ; válvula diafragma ; Membranventil ; vanne à membrane ; 隔膜阀
knife gate valve ; válvula de guillotina ; valvola a ghigliottina ; válvula guilhotina ; Plattenschieber|Messerschieber ; vanne guillotine ; 刀闸阀
valve actuator ; actuador de válvula ; attuatore per valvole ; atuador de válvula ; Stellantrieb|Ventilantrieb ; actionneur de vanne ; 阀门执行器
pneumatic actuator ; actuador neumático ; attuatore pneumatico ; atuador pneumático ; pneumatischer Antrieb ; actionneur pneumatique ; 气动执行器
electric actuator ; actuador eléctrico ; attuatore elettrico ; atuador elétrico ; elektrischer Stellantrieb ; actionneur électrique|servomoteur électrique ; 电动执行器
faucet|tap ; grifo ; rubinetto ; torneira ; Wasserhahn|Armatur ; robinet ; 水龙头
# Pumps and compressors
pump ; bomba ; pompa ; bomba ; Pumpe ; pompe ; 泵
centrifugal pump ; bomba centrífuga ; pompa centrifuga ; bomba centrífuga ; Kreiselpumpe|Zentrifugalpumpe ; pompe centrifuge ; 离心泵
submersible pump ; bomba sumergible ; pompa sommergibile|elettropompa sommersa ; bomba submersível ; Tauchpumpe ; pompe immergée|pompe submersible ; 潜水泵
gear pump ; bomba de engranajes ; pompa a ingranaggi ; bomba de engrenagens ; Zahnradpumpe ; pompe à engrenages ; 齿轮泵
piston pump ; bomba de pistón ; pompa a pistoni ; bomba de pistão ; Kolbenpumpe ; pompe à piston ; 柱塞泵|活塞泵
diaphragm pump ; bomba de diafragma|bomba de membrana ; pompa a membrana ; bomba de diafragma ; Membranpumpe ; pompe à membrane ; 隔膜泵
screw pump ; bomba de tornillo ; pompa a vite ; bomba de parafuso ; Schraubenspindelpumpe|Schneckenpumpe ; pompe à vis ; 螺杆泵
vacuum pump ; bomba de vacío ; pompa per vuoto|pompa a vuoto ; bomba de vácuo ; Vakuumpumpe ; pompe à vide ; 真空泵
peristaltic pump ; bomba peristáltica ; pompa peristaltica ; bomba peristáltica ; Schlauchpumpe|Peristaltikpumpe ; pompe péristaltique ; 蠕动泵
dosing pump|metering pump ; bomba dosificadora ; pompa dosatrice ; bomba dosadora ; Dosierpumpe ; pompe doseuse ; 计量泵
hydraulic pump ; bomba hidráulica ; pompa idraulica ; bomba hidráulica ; Hydraulikpumpe ; pompe hydraulique ; 液压泵
water pump ; bomba de agua ; pompa per acqua|pompa dell'acqua ; bomba d'água|bomba de água ; Wasserpumpe ; pompe à eau ; 水泵
self-priming pump ; bomba autocebante ; pompa autoadescante ; bomba autoescorvante ; selbstansaugende Pumpe ; pompe auto-amorçante ; 自吸泵
multistage pump ; bomba multietapa ; pompa multistadio ; bomba multiestágio ; mehrstufige Pumpe ; pompe multicellulaire ; 多级泵
booster pump ; bomba de refuerzo|grupo de presión ; pompa booster|gruppo di pressurizzazione ; bomba pressurizadora ; Druckerhöhungspumpe ; surpresseur ; 增压泵
air compressor ; compresor de aire ; compressore d'aria ; compressor de ar ; Luftkompressor|Druckluftkompressor ; compresseur d'air ; 空压机|空气压缩机
screw compressor ; compresor de tornillo ; compressore a vite ; compressor de parafuso ; Schraubenkompressor|Schraubenverdichter ; compresseur à vis ; 螺杆压缩机
blower|fan ; soplador|ventilador ; soffiante|ventilatore ; soprador|ventilador ; Gebläse|Ventilator|Lüfter ; soufflante|ventilateur ; 风机|鼓风机
impeller ; impulsor|rodete ; girante ; rotor|impulsor ; Laufrad ; roue|turbine ; 叶轮
mechanical seal ; sello mecánico ; tenuta meccanica ; selo mecânico ; Gleitringdichtung ; garniture mécanique ; 机械密封
# Motors, drives and power transmission
electric motor ; motor eléctrico ; motore elettrico ; motor elétrico ; Elektromotor ; moteur électrique ; 电动机|电机
induction motor|asynchronous motor ; motor de inducción|motor asíncrono ; motore asincrono|motore a induzione ; motor de indução|motor assíncrono ; Asynchronmotor|Drehstrommotor ; moteur asynchrone ; 异步电机|感应电机
servo motor ; servomotor ; servomotore ; servomotor ; Servomotor ; servomoteur ; 伺服电机
stepper motor ; motor paso a paso ; motore passo-passo ; motor de passo ; Schrittmotor ; moteur pas à pas ; 步进电机
brushless motor ; motor sin escobillas ; motore brushless ; motor sem escovas ; bürstenloser Motor ; moteur sans balais ; 无刷电机
gear motor|geared motor ; motorreductor ; motoriduttore ; motorredutor ; Getriebemotor ; motoréducteur ; 减速电机
gearbox|speed reducer ; reductor|caja de engranajes ; riduttore ; redutor|caixa de engrenagens ; Getriebe|Untersetzungsgetriebe ; réducteur|boîte de vitesses ; 减速机|齿轮箱
worm gear ; engranaje sinfín|tornillo sinfín ; ingranaggio a vite senza fine ; engrenagem sem fim|coroa e sem fim ; Schneckengetriebe ; engrenage à vis sans fin ; 蜗轮蜗杆
planetary gearbox ; reductor planetario ; riduttore epicicloidale ; redutor planetário ; Planetengetriebe ; réducteur planétaire ; 行星减速机
gear ; engranaje ; ingranaggio ; engrenagem ; Zahnrad ; engrenage ; 齿轮
variable frequency drive|frequency inverter|VFD ; variador de frecuencia ; inverter|convertitore di frequenza ; inversor de frequência ; Frequenzumrichter ; variateur de fréquence ; 变频器
coupling ; acoplamiento ; giunto ; acoplamento ; Kupplung ; accouplement ; 联轴器
shaft ; eje ; albero ; eixo ; Welle ; arbre ; 轴
pulley ; polea ; puleggia ; polia ; Riemenscheibe ; poulie ; 皮带轮|滑轮
sprocket ; piñón|rueda dentada ; pignone|ruota dentata ; roda dentada ; Kettenrad ; pignon ; 链轮
roller chain ; cadena de rodillos ; catena a rulli ; corrente de rolos ; Rollenkette ; chaîne à rouleaux ; 滚子链
V-belt ; correa trapezoidal|correa en V ; cinghia trapezoidale ; correia em V ; Keilriemen ; courroie trapézoïdale ; 三角带
timing belt ; correa dentada|correa de distribución ; cinghia dentata ; correia dentada|correia sincronizadora ; Zahnriemen ; courroie crantée ; 同步带
conveyor belt ; cinta transportadora ; nastro trasportatore ; correia transportadora ; Förderband|Transportband ; bande transporteuse|convoyeur à bande ; 输送带
clutch ; embrague ; frizione ; embreagem ; Kupplung|Schaltkupplung ; embrayage ; 离合器
brake ; freno ; freno ; freio ; Bremse ; frein ; 制动器|刹车
# Bearings
bearing ; rodamiento|cojinete ; cuscinetto ; rolamento ; Lager|Wälzlager ; roulement ; 轴承
ball bearing ; rodamiento de bolas ; cuscinetto a sfere ; rolamento de esferas ; Kugellager ; roulement à billes ; 球轴承|滚珠轴承
roller bearing ; rodamiento de rodillos ; cuscinetto a rulli ; rolamento de rolos ; Rollenlager ; roulement à rouleaux ; 滚子轴承
tapered roller bearing ; rodamiento de rodillos cónicos ; cuscinetto a rulli conici ; rolamento de rolos cônicos ; Kegelrollenlager ; roulement à rouleaux coniques ; 圆锥滚子轴承
needle bearing ; rodamiento de agujas ; cuscinetto a rullini ; rolamento de agulhas ; Nadellager ; roulement à aiguilles ; 滚针轴承
pillow block bearing ; soporte de rodamiento|chumacera ; supporto con cuscinetto ; mancal|rolamento com mancal ; Stehlager ; palier à semelle ; 带座轴承
plain bearing|bushing ; cojinete de fricción|casquillo ; bronzina|boccola ; bucha|mancal de deslizamento ; Gleitlager|Buchse ; palier lisse|bague ; 滑动轴承|轴套
linear bearing ; rodamiento lineal ; cuscinetto lineare ; rolamento linear ; Linearlager ; roulement linéaire|douille à billes ; 直线轴承
linear guide ; guía lineal ; guida lineare ; guia linear ; Linearführung ; guidage linéaire ; 直线导轨
ball screw ; husillo de bolas ; vite a ricircolo di sfere ; fuso de esferas ; Kugelgewindetrieb ; vis à billes ; 滚珠丝杠
oil seal ; retén de aceite ; paraolio ; retentor ; Wellendichtring|Simmerring ; joint à lèvre|bague d'étanchéité ; 油封
O-ring ; junta tórica ; O-ring|anello OR ; anel de vedação|o-ring ; O-Ring ; joint torique ; O型圈
gasket ; junta ; guarnizione ; junta|gaxeta ; Dichtung ; joint ; 垫片|密封垫
seal ; sello|junta de estanqueidad ; tenuta|guarnizione di tenuta ; vedação|selo ; Dichtung|Dichtelement ; joint d'étanchéité ; 密封件
lubricant ; lubricante ; lubrificante ; lubrificante ; Schmierstoff ; lubrifiant ; 润滑剂
grease ; grasa lubricante ; grasso lubrificante ; graxa ; Schmierfett ; graisse ; 润滑脂|黄油
# Fasteners
fastener ; elemento de fijación|sujetador ; elemento di fissaggio|minuteria ; fixador|elemento de fixação ; Verbindungselement|Befestigungselement ; élément de fixation|fixation ; 紧固件
bolt ; perno ; bullone ; parafuso|parafuso sextavado ; Schraube|Sechskantschraube ; boulon ; 螺栓
hex bolt ; perno hexagonal|tornillo de cabeza hexagonal ; bullone a testa esagonale ; parafuso sextavado ; Sechskantschraube ; boulon à tête hexagonale|vis à tête hexagonale ; 六角螺栓
screw ; tornillo ; vite ; parafuso ; Schraube ; vis ; 螺钉|螺丝
self-tapping screw ; tornillo autorroscante ; vite autofilettante ; parafuso autoatarraxante ; Blechschraube|selbstschneidende Schraube ; vis autotaraudeuse ; 自攻螺钉
wood screw ; tornillo para madera ; vite per legno ; parafuso para madeira ; Holzschraube ; vis à bois ; 木螺钉
socket head cap screw ; tornillo allen ; vite a testa cilindrica con esagono incassato|vite a brugola ; parafuso allen ; Zylinderkopfschraube|Innensechskantschraube ; vis à tête cylindrique six pans creux|vis CHC ; 内六角螺钉
nut ; tuerca ; dado ; porca ; Mutter ; écrou ; 螺母
lock nut ; tuerca autoblocante|contratuerca ; dado autobloccante ; porca autotravante ; Sicherungsmutter ; écrou autobloquant|écrou frein ; 防松螺母|锁紧螺母
washer ; arandela ; rondella ; arruela ; Unterlegscheibe|Scheibe ; rondelle ; 垫圈
spring washer ; arandela de presión|arandela Grower ; rondella elastica|rondella grower ; arruela de pressão ; Federring ; rondelle élastique|rondelle Grower ; 弹簧垫圈
threaded rod ; varilla roscada ; barra filettata ; barra roscada ; Gewindestange ; tige filetée ; 螺杆|丝杆
stud bolt ; espárrago ; prigioniero ; prisioneiro|estojo ; Stiftschraube ; goujon ; 双头螺栓
anchor bolt ; perno de anclaje ; tirafondo|bullone di ancoraggio ; chumbador|parafuso de ancoragem ; Ankerbolzen|Fundamentschraube ; boulon d'ancrage ; 地脚螺栓|锚栓
expansion anchor|wall plug ; taco de expansión|taco ; tassello ad espansione|tassello ; bucha de expansão|bucha ; Spreizdübel|Dübel ; cheville à expansion|cheville ; 膨胀螺栓
rivet ; remache ; rivetto ; rebite ; Niet ; rivet ; 铆钉
blind rivet ; remache ciego|remache pop ; rivetto a strappo ; rebite de repuxo|rebite pop ; Blindniet ; rivet aveugle|rivet pop ; 抽芯铆钉|拉铆钉
dowel pin ; pasador ; spina|spina di centraggio ; pino|cavilha ; Passstift|Zylinderstift ; goupille ; 销钉|定位销
circlip|retaining ring ; anillo de retención|circlip ; anello elastico|seeger ; anel elástico|anel trava ; Sicherungsring|Seegerring ; circlip|anneau d'arrêt ; 卡簧|挡圈
nail ; clavo ; chiodo ; prego ; Nagel ; clou ; 钉子
hinge ; bisagra ; cerniera ; dobradiça ; Scharnier ; charnière ; 铰链
spring ; muelle|resorte ; molla ; mola ; Feder ; ressort ; 弹簧
# Pipes, tubes and fittings
pipe ; tubería|caño ; tubo|tubazione ; tubo|cano ; Rohr ; tuyau|tube ; 管|管道
seamless pipe ; tubo sin costura ; tubo senza saldatura ; tubo sem costura ; nahtloses Rohr ; tube sans soudure ; 无缝钢管|无缝管
welded pipe ; tubo soldado|tubo con costura ; tubo saldato ; tubo soldado|tubo com costura ; geschweißtes Rohr ; tube soudé ; 焊管
steel pipe ; tubo de acero ; tubo in acciaio ; tubo de aço ; Stahlrohr ; tube en acier ; 钢管
copper tube ; tubo de cobre ; tubo di rame ; tubo de cobre ; Kupferrohr ; tube en cuivre ; 铜管
PVC pipe ; tubo de PVC ; tubo in PVC ; tubo de PVC|cano de PVC ; PVC-Rohr ; tube PVC|tuyau PVC ; PVC管
HDPE pipe|PE pipe ; tubo de polietileno|tubería de PEAD ; tubo in polietilene|tubo PEAD ; tubo de polietileno|tubo PEAD ; PE-Rohr ; tube en polyéthylène|tube PEHD ; PE管|聚乙烯管
pipe fitting ; accesorio de tubería|conexión ; raccordo ; conexão|acessório de tubulação ; Fitting|Rohrverbinder ; raccord ; 管件
elbow ; codo ; curva|gomito ; cotovelo|joelho ; Bogen|Winkel|Rohrbogen ; coude ; 弯头
tee ; te ; raccordo a T|tee ; tê ; T-Stück ; té ; 三通
reducer ; reducción ; riduzione ; redução ; Reduzierstück|Reduzierung ; réduction ; 异径管|大小头
flange ; brida ; flangia ; flange ; Flansch ; bride ; 法兰
blind flange ; brida ciega ; flangia cieca ; flange cego ; Blindflansch ; bride pleine ; 盲板法兰|盲板
pipe clamp ; abrazadera ; fascetta|collare ; abraçadeira ; Rohrschelle ; collier de serrage ; 管夹|喉箍
hose ; manguera ; tubo flessibile ; mangueira ; Schlauch ; tuyau flexible ; 软管
hydraulic hose ; manguera hidráulica ; tubo idraulico ; mangueira hidráulica ; Hydraulikschlauch ; flexible hydraulique ; 液压软管|液压胶管
quick coupling ; acople rápido|enchufe rápido ; innesto rapido ; engate rápido ; Schnellkupplung ; raccord rapide ; 快速接头
compression fitting ; racor de compresión ; raccordo a compressione ; conexão de compressão ; Klemmringverschraubung ; raccord à compression ; 卡套接头
expansion joint ; junta de dilatación ; giunto di dilatazione ; junta de dilatação ; Kompensator|Dehnungsfuge ; joint de dilatation ; 膨胀节
# Hydraulics and pneumatics
hydraulic cylinder ; cilindro hidráulico ; cilindro idraulico ; cilindro hidráulico ; Hydraulikzylinder ; vérin hydraulique ; 液压缸|油缸
pneumatic cylinder|air cylinder ; cilindro neumático ; cilindro pneumatico ; cilindro pneumático ; Pneumatikzylinder ; vérin pneumatique ; 气缸
hydraulic power unit ; central hidráulica|grupo hidráulico ; centralina idraulica ; unidade hidráulica ; Hydraulikaggregat ; centrale hydraulique ; 液压站
hydraulic motor ; motor hidráulico ; motore idraulico ; motor hidráulico ; Hydraulikmotor ; moteur hydraulique ; 液压马达
directional valve ; válvula direccional|distribuidor ; valvola distributrice|distributore ; válvula direcional ; Wegeventil ; distributeur ; 换向阀
air filter regulator|FRL unit ; filtro regulador|unidad de mantenimiento ; filtro regolatore|gruppo trattamento aria ; filtro regulador|unidade de conservação ; Wartungseinheit|Filterregler ; filtre régulateur|unité de traitement d'air ; 气源处理器|过滤减压阀
pneumatic fitting ; racor neumático ; raccordo pneumatico ; conexão pneumática ; Pneumatikverschraubung ; raccord pneumatique ; 气动接头
pressure gauge ; manómetro ; manometro ; manômetro ; Manometer ; manomètre ; 压力表
accumulator ; acumulador hidráulico ; accumulatore idraulico ; acumulador hidráulico ; Hydrospeicher ; accumulateur hydraulique ; 蓄能器
filter ; filtro ; filtro ; filtro ; Filter ; filtre ; 过滤器
oil filter ; filtro de aceite ; filtro olio ; filtro de óleo ; Ölfilter ; filtre à huile ; 机油滤清器|滤油器
water filter ; filtro de agua ; filtro per acqua ; filtro de água ; Wasserfilter ; filtre à eau ; 净水器|水过滤器
heat exchanger ; intercambiador de calor ; scambiatore di calore ; trocador de calor ; Wärmetauscher|Wärmeübertrager ; échangeur de chaleur ; 换热器|热交换器
plate heat exchanger ; intercambiador de placas ; scambiatore a piastre ; trocador de calor a placas ; Plattenwärmetauscher ; échangeur à plaques ; 板式换热器
boiler ; caldera ; caldaia ; caldeira ; Kessel|Heizkessel ; chaudière ; 锅炉
pressure vessel ; recipiente a presión ; recipiente a pressione ; vaso de pressão ; Druckbehälter ; appareil à pression|réservoir sous pression ; 压力容器
storage tank ; tanque de almacenamiento|depósito ; serbatoio di stoccaggio ; tanque de armazenamento ; Lagertank|Tank ; cuve de stockage|réservoir ; 储罐
cooling tower ; torre de enfriamiento ; torre di raffreddamento|torre evaporativa ; torre de resfriamento ; Kühlturm ; tour de refroidissement|tour aéroréfrigérante ; 冷却塔
water treatment ; tratamiento de agua ; trattamento acque ; tratamento de água ; Wasseraufbereitung ; traitement de l'eau ; 水处理
reverse osmosis ; ósmosis inversa ; osmosi inversa ; osmose reversa ; Umkehrosmose ; osmose inverse ; 反渗透
# Electrical
cable ; cable ; cavo ; cabo ; Kabel ; câble ; 电缆
electric wire ; cable eléctrico|conductor eléctrico ; filo elettrico|conduttore ; fio elétrico ; elektrische Leitung|Draht ; fil électrique ; 电线
power cable ; cable de potencia|cable de energía ; cavo di potenza|cavo di alimentazione ; cabo de potência|cabo de energia ; Starkstromkabel|Energiekabel ; câble d'énergie ; 电力电缆
armoured cable|armored cable ; cable armado ; cavo armato ; cabo armado ; armiertes Kabel ; câble armé ; 铠装电缆
fiber optic cable ; cable de fibra óptica ; cavo in fibra ottica ; cabo de fibra óptica ; Glasfaserkabel|Lichtwellenleiter ; câble à fibre optique ; 光缆|光纤电缆
transformer ; transformador ; trasformatore ; transformador ; Transformator|Trafo ; transformateur ; 变压器
power transformer ; transformador de potencia ; trasformatore di potenza ; transformador de potência ; Leistungstransformator ; transformateur de puissance ; 电力变压器
switchgear ; aparamenta|celdas de media tensión ; quadro di media tensione|apparecchiature di manovra ; painel de média tensão|comutação ; Schaltanlage ; appareillage électrique|cellule HTA ; 开关柜|开关设备
circuit breaker ; interruptor automático|disyuntor ; interruttore automatico|interruttore magnetotermico ; disjuntor ; Leistungsschalter|Sicherungsautomat ; disjoncteur ; 断路器
residual current device|RCD ; interruptor diferencial ; interruttore differenziale|salvavita ; interruptor diferencial|DR ; Fehlerstromschutzschalter|FI-Schalter ; disjoncteur différentiel|interrupteur différentiel ; 漏电保护器
contactor ; contactor ; contattore ; contator ; Schütz ; contacteur ; 接触器
relay ; relé ; relè ; relé ; Relais ; relais ; 继电器
fuse ; fusible ; fusibile ; fusível ; Sicherung|Schmelzsicherung ; fusible ; 保险丝|熔断器
switch ; interruptor ; interruttore ; interruptor ; Schalter ; interrupteur ; 开关
socket|power outlet ; enchufe|tomacorriente ; presa elettrica ; tomada ; Steckdose ; prise de courant ; 插座
plug ; clavija ; spina ; plugue ; Stecker ; fiche ; 插头
connector ; conector ; connettore ; conector ; Steckverbinder|Verbinder ; connecteur ; 连接器|接插件
terminal block ; regleta de bornes|bornera ; morsettiera ; borne|régua de bornes ; Reihenklemme|Klemmleiste ; bornier ; 接线端子|端子排
electrical panel|distribution board ; tablero eléctrico|cuadro eléctrico ; quadro elettrico ; quadro elétrico|painel elétrico ; Schaltschrank|Verteiler ; tableau électrique|armoire électrique ; 配电箱|配电柜
cable tray ; bandeja portacables ; passerella portacavi ; eletrocalha|leito para cabos ; Kabelrinne|Kabeltrasse ; chemin de câbles ; 电缆桥架
conduit ; tubo conduit|canalización eléctrica ; tubo protettivo|canalina ; eletroduto ; Installationsrohr|Kabelschutzrohr ; gaine électrique|conduit ; 电线管|穿线管
generator ; generador ; generatore ; gerador ; Generator ; générateur ; 发电机
diesel generator|genset ; grupo electrógeno|generador diésel ; gruppo elettrogeno ; grupo gerador|gerador a diesel ; Dieselgenerator|Stromaggregat ; groupe électrogène ; 柴油发电机组
uninterruptible power supply|UPS ; sistema de alimentación ininterrumpida|SAI ; gruppo di continuità|UPS ; nobreak|UPS ; unterbrechungsfreie Stromversorgung|USV ; onduleur|alimentation sans interruption ; 不间断电源
power supply ; fuente de alimentación ; alimentatore ; fonte de alimentação ; Netzteil|Stromversorgung ; alimentation électrique ; 电源
battery ; batería ; batteria ; bateria ; Batterie|Akku ; batterie ; 电池
lithium battery ; batería de litio ; batteria al litio ; bateria de lítio ; Lithiumbatterie|Lithium-Ionen-Akku ; batterie au lithium ; 锂电池
battery charger ; cargador de baterías ; caricabatterie ; carregador de bateria ; Ladegerät ; chargeur de batterie ; 充电器
capacitor ; condensador ; condensatore ; capacitor ; Kondensator ; condensateur ; 电容器
resistor ; resistencia ; resistore|resistenza ; resistor ; Widerstand ; résistance ; 电阻器
heating element ; resistencia calefactora ; resistenza elettrica|elemento riscaldante ; resistência elétrica ; Heizelement ; résistance chauffante ; 加热管|电热元件
electric meter ; medidor eléctrico|contador de electricidad ; contatore elettrico ; medidor de energia ; Stromzähler ; compteur électrique ; 电表
LED lighting ; iluminación LED ; illuminazione LED ; iluminação LED ; LED-Beleuchtung ; éclairage LED ; LED照明
LED lamp|LED bulb ; lámpara LED|bombilla LED ; lampada LED ; lâmpada LED ; LED-Lampe ; lampe LED|ampoule LED ; LED灯
floodlight ; proyector|reflector LED ; proiettore|faro LED ; refletor|holofote ; Flutlicht|Strahler ; projecteur ; 投光灯
street light ; farola|luminaria de alumbrado público ; lampione ; luminária pública|poste de iluminação ; Straßenleuchte ; lampadaire|éclairage public ; 路灯
explosion proof ; a prueba de explosión|antiexplosivo ; antideflagrante ; à prova de explosão ; explosionsgeschützt ; antidéflagrant ; 防爆
grounding|earthing ; puesta a tierra ; messa a terra ; aterramento ; Erdung ; mise à la terre ; 接地
high voltage ; alta tensión ; alta tensione ; alta tensão ; Hochspannung ; haute tension ; 高压
low voltage ; baja tensión ; bassa tensione ; baixa tensão ; Niederspannung ; basse tension ; 低压
# Electronics
printed circuit board|PCB ; placa de circuito impreso|PCB ; circuito stampato|PCB ; placa de circuito impresso|PCB ; Leiterplatte|Platine ; circuit imprimé ; 印制电路板|线路板
PCB assembly ; ensamblaje de PCB ; assemblaggio PCB ; montagem de placas ; Leiterplattenbestückung ; assemblage de cartes électroniques ; PCB组装|贴片加工
electronic components ; componentes electrónicos ; componenti elettronici ; componentes eletrônicos ; elektronische Bauteile ; composants électroniques ; 电子元器件
integrated circuit|microchip ; circuito integrado ; circuito integrato ; circuito integrado ; integrierter Schaltkreis|Chip ; circuit intégré ; 集成电路|芯片
semiconductor ; semiconductor ; semiconduttore ; semicondutor ; Halbleiter ; semi-conducteur ; 半导体
display screen ; pantalla ; display|schermo ; tela|display ; Bildschirm|Display ; écran ; 显示屏
touch screen ; pantalla táctil ; touch screen|schermo tattile ; tela sensível ao toque ; Touchscreen|Berührungsbildschirm ; écran tactile ; 触摸屏
antenna ; antena ; antenna ; antena ; Antenne ; antenne ; 天线
# Automation, sensors and instruments
programmable logic controller|PLC ; controlador lógico programable|autómata programable|PLC ; controllore logico programmabile|PLC ; controlador lógico programável|CLP ; speicherprogrammierbare Steuerung|SPS ; automate programmable ; 可编程控制器|PLC
human machine interface|HMI ; interfaz hombre máquina|pantalla HMI ; interfaccia uomo macchina|pannello operatore ; interface homem máquina|IHM ; Bedienpanel|Mensch-Maschine-Schnittstelle ; interface homme-machine|IHM ; 人机界面
industrial robot ; robot industrial ; robot industriale ; robô industrial ; Industrieroboter ; robot industriel ; 工业机器人
robot arm ; brazo robótico ; braccio robotico ; braço robótico ; Roboterarm ; bras robotisé ; 机械臂
sensor ; sensor ; sensore ; sensor ; Sensor|Fühler ; capteur ; 传感器
proximity sensor ; sensor de proximidad ; sensore di prossimità ; sensor de proximidade ; Näherungsschalter|Näherungssensor ; détecteur de proximité|capteur de proximité ; 接近开关|接近传感器
photoelectric sensor ; sensor fotoeléctrico ; fotocellula|sensore fotoelettrico ; sensor fotoelétrico ; Lichtschranke|Lichttaster ; cellule photoélectrique|détecteur photoélectrique ; 光电传感器|光电开关
pressure sensor|pressure transmitter ; sensor de presión|transmisor de presión ; sensore di pressione|trasmettitore di pressione ; sensor de pressão|transmissor de pressão ; Drucksensor|Drucktransmitter ; capteur de pression|transmetteur de pression ; 压力传感器|压力变送器
temperature sensor ; sensor de temperatura ; sensore di temperatura ; sensor de temperatura ; Temperatursensor|Temperaturfühler ; capteur de température|sonde de température ; 温度传感器
thermocouple ; termopar ; termocoppia ; termopar ; Thermoelement ; thermocouple ; 热电偶
flow meter ; caudalímetro|medidor de caudal ; misuratore di portata|flussimetro ; medidor de vazão|fluxômetro ; Durchflussmesser ; débitmètre ; 流量计
level sensor ; sensor de nivel ; sensore di livello ; sensor de nível ; Füllstandsensor ; capteur de niveau ; 液位计|液位传感器
load cell ; celda de carga ; cella di carico ; célula de carga ; Wägezelle|Kraftaufnehmer ; capteur de force|cellule de charge ; 称重传感器
encoder ; codificador|encoder ; encoder ; encoder ; Drehgeber|Encoder ; codeur ; 编码器
limit switch ; final de carrera ; finecorsa ; chave fim de curso ; Endschalter ; interrupteur de fin de course ; 限位开关|行程开关
thermostat ; termostato ; termostato ; termostato ; Thermostat ; thermostat ; 温控器
weighing scale ; báscula|balanza ; bilancia ; balança ; Waage ; balance|bascule ; 电子秤|秤
multimeter ; multímetro ; multimetro ; multímetro ; Multimeter ; multimètre ; 万用表
oscilloscope ; osciloscopio ; oscilloscopio ; osciloscópio ; Oszilloskop ; oscilloscope ; 示波器
thermal camera ; cámara termográfica ; termocamera ; câmera termográfica ; Wärmebildkamera ; caméra thermique ; 热像仪
machine vision ; visión artificial ; visione artificiale ; visão de máquina|visão computacional ; industrielle Bildverarbeitung ; vision industrielle ; 机器视觉
barcode scanner ; escáner de códigos de barras|lector de códigos de barras ; lettore di codici a barre ; leitor de código de barras ; Barcodescanner ; lecteur de codes-barres ; 条码扫描器
SCADA system ; sistema SCADA ; sistema SCADA ; sistema SCADA ; SCADA-System|Leitsystem ; système SCADA|supervision ; SCADA系统|监控系统
# Machining and machine tools
CNC machining ; mecanizado CNC ; lavorazione CNC ; usinagem CNC ; CNC-Bearbeitung ; usinage CNC ; 数控加工|CNC加工
CNC machine ; máquina CNC ; macchina CNC ; máquina CNC ; CNC-Maschine ; machine CNC ; 数控机床
machining center ; centro de mecanizado ; centro di lavoro ; centro de usinagem ; Bearbeitungszentrum ; centre d'usinage ; 加工中心
lathe ; torno ; tornio ; torno ; Drehmaschine ; tour ; 车床
milling machine ; fresadora ; fresatrice ; fresadora ; Fräsmaschine ; fraiseuse ; 铣床
turning ; torneado ; tornitura ; torneamento ; Drehen ; tournage ; 车削
milling ; fresado ; fresatura ; fresamento ; Fräsen ; fraisage ; 铣削
drilling ; taladrado ; foratura ; furação ; Bohren ; perçage ; 钻孔
grinding ; rectificado ; rettifica ; retificação ; Schleifen ; rectification ; 磨削
grinding machine ; rectificadora ; rettificatrice ; retificadora ; Schleifmaschine ; rectifieuse ; 磨床
drilling machine|drill press ; taladro de columna|taladradora ; trapano a colonna ; furadeira de coluna ; Bohrmaschine|Säulenbohrmaschine ; perceuse à colonne ; 钻床
boring ; mandrinado ; alesatura ; mandrilamento ; Ausbohren ; alésage ; 镗削
electrical discharge machining|EDM ; electroerosión ; elettroerosione ; eletroerosão ; Funkenerosion ; électroérosion ; 电火花加工
wire EDM ; electroerosión por hilo ; elettroerosione a filo ; eletroerosão a fio ; Drahterodieren ; électroérosion à fil ; 线切割
laser cutting ; corte por láser ; taglio laser ; corte a laser ; Laserschneiden ; découpe laser ; 激光切割
laser cutting machine ; máquina de corte por láser ; macchina per taglio laser ; máquina de corte a laser ; Laserschneidmaschine ; machine de découpe laser ; 激光切割机
plasma cutting ; corte por plasma ; taglio al plasma ; corte a plasma ; Plasmaschneiden ; découpe plasma ; 等离子切割
waterjet cutting ; corte por chorro de agua ; taglio a getto d'acqua ; corte por jato de água ; Wasserstrahlschneiden ; découpe jet d'eau ; 水刀切割
sheet metal bending ; plegado de chapa ; piegatura lamiera ; dobra de chapa ; Blechbiegen|Abkanten ; pliage de tôle ; 折弯
press brake ; plegadora ; pressa piegatrice ; dobradeira ; Abkantpresse ; presse plieuse ; 折弯机
stamping|metal stamping ; estampado|estampación ; stampaggio|tranciatura ; estampagem ; Stanzen ; emboutissage|estampage ; 冲压
punch press ; prensa troqueladora ; pressa ; prensa excêntrica|puncionadeira ; Stanzpresse ; presse à poinçonner ; 冲床
hydraulic press ; prensa hidráulica ; pressa idraulica ; prensa hidráulica ; Hydraulikpresse ; presse hydraulique ; 液压机|油压机
stamping die ; troquel ; stampo di tranciatura ; matriz de estampagem ; Stanzwerkzeug ; outil de presse|matrice ; 冲压模具
mould|mold ; molde ; stampo ; molde ; Gießform|Werkzeugform ; moule ; 模具
cutting tool ; herramienta de corte ; utensile da taglio ; ferramenta de corte ; Schneidwerkzeug|Zerspanungswerkzeug ; outil coupant ; 刀具
end mill ; fresa de mango|fresa frontal ; fresa a candela ; fresa de topo ; Schaftfräser ; fraise deux tailles|fraise en bout ; 立铣刀
drill bit ; broca ; punta da trapano ; broca ; Bohrer ; foret|mèche ; 钻头
cutting insert ; plaquita ; inserto ; pastilha ; Wendeschneidplatte ; plaquette de coupe ; 刀片
saw blade ; hoja de sierra ; lama per sega ; lâmina de serra ; Sägeblatt ; lame de scie ; 锯片
abrasive ; abrasivo ; abrasivo ; abrasivo ; Schleifmittel ; abrasif ; 磨料|磨具
grinding wheel ; muela abrasiva|disco abrasivo ; mola abrasiva ; rebolo ; Schleifscheibe ; meule ; 砂轮
precision parts ; piezas de precisión ; particolari di precisione|componenti di precisione ; peças de precisão ; Präzisionsteile ; pièces de précision ; 精密零件
spare parts ; repuestos|piezas de repuesto ; ricambi|pezzi di ricambio ; peças de reposição ; Ersatzteile ; pièces de rechange|pièces détachées ; 备件|配件
3D printing|additive manufacturing ; impresión 3D|fabricación aditiva ; stampa 3D|manifattura additiva ; impressão 3D|manufatura aditiva ; 3D-Druck|additive Fertigung ; impression 3D|fabrication additive ; 3D打印|增材制造
# Welding and joining
welding ; soldadura ; saldatura ; soldagem|soldadura ; Schweißen ; soudage ; 焊接
welding machine|welder ; soldadora|máquina de soldar ; saldatrice ; máquina de solda ; Schweißgerät ; poste à souder ; 焊机|电焊机
MIG welding ; soldadura MIG ; saldatura MIG ; soldagem MIG ; MIG-Schweißen ; soudage MIG ; MIG焊|气保焊
TIG welding ; soldadura TIG ; saldatura TIG ; soldagem TIG ; WIG-Schweißen ; soudage TIG ; 氩弧焊|TIG焊
arc welding ; soldadura por arco ; saldatura ad arco ; soldagem a arco ; Lichtbogenschweißen ; soudage à l'arc ; 电弧焊
spot welding ; soldadura por puntos ; saldatura a punti ; soldagem a ponto ; Punktschweißen ; soudage par points ; 点焊
laser welding ; soldadura láser ; saldatura laser ; soldagem a laser ; Laserschweißen ; soudage laser ; 激光焊接
welding electrode ; electrodo de soldadura ; elettrodo per saldatura ; eletrodo de solda ; Schweißelektrode ; électrode de soudage ; 焊条
welding wire ; alambre de soldadura|hilo de soldar ; filo per saldatura ; arame de solda ; Schweißdraht ; fil de soudage|fil à souder ; 焊丝
soldering ; soldadura blanda|estañado ; brasatura dolce|saldatura a stagno ; solda branda|estanhagem ; Weichlöten|Löten ; brasage tendre|soudure à l'étain ; 锡焊|钎焊
brazing ; soldadura fuerte ; brasatura ; brasagem ; Hartlöten ; brasage fort ; 硬钎焊
adhesive|glue ; adhesivo|pegamento ; adesivo|colla ; adesivo|cola ; Klebstoff|Kleber ; adhésif|colle ; 胶粘剂|胶水
sealant ; sellador|masilla ; sigillante ; selante ; Dichtstoff|Dichtmasse ; mastic d'étanchéité ; 密封胶
# Surface treatment and coatings
heat treatment ; tratamiento térmico ; trattamento termico ; tratamento térmico ; Wärmebehandlung ; traitement thermique ; 热处理
hardening ; temple|endurecimiento ; tempra ; têmpera ; Härten ; trempe ; 淬火
galvanizing|hot dip galvanizing ; galvanizado en caliente ; zincatura a caldo ; galvanização a fogo ; Feuerverzinkung ; galvanisation à chaud ; 热镀锌
electroplating|plating ; galvanoplastia|recubrimiento electrolítico ; galvanica|galvanostegia ; galvanoplastia|eletrodeposição ; Galvanisieren|Galvanik ; galvanoplastie|revêtement électrolytique ; 电镀
chrome plating ; cromado ; cromatura ; cromagem ; Verchromen ; chromage ; 镀铬
anodizing ; anodizado ; anodizzazione|ossidazione anodica ; anodização ; Eloxieren|Anodisieren ; anodisation ; 阳极氧化
powder coating ; pintura en polvo|recubrimiento en polvo ; verniciatura a polvere ; pintura a pó ; Pulverbeschichtung ; peinture poudre|thermolaquage ; 粉末喷涂|喷塑
painting|spray painting ; pintura ; verniciatura ; pintura ; Lackierung ; peinture ; 喷漆|涂装
paint ; pintura ; vernice ; tinta ; Farbe|Lack ; peinture ; 油漆|涂料
polishing ; pulido ; lucidatura ; polimento ; Polieren ; polissage ; 抛光
sandblasting ; chorreado de arena|arenado ; sabbiatura ; jateamento de areia ; Sandstrahlen ; sablage ; 喷砂
corrosion protection|anticorrosion ; protección anticorrosiva ; protezione anticorrosiva ; proteção anticorrosiva ; Korrosionsschutz ; protection anticorrosion ; 防腐
coating ; recubrimiento ; rivestimento ; revestimento ; Beschichtung ; revêtement ; 涂层
# Hand and power tools
hand tools ; herramientas manuales ; utensili manuali ; ferramentas manuais ; Handwerkzeuge ; outils à main ; 手动工具
power tools ; herramientas eléctricas ; elettroutensili ; ferramentas elétricas ; Elektrowerkzeuge ; outils électroportatifs|outillage électrique ; 电动工具
cordless drill ; taladro inalámbrico|taladro a batería ; trapano avvitatore a batteria ; furadeira sem fio|parafusadeira ; Akkubohrschrauber ; perceuse sans fil ; 充电钻|锂电钻
angle grinder ; amoladora angular|radial ; smerigliatrice angolare|flessibile ; esmerilhadeira|lixadeira angular ; Winkelschleifer|Flex ; meuleuse d'angle ; 角磨机
wrench|spanner ; llave ; chiave ; chave de boca|chave inglesa ; Schraubenschlüssel ; clé ; 扳手
torque wrench ; llave dinamométrica ; chiave dinamometrica ; torquímetro|chave de torque ; Drehmomentschlüssel ; clé dynamométrique ; 扭力扳手
screwdriver ; destornillador ; cacciavite ; chave de fenda ; Schraubendreher|Schraubenzieher ; tournevis ; 螺丝刀
pliers ; alicates ; pinze ; alicate ; Zange ; pince ; 钳子
hammer ; martillo ; martello ; martelo ; Hammer ; marteau ; 锤子
tape measure ; cinta métrica|flexómetro ; metro a nastro|flessometro ; trena ; Maßband|Bandmaß ; mètre ruban ; 卷尺
caliper ; calibre|pie de rey ; calibro ; paquímetro ; Messschieber|Schieblehre ; pied à coulisse ; 卡尺|游标卡尺
micrometer ; micrómetro ; micrometro ; micrômetro ; Bügelmessschraube|Mikrometer ; micromètre|palmer ; 千分尺
vise|vice ; tornillo de banco ; morsa ; morsa ; Schraubstock ; étau ; 台虎钳
workbench ; banco de trabajo ; banco da lavoro ; bancada de trabalho ; Werkbank ; établi ; 工作台
tool cabinet|tool trolley ; carro de herramientas ; carrello porta utensili ; carrinho de ferramentas ; Werkstattwagen ; servante d'atelier ; 工具车
# Packaging
packaging ; embalaje|envase ; imballaggio ; embalagem ; Verpackung ; emballage ; 包装
packaging machine ; máquina de embalaje|envasadora ; macchina confezionatrice|confezionatrice ; máquina de embalagem ; Verpackungsmaschine ; machine d'emballage ; 包装机
filling machine ; llenadora|máquina de llenado ; riempitrice ; envasadora|máquina de envase ; Abfüllmaschine ; remplisseuse ; 灌装机
capping machine ; taponadora ; tappatrice ; tampadora ; Verschließmaschine ; boucheuse|visseuse de bouchons ; 旋盖机
labelling machine|labeling machine ; etiquetadora ; etichettatrice ; rotuladora ; Etikettiermaschine ; étiqueteuse ; 贴标机
stretch wrapping machine|pallet wrapper ; enfardadora|envolvedora de palets ; avvolgipallet ; envolvedora de paletes|strechadeira ; Palettenwickler|Stretchwickelmaschine ; banderoleuse ; 缠绕机
shrink wrapping machine ; retractiladora|enfardadora termorretráctil ; fardellatrice|termoretraibile ; empacotadora termoencolhível ; Schrumpfmaschine ; fardeleuse|machine de rétraction ; 热收缩包装机
carton sealer|case sealer ; precintadora de cajas ; nastratrice ; seladora de caixas ; Kartonverschließer ; fermeuse de caisses|scotcheuse ; 封箱机
vacuum packaging ; envasado al vacío ; confezionamento sottovuoto ; embalagem a vácuo ; Vakuumverpackung ; emballage sous vide ; 真空包装
blister packaging ; blíster|envase blíster ; blister ; blister ; Blisterverpackung ; blister|emballage blister ; 泡罩包装
stretch film ; film estirable|film stretch ; film estensibile ; filme stretch ; Stretchfolie ; film étirable ; 缠绕膜|拉伸膜
shrink film ; film retráctil|film termorretráctil ; film termoretraibile ; filme termoencolhível ; Schrumpffolie ; film rétractable ; 热收缩膜
plastic bag ; bolsa de plástico ; sacchetto di plastica|busta di plastica ; saco plástico|sacola plástica ; Plastiktüte|Kunststoffbeutel ; sac plastique ; 塑料袋
woven bag|woven polypropylene bag ; saco de rafia|saco tejido ; sacco in polipropilene tessuto|sacco in rafia ; saco de ráfia ; Gewebesack|PP-Gewebesack ; sac tissé|sac en polypropylène tissé ; 编织袋
big bag|FIBC|bulk bag ; big bag|saco a granel ; big bag ; big bag|saco de ráfia grande ; Big Bag|Schüttgutbehälter ; big bag|GRVS ; 吨袋|集装袋
cardboard box|carton box ; caja de cartón ; scatola di cartone ; caixa de papelão ; Karton|Pappkarton ; boîte en carton|carton ; 纸箱
pallet ; palé|palet|tarima ; pallet|bancale ; palete|palet ; Palette ; palette ; 托盘|栈板
wooden pallet ; palé de madera|tarima de madera ; pallet in legno|bancale in legno ; palete de madeira ; Holzpalette ; palette en bois ; 木托盘
plastic pallet ; palé de plástico ; pallet in plastica ; palete de plástico ; Kunststoffpalette ; palette plastique ; 塑料托盘
bottle ; botella ; bottiglia ; garrafa ; Flasche ; bouteille ; 瓶子|瓶
PET bottle ; botella PET ; bottiglia in PET ; garrafa PET ; PET-Flasche ; bouteille PET ; PET瓶
glass bottle ; botella de vidrio ; bottiglia di vetro ; garrafa de vidro ; Glasflasche ; bouteille en verre ; 玻璃瓶
jar ; frasco|tarro ; barattolo|vasetto ; pote|frasco ; Schraubglas|Einmachglas ; bocal|pot ; 罐子|玻璃罐
tin can|metal can ; lata ; lattina|barattolo di latta ; lata ; Dose|Blechdose ; boîte de conserve|canette ; 罐头|金属罐
cap|closure ; tapón|tapa ; tappo|chiusura ; tampa ; Verschluss|Deckel ; bouchon|capsule ; 瓶盖
label ; etiqueta ; etichetta ; etiqueta|rótulo ; Etikett ; étiquette ; 标签
adhesive tape|packing tape ; cinta adhesiva|cinta de embalaje ; nastro adesivo ; fita adesiva ; Klebeband|Packband ; ruban adhésif ; 胶带
strapping ; flejes|fleje ; reggia ; fita de arquear ; Umreifungsband ; feuillard|cerclage ; 打包带
bubble wrap ; plástico de burbujas ; pluriball ; plástico bolha ; Luftpolsterfolie ; papier bulle|film à bulles ; 气泡膜
flexible packaging ; envase flexible|embalaje flexible ; imballaggio flessibile ; embalagem flexível ; flexible Verpackung ; emballage souple ; 软包装
stand-up pouch ; bolsa doypack|bolsa con fuelle ; busta stand-up|doypack ; embalagem stand-up|sachê doypack ; Standbodenbeutel ; sachet tenant debout|doypack ; 自立袋
drum|barrel ; bidón|tambor ; fusto ; tambor|bombona ; Fass ; fût ; 桶|圆桶
IBC container|IBC tote ; contenedor IBC ; cisternetta IBC ; contêiner IBC ; IBC-Container ; conteneur IBC|GRV ; 吨桶|IBC桶
# Food and beverage equipment
food processing machinery ; maquinaria para procesamiento de alimentos ; macchine per l'industria alimentare ; máquinas para processamento de alimentos ; Lebensmittelmaschinen ; machines agroalimentaires ; 食品机械
commercial kitchen equipment ; equipamiento de cocina industrial ; attrezzature per cucine professionali ; equipamentos para cozinha industrial ; Großküchentechnik ; équipement de cuisine professionnelle ; 商用厨房设备
industrial oven ; horno industrial ; forno industriale ; forno industrial ; Industrieofen ; four industriel ; 工业烤箱|工业炉
bakery equipment ; equipos de panadería ; macchine per panificazione ; equipamentos para panificação ; Bäckereimaschinen ; matériel de boulangerie ; 烘焙设备
dough mixer ; amasadora ; impastatrice ; masseira|amassadeira ; Teigknetmaschine ; pétrin ; 和面机
meat grinder|mincer ; picadora de carne ; tritacarne ; moedor de carne ; Fleischwolf ; hachoir à viande ; 绞肉机
slicer ; cortadora de fiambre|rebanadora ; affettatrice ; fatiador ; Aufschnittmaschine ; trancheuse ; 切片机
refrigeration equipment ; equipos de refrigeración ; impianti di refrigerazione ; equipamentos de refrigeração ; Kälteanlagen ; équipement frigorifique ; 制冷设备
cold room ; cámara frigorífica ; cella frigorifera ; câmara fria ; Kühlraum|Kühlzelle ; chambre froide ; 冷库
freezer ; congelador ; congelatore ; congelador|freezer ; Gefriergerät|Tiefkühler ; congélateur ; 冰柜|冷冻柜
ice machine ; máquina de hielo|fabricadora de hielo ; fabbricatore di ghiaccio ; máquina de gelo ; Eismaschine|Eiswürfelbereiter ; machine à glaçons ; 制冰机
coffee machine ; máquina de café|cafetera ; macchina da caffè ; máquina de café ; Kaffeemaschine ; machine à café ; 咖啡机
pasteurizer ; pasteurizador ; pastorizzatore ; pasteurizador ; Pasteurisierer|Pasteurisierungsanlage ; pasteurisateur ; 巴氏杀菌机
homogenizer ; homogeneizador ; omogeneizzatore ; homogeneizador ; Homogenisator ; homogénéisateur ; 均质机
dairy equipment ; equipos para lácteos ; macchine per caseifici ; equipamentos para laticínios ; Molkereitechnik ; équipement laitier ; 乳品设备
bottling line ; línea de embotellado ; linea di imbottigliamento ; linha de envase|linha de engarrafamento ; Abfüllanlage ; ligne d'embouteillage ; 灌装线
brewing equipment ; equipos de cervecería ; impianti per birrifici ; equipamentos para cervejaria ; Brauereianlagen ; équipement de brasserie ; 啤酒设备
juice extractor ; extractor de jugos ; estrattore di succo ; extrator de suco ; Entsafter ; extracteur de jus ; 榨汁机
stainless steel tank ; tanque de acero inoxidable ; serbatoio in acciaio inox ; tanque de aço inox ; Edelstahltank ; cuve inox ; 不锈钢罐
spray dryer ; secador por atomización ; essiccatore a spruzzo|atomizzatore ; secador por atomização|spray dryer ; Sprühtrockner ; séchoir par atomisation ; 喷雾干燥机
food grade ; grado alimentario|apto para alimentos ; per uso alimentare|idoneo al contatto con alimenti ; grau alimentício ; lebensmittelecht|lebensmittelgeeignet ; qualité alimentaire|contact alimentaire ; 食品级
# Agriculture and food products
tractor ; tractor ; trattore ; trator ; Traktor|Schlepper ; tracteur ; 拖拉机
harvester|combine harvester ; cosechadora ; mietitrebbia ; colheitadeira ; Mähdrescher ; moissonneuse-batteuse ; 收割机|联合收割机
irrigation system ; sistema de riego ; impianto di irrigazione ; sistema de irrigação ; Bewässerungsanlage ; système d'irrigation ; 灌溉系统
drip irrigation ; riego por goteo ; irrigazione a goccia ; irrigação por gotejamento ; Tropfbewässerung ; irrigation goutte à goutte ; 滴灌
sprayer ; pulverizador|fumigadora ; irroratrice ; pulverizador ; Feldspritze|Spritzgerät ; pulvérisateur ; 喷雾器
seeder|planter ; sembradora ; seminatrice ; semeadora|plantadeira ; Sämaschine ; semoir ; 播种机
fertilizer ; fertilizante|abono ; fertilizzante|concime ; fertilizante|adubo ; Dünger|Düngemittel ; engrais ; 化肥|肥料
animal feed ; alimento para animales|pienso ; mangime ; ração animal ; Tierfutter|Futtermittel ; aliment pour animaux ; 饲料
greenhouse ; invernadero ; serra ; estufa agrícola ; Gewächshaus ; serre ; 温室|大棚
grain silo ; silo de granos ; silo per cereali ; silo de grãos ; Getreidesilo ; silo à grains ; 粮仓|筒仓
coffee beans ; granos de café|café en grano ; chicchi di caffè|caffè in grani ; grãos de café|café em grão ; Kaffeebohnen ; grains de café|café en grains ; 咖啡豆
green coffee ; café verde ; caffè verde ; café verde ; Rohkaffee ; café vert ; 生咖啡豆
rice ; arroz ; riso ; arroz ; Reis ; riz ; 大米
wheat flour ; harina de trigo ; farina di grano ; farinha de trigo ; Weizenmehl ; farine de blé ; 小麦粉|面粉
olive oil ; aceite de oliva ; olio d'oliva ; azeite de oliva|azeite ; Olivenöl ; huile d'olive ; 橄榄油
vegetable oil ; aceite vegetal ; olio vegetale ; óleo vegetal ; Pflanzenöl ; huile végétale ; 植物油
sugar ; azúcar ; zucchero ; açúcar ; Zucker ; sucre ; 糖|白糖
spices ; especias ; spezie ; especiarias ; Gewürze ; épices ; 香料
dried fruit ; frutos secos|fruta deshidratada ; frutta secca ; frutas secas ; Trockenfrüchte ; fruits secs ; 干果
frozen food ; alimentos congelados ; surgelati|alimenti surgelati ; alimentos congelados ; Tiefkühlkost ; produits surgelés ; 冷冻食品
seafood ; mariscos|productos del mar ; frutti di mare|prodotti ittici ; frutos do mar ; Meeresfrüchte ; fruits de mer ; 海鲜|水产品
wine ; vino ; vino ; vinho ; Wein ; vin ; 葡萄酒
# Textiles and apparel
textile|fabric ; textil|tela|tejido ; tessuto|tessile ; tecido|têxtil ; Stoff|Gewebe|Textil ; tissu|textile ; 面料|纺织品
cotton ; algodón ; cotone ; algodão ; Baumwolle ; coton ; 棉|纯棉
organic cotton ; algodón orgánico ; cotone biologico ; algodão orgânico ; Bio-Baumwolle ; coton biologique ; 有机棉
polyester ; poliéster ; poliestere ; poliéster ; Polyester ; polyester ; 涤纶|聚酯纤维
wool ; lana ; lana ; lã ; Wolle ; laine ; 羊毛
silk ; seda ; seta ; seda ; Seide ; soie ; 丝绸|真丝
linen ; lino ; lino ; linho ; Leinen ; lin ; 亚麻
denim ; mezclilla|denim ; denim ; denim|brim ; Denim|Jeansstoff ; denim ; 牛仔布
yarn ; hilado|hilo ; filato ; fio|fio têxtil ; Garn ; fil|filé ; 纱线
nonwoven fabric ; tela no tejida ; tessuto non tessuto ; tecido não tecido|TNT ; Vliesstoff ; non-tissé ; 无纺布
knitted fabric ; tejido de punto ; tessuto a maglia ; malha ; Strickstoff|Maschenware ; tissu tricoté|maille ; 针织面料
woven fabric ; tejido plano ; tessuto ortogonale|tessuto a navetta ; tecido plano ; Webware ; tissu tissé|chaîne et trame ; 梭织面料
leather ; cuero|piel ; cuoio|pelle ; couro ; Leder ; cuir ; 皮革
garment|clothing ; prenda|ropa ; capo d'abbigliamento|abbigliamento ; vestuário|roupa ; Bekleidung|Kleidungsstück ; vêtement ; 服装
T-shirt ; camiseta|playera ; maglietta|t-shirt ; camiseta ; T-Shirt ; tee-shirt ; T恤
workwear ; ropa de trabajo ; abbigliamento da lavoro ; roupa de trabalho|uniforme profissional ; Arbeitskleidung ; vêtements de travail ; 工作服
uniform ; uniforme ; divisa|uniforme ; uniforme ; Uniform|Dienstkleidung ; uniforme ; 制服
sewing machine ; máquina de coser ; macchina per cucire ; máquina de costura ; Nähmaschine ; machine à coudre ; 缝纫机
industrial sewing machine ; máquina de coser industrial ; macchina da cucire industriale ; máquina de costura industrial ; Industrienähmaschine ; machine à coudre industrielle ; 工业缝纫机
weaving loom ; telar ; telaio ; tear ; Webmaschine|Webstuhl ; métier à tisser ; 织布机
knitting machine ; máquina de tejer|tejedora ; macchina per maglieria ; máquina de tricô|tear circular ; Strickmaschine ; machine à tricoter ; 针织机
embroidery ; bordado ; ricamo ; bordado ; Stickerei ; broderie ; 刺绣
dyeing ; teñido ; tintura|tintoria ; tingimento ; Färben|Färberei ; teinture ; 染色
footwear|shoes ; calzado|zapatos ; calzature|scarpe ; calçados|sapatos ; Schuhe ; chaussures ; 鞋|鞋类
safety shoes ; calzado de seguridad|botas de seguridad ; scarpe antinfortunistiche ; calçado de segurança|botina de segurança ; Sicherheitsschuhe ; chaussures de sécurité ; 安全鞋|劳保鞋
home textiles ; textiles para el hogar|ropa de hogar ; tessili per la casa ; têxteis para o lar|cama mesa e banho ; Heimtextilien ; linge de maison ; 家纺
towel ; toalla ; asciugamano ; toalha ; Handtuch ; serviette|serviette de bain ; 毛巾
# Safety and protective equipment
personal protective equipment|PPE ; equipo de protección personal|EPP|EPI ; dispositivi di protezione individuale|DPI ; equipamento de proteção individual|EPI ; persönliche Schutzausrüstung|PSA ; équipement de protection individuelle|EPI ; 个人防护装备|劳保用品
safety helmet|hard hat ; casco de seguridad ; elmetto di protezione|casco da cantiere ; capacete de segurança ; Schutzhelm ; casque de chantier|casque de sécurité ; 安全帽
safety gloves|work gloves ; guantes de seguridad|guantes de trabajo ; guanti da lavoro|guanti di protezione ; luvas de segurança|luvas de proteção ; Arbeitshandschuhe|Schutzhandschuhe ; gants de protection|gants de travail ; 防护手套|劳保手套
nitrile gloves ; guantes de nitrilo ; guanti in nitrile ; luvas de nitrilo ; Nitrilhandschuhe ; gants en nitrile ; 丁腈手套
safety glasses|goggles ; gafas de seguridad|lentes de seguridad ; occhiali di protezione ; óculos de segurança|óculos de proteção ; Schutzbrille ; lunettes de protection ; 护目镜|防护眼镜
face mask|respirator ; mascarilla|respirador ; mascherina|respiratore ; máscara|respirador ; Atemschutzmaske|Maske ; masque|masque respiratoire ; 口罩|防护面罩
hearing protection|ear muffs ; protector auditivo|orejeras ; protezione dell'udito|cuffie antirumore ; protetor auricular|abafador ; Gehörschutz ; protection auditive|casque antibruit ; 耳罩|听力防护
high visibility vest|safety vest ; chaleco reflectante|chaleco de alta visibilidad ; gilet ad alta visibilità ; colete refletivo ; Warnweste ; gilet haute visibilité ; 反光背心
safety harness|fall protection ; arnés de seguridad ; imbracatura di sicurezza|anticaduta ; cinto de segurança|cinturão paraquedista ; Auffanggurt|Absturzsicherung ; harnais de sécurité|antichute ; 安全带
fire extinguisher ; extintor ; estintore ; extintor de incêndio|extintor ; Feuerlöscher ; extincteur ; 灭火器
fire alarm ; alarma contra incendios ; allarme antincendio ; alarme de incêndio ; Brandmelder|Feueralarm ; alarme incendie ; 火灾报警器
smoke detector ; detector de humo ; rilevatore di fumo ; detector de fumaça ; Rauchmelder ; détecteur de fumée ; 烟雾探测器|烟感
first aid kit ; botiquín de primeros auxilios ; cassetta di pronto soccorso ; kit de primeiros socorros ; Erste-Hilfe-Kasten|Verbandskasten ; trousse de premiers secours ; 急救箱
security camera|CCTV ; cámara de seguridad|videovigilancia ; telecamera di sorveglianza|videosorveglianza ; câmera de segurança|CFTV ; Überwachungskamera|Videoüberwachung ; caméra de surveillance|vidéosurveillance ; 监控摄像头|安防摄像机
access control ; control de acceso ; controllo accessi ; controle de acesso ; Zutrittskontrolle|Zugangskontrolle ; contrôle d'accès ; 门禁|门禁系统
# Material handling and logistics equipment
forklift ; montacargas|carretilla elevadora ; carrello elevatore|muletto ; empilhadeira ; Gabelstapler ; chariot élévateur ; 叉车
electric forklift ; carretilla elevadora eléctrica|montacargas eléctrico ; carrello elevatore elettrico ; empilhadeira elétrica ; Elektrostapler ; chariot élévateur électrique ; 电动叉车
pallet truck|pallet jack ; transpaleta ; transpallet ; paleteira|transpaleteira ; Hubwagen|Gabelhubwagen ; transpalette ; 托盘搬运车|地牛
stacker ; apilador ; stoccatore|carrello stoccatore ; empilhadeira manual|empilhador ; Hochhubwagen|Stapler ; gerbeur ; 堆高车
conveyor ; transportador|cinta transportadora ; trasportatore|nastro trasportatore ; transportador|esteira transportadora ; Förderer|Förderanlage ; convoyeur ; 输送机
roller conveyor ; transportador de rodillos ; trasportatore a rulli|rulliera ; transportador de roletes ; Rollenförderer|Rollenbahn ; convoyeur à rouleaux ; 辊道输送机|滚筒输送线
screw conveyor ; transportador de tornillo|tornillo sinfín ; coclea ; transportador helicoidal|rosca transportadora ; Förderschnecke ; vis convoyeuse|vis d'Archimède ; 螺旋输送机
bucket elevator ; elevador de cangilones ; elevatore a tazze ; elevador de canecas ; Becherwerk ; élévateur à godets ; 斗式提升机
overhead crane|bridge crane ; puente grúa ; carroponte ; ponte rolante ; Brückenkran|Laufkran ; pont roulant ; 桥式起重机|行车
crane ; grúa ; gru ; guindaste|grua ; Kran ; grue ; 起重机|吊车
hoist|chain hoist ; polipasto|aparejo ; paranco ; talha ; Kettenzug|Hebezeug ; palan ; 葫芦|电动葫芦
lifting sling ; eslinga ; braca di sollevamento ; cinta de elevação|linga ; Hebeband|Anschlagmittel ; élingue ; 吊带|吊索
winch ; cabrestante|malacate ; argano|verricello ; guincho ; Winde|Seilwinde ; treuil ; 绞车|卷扬机
scissor lift ; plataforma de tijera ; piattaforma a pantografo ; plataforma tesoura ; Scherenbühne|Scherenhubtisch ; nacelle ciseaux|table élévatrice ; 剪叉式升降机
aerial work platform ; plataforma elevadora ; piattaforma aerea|piattaforma di lavoro elevabile ; plataforma de trabalho aéreo ; Hubarbeitsbühne ; plate-forme élévatrice|nacelle ; 高空作业平台
storage rack|pallet racking ; estantería industrial|rack para palés ; scaffalatura industriale|scaffalatura porta pallet ; estante industrial|porta-paletes ; Palettenregal|Schwerlastregal ; rayonnage industriel|rack à palettes ; 货架|重型货架
shelving ; estantería ; scaffale|scaffalatura ; estante|prateleira ; Regal ; étagère|rayonnage ; 置物架|货架
container ; contenedor ; container|contenitore ; contêiner ; Container ; conteneur ; 集装箱
shipping container ; contenedor marítimo ; container marittimo ; contêiner marítimo ; Seecontainer|Schiffscontainer ; conteneur maritime ; 海运集装箱
plastic crate ; caja de plástico|cajón plástico ; cassetta di plastica ; caixa plástica ; Kunststoffkiste|Transportbox ; caisse en plastique ; 周转箱|塑料筐
caster wheel ; rueda giratoria|rodaja ; ruota piroettante ; rodízio ; Lenkrolle|Transportrolle ; roulette ; 脚轮|万向轮
hand truck|trolley ; carretilla de mano|diablo ; carrello portapacchi ; carrinho de carga ; Sackkarre ; diable ; 手推车
# Energy
solar panel|photovoltaic module|PV module ; panel solar|módulo fotovoltaico ; pannello solare|modulo fotovoltaico ; painel solar|módulo fotovoltaico ; Solarmodul|Photovoltaikmodul ; panneau solaire|module photovoltaïque ; 太阳能电池板|光伏组件
solar inverter ; inversor solar ; inverter fotovoltaico ; inversor solar ; Wechselrichter|Solarwechselrichter ; onduleur solaire|onduleur photovoltaïque ; 光伏逆变器|逆变器
solar water heater ; calentador solar ; scaldabagno solare|collettore solare ; aquecedor solar ; Solarthermieanlage|Solarkollektor ; chauffe-eau solaire ; 太阳能热水器
photovoltaic system|solar power plant ; sistema fotovoltaico|planta solar ; impianto fotovoltaico ; sistema fotovoltaico|usina solar ; Photovoltaikanlage|Solaranlage ; installation photovoltaïque|centrale solaire ; 光伏系统|光伏电站
energy storage|battery storage ; almacenamiento de energía ; accumulo di energia|sistema di accumulo ; armazenamento de energia ; Energiespeicher|Batteriespeicher ; stockage d'énergie ; 储能|储能系统
wind turbine ; aerogenerador|turbina eólica ; turbina eolica|aerogeneratore ; turbina eólica|aerogerador ; Windkraftanlage|Windturbine ; éolienne ; 风力发电机
heat pump ; bomba de calor ; pompa di calore ; bomba de calor ; Wärmepumpe ; pompe à chaleur ; 热泵
electric vehicle charger|EV charger ; cargador para vehículos eléctricos|punto de recarga ; colonnina di ricarica|wallbox ; carregador de veículos elétricos ; Ladestation|Wallbox ; borne de recharge ; 充电桩
hydrogen ; hidrógeno ; idrogeno ; hidrogênio ; Wasserstoff ; hydrogène ; 氢|氢能
biomass ; biomasa ; biomassa ; biomassa ; Biomasse ; biomasse ; 生物质
pellet stove|wood pellets ; pellets de madera|estufa de pellets ; pellet di legno|stufa a pellet ; pellets de madeira ; Holzpellets|Pelletofen ; granulés de bois|poêle à granulés ; 木屑颗粒|生物质颗粒
natural gas ; gas natural ; gas naturale|metano ; gás natural ; Erdgas ; gaz naturel ; 天然气
LPG ; gas licuado|GLP ; GPL ; GLP|gás liquefeito ; Flüssiggas|LPG ; GPL ; 液化石油气
diesel fuel ; gasóleo|diésel ; gasolio ; óleo diesel ; Dieselkraftstoff|Diesel ; gazole|gasoil ; 柴油
lubricating oil ; aceite lubricante ; olio lubrificante ; óleo lubrificante ; Schmieröl ; huile lubrifiante ; 润滑油
# Heating, ventilation and air conditioning
air conditioner|air conditioning ; aire acondicionado ; condizionatore|climatizzatore ; ar-condicionado ; Klimaanlage|Klimagerät ; climatiseur|climatisation ; 空调
chiller ; enfriadora|chiller ; refrigeratore d'acqua|chiller ; resfriador de água|chiller ; Kaltwassersatz ; groupe d'eau glacée|refroidisseur ; 冷水机|冷水机组
air handling unit ; unidad de tratamiento de aire|climatizadora ; unità di trattamento aria|UTA ; unidade de tratamento de ar|climatizador ; Lüftungsgerät|raumlufttechnisches Gerät ; centrale de traitement d'air|CTA ; 空气处理机组
ventilation ; ventilación ; ventilazione ; ventilação ; Lüftung ; ventilation ; 通风
exhaust fan ; extractor de aire ; aspiratore|estrattore d'aria ; exaustor ; Abluftventilator ; extracteur d'air ; 排气扇|排风扇
axial fan ; ventilador axial ; ventilatore assiale ; ventilador axial ; Axialventilator ; ventilateur axial|ventilateur hélicoïde ; 轴流风机
centrifugal fan ; ventilador centrífugo ; ventilatore centrifugo ; ventilador centrífugo ; Radialventilator ; ventilateur centrifuge ; 离心风机
air duct|ductwork ; conducto de aire ; canale d'aria|condotta ; duto de ar ; Luftkanal ; gaine de ventilation ; 风管
radiator ; radiador ; radiatore|termosifone ; radiador ; Heizkörper ; radiateur ; 散热器|暖气片
underfloor heating ; calefacción por suelo radiante ; riscaldamento a pavimento ; piso aquecido|aquecimento de piso ; Fußbodenheizung ; chauffage par le sol|plancher chauffant ; 地暖
water heater ; calentador de agua|termo ; scaldabagno|scaldacqua ; aquecedor de água ; Warmwasserbereiter|Boiler ; chauffe-eau ; 热水器
dehumidifier ; deshumidificador ; deumidificatore ; desumidificador ; Luftentfeuchter ; déshumidificateur ; 除湿机
air purifier ; purificador de aire ; purificatore d'aria ; purificador de ar ; Luftreiniger ; purificateur d'air ; 空气净化器
refrigerant ; refrigerante|gas refrigerante ; refrigerante|gas refrigerante ; fluido refrigerante ; Kältemittel ; fluide frigorigène ; 制冷剂|冷媒
compressor ; compresor ; compressore ; compressor ; Kompressor|Verdichter ; compresseur ; 压缩机
# Chemicals
chemicals ; productos químicos ; prodotti chimici ; produtos químicos ; Chemikalien ; produits chimiques ; 化学品|化工产品
industrial chemicals ; químicos industriales ; prodotti chimici industriali ; produtos químicos industriais ; Industriechemikalien ; produits chimiques industriels ; 工业化学品
solvent ; disolvente|solvente ; solvente ; solvente ; Lösungsmittel ; solvant ; 溶剂
resin ; resina ; resina ; resina ; Harz ; résine ; 树脂
epoxy resin ; resina epoxi ; resina epossidica ; resina epóxi ; Epoxidharz ; résine époxy ; 环氧树脂
pigment ; pigmento ; pigmento ; pigmento ; Pigment ; pigment ; 颜料
titanium dioxide ; dióxido de titanio ; biossido di titanio ; dióxido de titânio ; Titandioxid ; dioxyde de titane ; 钛白粉|二氧化钛
caustic soda|sodium hydroxide ; sosa cáustica|hidróxido de sodio ; soda caustica|idrossido di sodio ; soda cáustica|hidróxido de sódio ; Natronlauge|Ätznatron ; soude caustique|hydroxyde de sodium ; 烧碱|氢氧化钠
sulfuric acid|sulphuric acid ; ácido sulfúrico ; acido solforico ; ácido sulfúrico ; Schwefelsäure ; acide sulfurique ; 硫酸
hydrochloric acid ; ácido clorhídrico ; acido cloridrico ; ácido clorídrico ; Salzsäure ; acide chlorhydrique ; 盐酸
detergent ; detergente ; detergente ; detergente ; Reinigungsmittel|Waschmittel ; détergent|lessive ; 洗涤剂|清洁剂
disinfectant ; desinfectante ; disinfettante ; desinfetante ; Desinfektionsmittel ; désinfectant ; 消毒剂
fertilizer urea|urea ; urea ; urea ; ureia ; Harnstoff ; urée ; 尿素
activated carbon ; carbón activado ; carbone attivo ; carvão ativado ; Aktivkohle ; charbon actif ; 活性炭
cosmetics ; cosméticos ; cosmetici ; cosméticos ; Kosmetik ; cosmétiques ; 化妆品
# Construction and machinery
excavator ; excavadora ; escavatore ; escavadeira ; Bagger ; pelle hydraulique|excavatrice ; 挖掘机
wheel loader ; cargadora de ruedas|pala cargadora ; pala gommata ; pá carregadeira ; Radlader ; chargeuse sur pneus ; 装载机
bulldozer ; bulldozer|topadora ; apripista|bulldozer ; trator de esteira ; Planierraupe ; bouteur|bulldozer ; 推土机
concrete mixer ; hormigonera|mezcladora de concreto ; betoniera ; betoneira ; Betonmischer ; bétonnière ; 搅拌机|混凝土搅拌机
road roller ; rodillo compactador|aplanadora ; rullo compattatore ; rolo compactador ; Straßenwalze|Walze ; rouleau compresseur ; 压路机
scaffolding ; andamio ; ponteggio ; andaime ; Gerüst ; échafaudage ; 脚手架
formwork ; encofrado ; cassaforma ; fôrma|forma para concreto ; Schalung ; coffrage ; 模板|建筑模板
steel structure ; estructura metálica ; struttura in acciaio|carpenteria metallica ; estrutura metálica ; Stahlbau|Stahlkonstruktion ; structure métallique|charpente métallique ; 钢结构
prefabricated building ; edificio prefabricado|nave prefabricada ; edificio prefabbricato ; construção pré-fabricada|galpão pré-moldado ; Fertigbau|Fertighaus ; bâtiment préfabriqué ; 预制房|活动板房
sandwich panel ; panel sándwich ; pannello sandwich ; painel sanduíche ; Sandwichpaneel ; panneau sandwich ; 夹芯板
roofing sheet ; lámina para techo|teja metálica ; lamiera grecata|copertura ; telha metálica ; Trapezblech|Dachblech ; tôle de couverture|bac acier ; 彩钢瓦|屋面板
aluminium profile|aluminum extrusion ; perfil de aluminio ; profilo in alluminio|profilato di alluminio ; perfil de alumínio ; Aluminiumprofil ; profilé aluminium ; 铝型材
window ; ventana ; finestra ; janela ; Fenster ; fenêtre ; 窗户|门窗
door ; puerta ; porta ; porta ; Tür ; porte ; 门
diesel engine ; motor diésel ; motore diesel ; motor a diesel ; Dieselmotor ; moteur diesel ; 柴油机
engine ; motor ; motore ; motor ; Motor ; moteur ; 发动机
auto parts|car parts ; autopartes|repuestos de automóvil ; ricambi auto|componenti auto ; autopeças ; Autoteile|Kfz-Teile ; pièces automobiles|pièces auto ; 汽车配件|汽配
brake pads ; pastillas de freno ; pastiglie dei freni ; pastilhas de freio ; Bremsbeläge ; plaquettes de frein ; 刹车片
tire|tyre ; neumático|llanta ; pneumatico|gomma ; pneu ; Reifen ; pneu ; 轮胎
shock absorber ; amortiguador ; ammortizzatore ; amortecedor ; Stoßdämpfer ; amortisseur ; 减震器
spark plug ; bujía ; candela ; vela de ignição ; Zündkerze ; bougie d'allumage ; 火花塞
truck|lorry ; camión ; camion|autocarro ; caminhão ; Lkw|Lastwagen ; camion ; 卡车|货车
trailer ; remolque|semirremolque ; rimorchio|semirimorchio ; reboque|semirreboque ; Anhänger|Auflieger ; remorque|semi-remorque ; 挂车|拖车
medical equipment ; equipos médicos ; apparecchiature mediche|dispositivi medici ; equipamentos médicos ; Medizintechnik|medizinische Geräte ; équipement médical ; 医疗设备|医疗器械
laboratory equipment ; equipos de laboratorio ; attrezzature da laboratorio ; equipamentos de laboratório ; Laborgeräte|Laborausstattung ; matériel de laboratoire ; 实验室设备|实验仪器
office furniture ; mobiliario de oficina|muebles de oficina ; mobili per ufficio ; móveis para escritório ; Büromöbel ; mobilier de bureau ; 办公家具
# Certifications, standards and quality
ISO 9001 ; ISO 9001 ; ISO 9001 ; ISO 9001 ; ISO 9001 ; ISO 9001 ; ISO9001|质量管理体系认证
quality management system ; sistema de gestión de calidad ; sistema di gestione della qualità ; sistema de gestão da qualidade ; Qualitätsmanagementsystem ; système de management de la qualité ; 质量管理体系
environmental management ; gestión ambiental ; gestione ambientale ; gestão ambiental ; Umweltmanagement ; management environnemental ; 环境管理体系
CE marking ; marcado CE ; marcatura CE ; marcação CE ; CE-Kennzeichnung ; marquage CE ; CE认证
RoHS compliant ; conforme RoHS ; conforme RoHS ; em conformidade com RoHS ; RoHS-konform ; conforme RoHS ; 符合RoHS
halal certified ; certificado halal ; certificazione halal ; certificado halal ; Halal-zertifiziert ; certifié halal ; 清真认证
organic certified ; certificado orgánico ; certificazione biologica ; certificado orgânico ; Bio-zertifiziert ; certifié biologique|certifié bio ; 有机认证
quality control|quality inspection ; control de calidad ; controllo qualità ; controle de qualidade ; Qualitätskontrolle|Qualitätsprüfung ; contrôle qualité ; 质检|质量检验
certificate of origin ; certificado de origen ; certificato di origine ; certificado de origem ; Ursprungszeugnis ; certificat d'origine ; 原产地证书|原产地证
material certificate|mill test certificate ; certificado de material ; certificato del materiale ; certificado de material ; Werkszeugnis|Materialzeugnis ; certificat matière ; 材质证明|质保书
food safety ; seguridad alimentaria|inocuidad alimentaria ; sicurezza alimentare ; segurança alimentar|segurança dos alimentos ; Lebensmittelsicherheit ; sécurité alimentaire|sécurité sanitaire des aliments ; 食品安全
# Trade and logistics
manufacturer ; fabricante ; produttore|fabbricante ; fabricante ; Hersteller ; fabricant ; 制造商|生产厂家
supplier ; proveedor ; fornitore ; fornecedor ; Lieferant|Zulieferer ; fournisseur ; 供应商
distributor ; distribuidor ; distributore ; distribuidor ; Händler|Großhändler ; distributeur ; 经销商|分销商
wholesale ; venta al por mayor|mayorista ; ingrosso ; atacado ; Großhandel ; vente en gros|grossiste ; 批发
exporter ; exportador ; esportatore ; exportador ; Exporteur ; exportateur ; 出口商
importer ; importador ; importatore ; importador ; Importeur ; importateur ; 进口商
OEM|original equipment manufacturer ; OEM|fabricante de equipo original ; OEM|produzione conto terzi ; OEM|fabricante de equipamento original ; OEM|Auftragsfertigung ; OEM|fabrication sous marque ; 代工|贴牌生产
custom made|made to order ; hecho a medida|fabricación a medida ; su misura|personalizzato ; sob medida|personalizado ; Sonderanfertigung|maßgefertigt ; sur mesure ; 定制|定做
free sample ; muestra gratis ; campione gratuito ; amostra grátis ; kostenloses Muster ; échantillon gratuit ; 免费样品
minimum order quantity|MOQ ; cantidad mínima de pedido ; quantità minima d'ordine ; quantidade mínima de pedido|pedido mínimo ; Mindestbestellmenge ; quantité minimale de commande ; 最小起订量|起订量
lead time|delivery time ; plazo de entrega ; tempi di consegna ; prazo de entrega ; Lieferzeit ; délai de livraison ; 交货期|交期
freight forwarder ; transitario|agente de carga ; spedizioniere ; agente de carga|despachante de cargas ; Spediteur ; transitaire ; 货代|货运代理
customs clearance ; despacho de aduanas|despacho aduanero ; sdoganamento ; desembaraço aduaneiro ; Zollabfertigung ; dédouanement ; 清关|报关
sea freight ; flete marítimo ; trasporto marittimo|nolo marittimo ; frete marítimo ; Seefracht ; fret maritime ; 海运
air freight ; carga aérea|flete aéreo ; trasporto aereo|spedizione aerea ; frete aéreo ; Luftfracht ; fret aérien ; 空运
warehouse ; almacén|bodega ; magazzino ; armazém ; Lager|Lagerhalle ; entrepôt ; 仓库
`;

/** The groups: per language (in `glossaryLanguageOrder`), its terms. */
export const glossaryGroups: readonly (readonly string[][])[] = glossaryText
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => line.split(';').map((terms) => terms.split('|').map((term) => term.trim())));

export interface GlossaryRow {
  groupKey: string;
  language: (typeof glossaryLanguageOrder)[number];
  term: string;
}

const slug = (term: string) =>
  term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The glossary as rows of `search_glossary` (without the columns the database derives). */
export function glossaryRows(): GlossaryRow[] {
  return glossaryGroups.flatMap((group) => {
    const groupKey = slug(group[0]?.[0] ?? '');
    return glossaryLanguageOrder.flatMap((language, i) =>
      [...new Set(group[i] ?? [])]
        .filter((term) => term !== '')
        .map((term) => ({ groupKey, language, term })),
    );
  });
}
