// Data (line drawings per category family): one table keyed by family, so one file.
/**
 * The project's own drawings of what each category family sells: a pump, a valve, a motor, a
 * fabric roll, a baby bottle, a fish… simple shapes a buyer recognises at a glance. Each is SVG
 * in a 200 × 200 box, drawn in the ink colour; `#bg` marks cut-outs in the card's colour and
 * `#ac` the accent colour (images.ts fills both in).
 */
import type { FamilyId } from './words/families.ts';

const bolt =
  '<rect x="20" y="70" width="30" height="60" rx="4"/><rect x="50" y="88" width="105" height="24"/>' +
  '<path d="M85 88l-6 24M97 88l-6 24M109 88l-6 24M121 88l-6 24M133 88l-6 24M145 88l-6 24" stroke="#bg" stroke-width="3"/>';

export const drawings: Record<FamilyId, string> = {
  robots:
    '<rect x="25" y="165" width="80" height="15" rx="3"/><rect x="48" y="140" width="34" height="28" rx="4"/>' +
    '<path d="M65 145L95 80" stroke-width="18" fill="none"/><path d="M95 80L150 60" stroke-width="14" fill="none"/>' +
    '<circle cx="65" cy="145" r="13"/><circle cx="95" cy="80" r="12"/><circle cx="95" cy="80" r="5" fill="#ac" stroke="none"/>' +
    '<circle cx="150" cy="60" r="9"/><path d="M156 52l18-8M156 68l18 8" stroke-width="7" fill="none"/>',
  controls:
    '<rect x="8" y="92" width="184" height="14" rx="2" opacity="0.55"/><rect x="25" y="50" width="150" height="100" rx="6"/>' +
    '<rect x="35" y="62" width="22" height="76" rx="2" fill="#bg"/><rect x="62" y="62" width="22" height="76" rx="2" fill="#bg"/>' +
    '<rect x="89" y="62" width="22" height="76" rx="2" fill="#bg"/><rect x="116" y="62" width="22" height="76" rx="2" fill="#bg"/>' +
    '<rect x="143" y="62" width="22" height="76" rx="2" fill="#bg"/>' +
    '<g fill="#ac" stroke="none"><circle cx="46" cy="74" r="4"/><circle cx="73" cy="74" r="4"/><circle cx="100" cy="74" r="4"/>' +
    '<circle cx="127" cy="74" r="4"/><circle cx="154" cy="74" r="4"/><circle cx="46" cy="86" r="4"/><circle cx="100" cy="86" r="4"/></g>' +
    '<path d="M40 100h12M40 110h12M40 120h12M67 100h12M67 110h12M94 100h12M121 100h12M121 110h12M148 100h12" stroke-width="3"/>',
  sensors:
    '<rect x="40" y="80" width="90" height="40" rx="4"/>' +
    '<path d="M55 80v40M65 80v40M75 80v40M85 80v40M95 80v40" stroke="#bg" stroke-width="3"/>' +
    '<rect x="100" y="70" width="12" height="60" rx="2"/><rect x="28" y="84" width="14" height="32" rx="3" fill="#ac"/>' +
    '<path d="M130 100C160 100 150 150 185 150" fill="none" stroke-width="9"/>' +
    '<path d="M20 80a25 25 0 0 0 0 40M10 70a38 38 0 0 0 0 60" fill="none" stroke="#ac" stroke-width="5"/>',
  motors:
    '<rect x="45" y="65" width="100" height="70" rx="10"/>' +
    '<path d="M60 65v70M75 65v70M90 65v70M105 65v70M120 65v70" stroke="#bg" stroke-width="3"/>' +
    '<rect x="145" y="75" width="14" height="50" rx="3"/><rect x="159" y="94" width="28" height="12" rx="2"/>' +
    '<rect x="28" y="72" width="17" height="56" rx="5"/><rect x="75" y="44" width="36" height="21" rx="3" fill="#ac"/>' +
    '<path d="M55 135h25v15h-25zM110 135h25v15h-25z"/><rect x="40" y="150" width="110" height="7" rx="2"/>',
  'fluid-power':
    '<rect x="35" y="80" width="110" height="40" rx="4"/><rect x="25" y="70" width="18" height="60" rx="3"/>' +
    '<rect x="137" y="70" width="18" height="60" rx="3"/><rect x="155" y="94" width="35" height="12" rx="3"/>' +
    '<circle cx="188" cy="100" r="9"/><path d="M43 75h94M43 125h94" stroke-width="4"/>' +
    '<rect x="50" y="58" width="14" height="14" rx="2" fill="#ac"/><rect x="116" y="58" width="14" height="14" rx="2" fill="#ac"/>' +
    '<path d="M57 58V35h50M123 58V45" fill="none" stroke-width="5"/>',
  'machine-safety':
    '<rect x="40" y="40" width="120" height="120" rx="14"/><circle cx="100" cy="100" r="46" fill="#ac" stroke="none"/>' +
    '<circle cx="100" cy="100" r="32"/><path d="M100 82v16M88 90a16 16 0 1 0 24 0" fill="none" stroke="#bg" stroke-width="5"/>' +
    '<rect x="80" y="160" width="40" height="20" rx="3"/>',
  networking:
    '<rect x="20" y="95" width="160" height="55" rx="8"/>' +
    '<g fill="#bg" stroke="none"><rect x="33" y="110" width="16" height="13" rx="2"/><rect x="55" y="110" width="16" height="13" rx="2"/>' +
    '<rect x="77" y="110" width="16" height="13" rx="2"/><rect x="99" y="110" width="16" height="13" rx="2"/>' +
    '<rect x="121" y="110" width="16" height="13" rx="2"/></g>' +
    '<g fill="#ac" stroke="none"><circle cx="41" cy="136" r="4"/><circle cx="63" cy="136" r="4"/><circle cx="85" cy="136" r="4"/>' +
    '<circle cx="150" cy="118" r="6"/></g>' +
    '<path d="M50 95L38 40M150 95L162 40" stroke-width="8"/><circle cx="38" cy="38" r="6"/><circle cx="162" cy="38" r="6"/>' +
    '<path d="M70 60a30 30 0 0 1 60 0M82 68a18 18 0 0 1 36 0" fill="none" stroke="#ac" stroke-width="5"/>',
  displays:
    '<rect x="25" y="35" width="150" height="100" rx="8"/><rect x="35" y="45" width="130" height="80" rx="3" fill="#bg"/>' +
    '<g fill="#ac" stroke="none"><rect x="47" y="95" width="16" height="22"/><rect x="69" y="80" width="16" height="37"/>' +
    '<rect x="91" y="88" width="16" height="29"/><rect x="113" y="65" width="16" height="52"/></g>' +
    '<circle cx="148" cy="70" r="10" fill="none" stroke-width="5"/>' +
    '<path d="M90 135h20v25h-20z"/><rect x="58" y="158" width="84" height="12" rx="4"/>',
  cameras:
    '<rect x="25" y="58" width="140" height="14" rx="3"/><rect x="32" y="70" width="118" height="48" rx="12"/>' +
    '<circle cx="150" cy="94" r="20"/><circle cx="150" cy="94" r="13" fill="#bg"/><circle cx="150" cy="94" r="7" fill="#ac" stroke="none"/>' +
    '<path d="M75 118v30h-35v12" fill="none" stroke-width="10"/><rect x="18" y="160" width="50" height="14" rx="3"/>' +
    '<circle cx="50" cy="94" r="4" fill="#ac" stroke="none"/>',
  components:
    '<rect x="55" y="55" width="90" height="90" rx="8"/><circle cx="72" cy="72" r="6" fill="#bg"/>' +
    '<path d="M70 40v15M90 40v15M110 40v15M130 40v15M70 145v15M90 145v15M110 145v15M130 145v15M40 70h15M40 90h15M40 110h15M40 130h15M145 70h15M145 90h15M145 110h15M145 130h15" stroke-width="6"/>' +
    '<rect x="80" y="85" width="40" height="30" rx="3" fill="#ac" stroke="none"/>',
  pcb:
    '<rect x="25" y="40" width="150" height="120" rx="8"/>' +
    '<path d="M40 60h40v30h25M40 140h60v-20h35M160 60v40h-25M60 120h-20" fill="none" stroke="#bg" stroke-width="4"/>' +
    '<rect x="100" y="55" width="40" height="40" rx="3" fill="#ac" stroke="none"/>' +
    '<g fill="#bg" stroke="none"><circle cx="37" cy="52" r="5"/><circle cx="163" cy="52" r="5"/><circle cx="37" cy="148" r="5"/>' +
    '<circle cx="163" cy="148" r="5"/><circle cx="80" cy="60" r="4"/><circle cx="135" cy="120" r="4"/><circle cx="100" cy="140" r="4"/></g>' +
    '<rect x="50" y="100" width="30" height="12" rx="2" fill="#ac" stroke="none"/>',
  computers:
    '<rect x="45" y="40" width="110" height="78" rx="6"/><rect x="53" y="48" width="94" height="62" rx="2" fill="#bg"/>' +
    '<path d="M62 60h50M62 72h70M62 84h40" stroke="#ac" stroke-width="6"/>' +
    '<path d="M22 124h156l-12 24H34z"/><rect x="86" y="130" width="28" height="6" rx="2" fill="#bg"/>',
  software:
    '<rect x="25" y="40" width="150" height="120" rx="10"/><rect x="33" y="62" width="134" height="90" rx="4" fill="#bg"/>' +
    '<g fill="#ac" stroke="none"><circle cx="40" cy="51" r="4"/><circle cx="52" cy="51" r="4"/><circle cx="64" cy="51" r="4"/></g>' +
    '<path d="M80 88l-20 19 20 19M120 88l20 19-20 19M110 82l-20 50" fill="none" stroke-width="8"/>',
  'consumer-electronics':
    '<rect x="40" y="25" width="70" height="150" rx="12"/><rect x="47" y="40" width="56" height="115" rx="3" fill="#bg"/>' +
    '<circle cx="75" cy="165" r="5" fill="#bg"/>' +
    '<g fill="#ac" stroke="none"><rect x="54" y="50" width="18" height="18" rx="4"/><rect x="78" y="50" width="18" height="18" rx="4"/>' +
    '<rect x="54" y="74" width="18" height="18" rx="4"/><rect x="78" y="74" width="18" height="18" rx="4"/></g>' +
    '<path d="M130 110a30 30 0 0 1 60 0" fill="none" stroke-width="8"/><rect x="124" y="105" width="16" height="30" rx="6"/>' +
    '<rect x="180" y="105" width="16" height="30" rx="6"/>',
  instruments:
    '<circle cx="100" cy="92" r="66"/><circle cx="100" cy="92" r="55" fill="#bg"/>' +
    '<path d="M58 120a48 48 0 1 1 84 0" fill="none" stroke-width="4"/>' +
    '<path d="M126 58a48 48 0 0 1 16 62" fill="none" stroke="#ac" stroke-width="8"/>' +
    '<path d="M100 92L134 64" stroke-width="6"/><circle cx="100" cy="92" r="8"/>' +
    '<rect x="80" y="156" width="40" height="12" rx="2"/><rect x="90" y="168" width="20" height="20"/>',
  solar:
    '<circle cx="150" cy="42" r="18" fill="#ac" stroke="none"/><polygon points="30,160 70,90 170,90 130,160"/>' +
    '<path d="M63 102h100M51 123h100M40 144h100M95 90l-25 70M128 90l-25 70" stroke="#bg" stroke-width="3"/>' +
    '<path d="M95 160v20M70 180h50" stroke-width="6"/>',
  wind:
    '<path d="M96 80L88 186h24L104 80z"/><rect x="98" y="68" width="26" height="15" rx="5"/>' +
    '<g fill="#ac" stroke="none"><path d="M97 75L92 12q8-6 13 2z"/><path d="M97 75L92 12q8-6 13 2z" transform="rotate(120 100 75)"/>' +
    '<path d="M97 75L92 12q8-6 13 2z" transform="rotate(240 100 75)"/></g><circle cx="100" cy="75" r="9"/>' +
    '<rect x="60" y="182" width="80" height="6" rx="2"/>',
  generators:
    '<rect x="25" y="80" width="150" height="75" rx="6"/>' +
    '<path d="M40 95h55M40 106h55M40 117h55M40 128h55M40 139h55" stroke="#bg" stroke-width="4"/>' +
    '<rect x="113" y="95" width="48" height="38" rx="3" fill="#bg"/>' +
    '<g fill="#ac" stroke="none"><circle cx="127" cy="108" r="6"/><circle cx="147" cy="108" r="6"/><rect x="121" y="120" width="32" height="6"/></g>' +
    '<rect x="55" y="50" width="13" height="30"/><path d="M62 42q12-12 0-24" fill="none" stroke="#ac" stroke-width="5"/>' +
    '<rect x="15" y="155" width="170" height="10" rx="2"/>',
  batteries:
    '<rect x="45" y="50" width="110" height="125" rx="12"/><rect x="63" y="36" width="22" height="16" rx="2"/>' +
    '<rect x="115" y="36" width="22" height="16" rx="2"/><path d="M66 76h16M74 68v16M118 76h16" stroke="#bg" stroke-width="5"/>' +
    '<path d="M108 95L84 132h18l-8 32 28-42h-18l10-27z" fill="#ac" stroke="none"/>',
  electrical:
    '<rect x="45" y="28" width="110" height="146" rx="6"/><path d="M100 36v130" stroke="#bg" stroke-width="3"/>' +
    '<path d="M100 56l34 58H66z" fill="#ac" stroke="none"/><path d="M104 68l-15 26h11l-6 16 17-26h-11z" stroke="none"/>' +
    '<path d="M58 132h30M58 142h30M112 132h30M112 142h30" stroke="#bg" stroke-width="4"/><rect x="38" y="172" width="124" height="9"/>',
  'oil-gas':
    '<path d="M100 22L62 178M100 22l38 156" stroke-width="8" fill="none"/>' +
    '<path d="M90 60h20M80 100h40M70 140h60M88 62l34 76M112 62l-34 76" stroke-width="4" fill="none"/>' +
    '<rect x="90" y="12" width="20" height="12"/><rect x="40" y="176" width="120" height="9"/>' +
    '<path d="M160 108q14 20 0 32q-14-12 0-32z" fill="#ac" stroke="none"/>',
  bioenergy:
    '<path d="M100 22c30 45 56 72 50 108a50 50 0 0 1-100 0c-6-36 20-63 50-108z"/>' +
    '<path d="M100 168c-28-20-28-62 18-78 10 36 6 62-18 78z" fill="#ac" stroke="none"/>' +
    '<path d="M100 168l14-70" stroke="#bg" stroke-width="4" fill="none"/>',
  biofuels:
    '<rect x="58" y="40" width="84" height="136" rx="10"/><path d="M58 74h84M58 142h84" stroke="#bg" stroke-width="5"/>' +
    '<rect x="72" y="30" width="20" height="12" rx="2"/>' +
    '<path d="M100 128c-20-14-20-44 12-56 8 26 4 44-12 56z" fill="#ac" stroke="none"/>' +
    '<path d="M100 128l10-50" stroke="#bg" stroke-width="3" fill="none"/>',
  'ev-charging':
    '<rect x="45" y="28" width="72" height="146" rx="10"/><rect x="55" y="42" width="52" height="34" rx="3" fill="#bg"/>' +
    '<path d="M86 47l-12 15h9l-5 11 14-16h-9z" fill="#ac" stroke="none"/>' +
    '<path d="M117 100c40 0 46 40 34 56" fill="none" stroke-width="7"/><rect x="138" y="152" width="24" height="28" rx="5"/>' +
    '<rect x="36" y="172" width="90" height="10" rx="3"/><circle cx="81" cy="105" r="10" fill="#ac" stroke="none"/>',
  tools:
    '<path d="M150 30a30 30 0 0 0-38 38l-72 72a12 12 0 0 0 17 17l72-72a30 30 0 0 0 38-38l-18 18-15-4-4-15z"/>' +
    '<path d="M45 45l70 70" stroke="#ac" stroke-width="12"/><path d="M30 30l22 22" stroke-width="16"/>',
  welding:
    '<path d="M22 162L94 104" stroke-width="24" fill="none"/><path d="M40 148l14-11M58 134l14-11" stroke="#bg" stroke-width="3"/>' +
    '<path d="M94 104l32-8 18 22" stroke-width="12" fill="none"/><path d="M138 110l18 14-8 9-18-14z"/>' +
    '<path d="M22 162q-14 18 6 30" fill="none" stroke-width="6"/><rect x="104" y="160" width="88" height="12" rx="2"/>' +
    '<path d="M152 138l-14 16M156 138v22M160 136l18 14M150 134l-22 4M162 132h22M158 130l10-18" stroke="#ac" stroke-width="5"/>' +
    '<circle cx="154" cy="142" r="7" fill="#ac" stroke="none"/>',
  'material-handling':
    '<path d="M40 150V95h50l20 25v30z"/><path d="M55 95V52h38v43" fill="none" stroke-width="6"/>' +
    '<rect x="112" y="40" width="10" height="115"/><path d="M122 145h55v9h-55z"/><rect x="28" y="108" width="14" height="42"/>' +
    '<rect x="130" y="106" width="44" height="38" fill="#ac" stroke="none"/><path d="M130 125h44" stroke="#bg" stroke-width="3"/>' +
    '<circle cx="62" cy="156" r="17"/><circle cx="62" cy="156" r="6" fill="#bg"/><circle cx="101" cy="160" r="12"/>',
  pumps:
    '<circle cx="62" cy="108" r="40"/><circle cx="62" cy="108" r="13" fill="#bg"/>' +
    '<rect x="44" y="48" width="28" height="30"/><rect x="36" y="40" width="44" height="11" rx="2"/>' +
    '<rect x="6" y="96" width="20" height="26"/><rect x="2" y="90" width="9" height="38" rx="2"/>' +
    '<rect x="100" y="101" width="20" height="16" fill="#ac" stroke="none"/>' +
    '<rect x="120" y="78" width="68" height="62" rx="8"/>' +
    '<path d="M134 78v62M146 78v62M158 78v62M170 78v62" stroke="#bg" stroke-width="3"/>' +
    '<rect x="12" y="150" width="180" height="10" rx="2"/><path d="M40 148h40M140 140v10M170 140v10" stroke-width="6"/>',
  valves:
    '<rect x="20" y="112" width="160" height="30" rx="3"/><rect x="12" y="100" width="13" height="54" rx="2"/>' +
    '<rect x="175" y="100" width="13" height="54" rx="2"/><path d="M68 100h64l12 27-12 27H68l-12-27z"/>' +
    '<rect x="84" y="64" width="32" height="40" rx="4"/><rect x="96" y="36" width="8" height="30"/>' +
    '<ellipse cx="100" cy="34" rx="42" ry="10" fill="none" stroke="#ac" stroke-width="8"/>',
  compressors:
    '<rect x="28" y="100" width="144" height="56" rx="28"/><rect x="42" y="58" width="52" height="40" rx="6"/>' +
    '<rect x="108" y="62" width="38" height="36" rx="4"/><path d="M108 70h38M108 78h38M108 86h38" stroke="#bg" stroke-width="3"/>' +
    '<circle cx="160" cy="78" r="11" fill="#ac" stroke="none"/><path d="M160 89v11" stroke-width="4"/>' +
    '<circle cx="58" cy="166" r="13"/><circle cx="142" cy="166" r="13"/><path d="M100 156v16" stroke-width="8"/>',
  filtration:
    '<rect x="60" y="42" width="80" height="126" rx="14"/><rect x="52" y="30" width="96" height="16" rx="4"/>' +
    '<path d="M76 62v92M88 62v92M100 62v92M112 62v92M124 62v92" stroke="#bg" stroke-width="4"/>' +
    '<rect x="18" y="52" width="36" height="14"/><rect x="146" y="52" width="36" height="14"/>' +
    '<path d="M75 168v16M125 168v16" stroke-width="7"/><path d="M100 182q8 8 0 14q-8-6 0-14z" fill="#ac" stroke="none"/>',
  ppe:
    '<path d="M35 130a65 65 0 0 1 130 0z"/><rect x="18" y="127" width="164" height="17" rx="8"/>' +
    '<path d="M100 68v58M76 75l8 50M124 75l-8 50" stroke="#bg" stroke-width="5"/>' +
    '<rect x="38" y="116" width="124" height="9" fill="#ac" stroke="none"/>',
  fasteners:
    bolt +
    '<polygon points="148,138 170,138 182,157 170,176 148,176 136,157"/><circle cx="159" cy="157" r="8" fill="#bg"/>' +
    '<circle cx="60" cy="160" r="18" fill="none" stroke="#ac" stroke-width="9"/>',
  'machine-tools':
    '<rect x="20" y="48" width="160" height="117" rx="6"/><rect x="32" y="62" width="95" height="72" rx="4" fill="#bg"/>' +
    '<rect x="70" y="62" width="18" height="35"/><path d="M79 97v15" stroke-width="4"/><rect x="45" y="120" width="70" height="9"/>' +
    '<rect x="138" y="62" width="32" height="52" rx="3" fill="#bg"/><rect x="143" y="67" width="22" height="16" fill="#ac" stroke="none"/>' +
    '<rect x="30" y="165" width="25" height="12"/><rect x="145" y="165" width="25" height="12"/>',
  'plastics-machinery':
    '<rect x="12" y="122" width="176" height="44" rx="4"/><rect x="22" y="78" width="60" height="44" rx="3"/>' +
    '<path d="M22 88h60M22 112h60" stroke="#bg" stroke-width="3"/><rect x="84" y="92" width="84" height="18" rx="3"/>' +
    '<path d="M100 92v18M116 92v18M132 92v18" stroke="#ac" stroke-width="6"/><path d="M136 92l-14-42h44l-14 42z"/>' +
    '<rect x="28" y="134" width="40" height="20" rx="2" fill="#bg"/>',
  'packaging-machinery':
    '<rect x="12" y="132" width="176" height="12" rx="6"/>' +
    '<g fill="#bg" stroke="none"><circle cx="30" cy="138" r="3"/><circle cx="60" cy="138" r="3"/><circle cx="90" cy="138" r="3"/>' +
    '<circle cx="120" cy="138" r="3"/><circle cx="150" cy="138" r="3"/><circle cx="170" cy="138" r="3"/></g>' +
    '<rect x="24" y="96" width="38" height="36"/><rect x="82" y="96" width="38" height="36" fill="#ac"/><rect x="140" y="96" width="38" height="36"/>' +
    '<path d="M24 106h38M140 106h38M43 96v10M159 96v10" stroke="#bg" stroke-width="3"/>' +
    '<rect x="86" y="38" width="30" height="30" rx="3"/><path d="M101 68v18" stroke-width="7"/>' +
    '<path d="M30 144v36M170 144v36" stroke-width="8"/>',
  'food-machinery':
    '<rect x="38" y="160" width="124" height="14" rx="4"/><rect x="128" y="58" width="24" height="104" rx="4"/>' +
    '<path d="M62 42h90a10 10 0 0 1 10 10v26H60a18 18 0 0 1 2-36z"/>' +
    '<path d="M52 110h84l-9 46H61z" fill="#ac"/><path d="M94 78v34" stroke-width="6"/><path d="M52 110h84" stroke-width="6"/>',
  'construction-machinery':
    '<rect x="18" y="150" width="104" height="26" rx="13"/>' +
    '<g fill="#bg" stroke="none"><circle cx="34" cy="163" r="6"/><circle cx="70" cy="163" r="6"/><circle cx="106" cy="163" r="6"/></g>' +
    '<rect x="28" y="114" width="84" height="36" rx="4"/><path d="M66 114V80h32l12 34z"/><path d="M72 86h22l7 22H72z" fill="#bg"/>' +
    '<path d="M104 120l46-62 26 42" fill="none" stroke="#ac" stroke-width="12"/><path d="M168 94l22 10-6 26-26-6z"/>',
  'agri-machinery':
    '<circle cx="60" cy="138" r="36"/><circle cx="60" cy="138" r="14" fill="#bg"/><circle cx="152" cy="154" r="21"/>' +
    '<circle cx="152" cy="154" r="7" fill="#bg"/><path d="M86 104h86v36H86z" fill="#ac"/><path d="M52 100V46h46v58" fill="none" stroke-width="8"/>' +
    '<rect x="46" y="40" width="58" height="9"/><rect x="152" y="74" width="7" height="30"/>',
  'textile-machinery':
    '<rect x="22" y="150" width="156" height="18" rx="4"/><rect x="130" y="75" width="30" height="75" rx="4"/>' +
    '<path d="M55 52h95a15 15 0 0 1 15 15v22H55z"/><rect x="42" y="52" width="32" height="62" rx="5"/>' +
    '<path d="M58 114v26" stroke-width="3"/><circle cx="168" cy="84" r="11"/>' +
    '<rect x="98" y="34" width="15" height="18" rx="2" fill="#ac" stroke="none"/><path d="M58 140h40" stroke="#ac" stroke-width="4"/>',
  gears:
    '<circle cx="100" cy="100" r="50"/><circle cx="100" cy="100" r="70" stroke-dasharray="18 14" stroke-width="22" fill="none"/>' +
    '<circle cx="100" cy="100" r="18" fill="#bg"/><circle cx="100" cy="100" r="30" fill="none" stroke="#ac" stroke-width="6"/>',
  bearings:
    '<circle cx="100" cy="100" r="76"/><circle cx="100" cy="100" r="62" fill="#bg"/>' +
    '<g fill="#ac" stroke="none"><circle cx="150" cy="100" r="11"/><circle cx="135" cy="135" r="11"/><circle cx="100" cy="150" r="11"/>' +
    '<circle cx="65" cy="135" r="11"/><circle cx="50" cy="100" r="11"/><circle cx="65" cy="65" r="11"/><circle cx="100" cy="50" r="11"/>' +
    '<circle cx="135" cy="65" r="11"/></g><circle cx="100" cy="100" r="37"/><circle cx="100" cy="100" r="23" fill="#bg"/>',
  'belts-chains':
    '<path d="M60 58L150 76M60 142l90-18" stroke="#ac" stroke-width="10" stroke-dasharray="10 5"/>' +
    '<circle cx="60" cy="100" r="40"/><circle cx="60" cy="100" r="14" fill="#bg"/><circle cx="150" cy="100" r="24"/>' +
    '<circle cx="150" cy="100" r="9" fill="#bg"/>',
  seals:
    '<circle cx="82" cy="92" r="54" fill="none" stroke-width="18"/>' +
    '<circle cx="148" cy="142" r="34" fill="none" stroke="#ac" stroke-width="12"/>',
  clothing:
    '<path d="M70 40l-40 25 18 30 20-10v80h64v-80l20 10 18-30-40-25c-6 12-18 18-30 18s-24-6-30-18z"/>' +
    '<path d="M100 60v100" stroke="#bg" stroke-width="3"/><g fill="#ac" stroke="none"><circle cx="100" cy="80" r="4"/>' +
    '<circle cx="100" cy="105" r="4"/><circle cx="100" cy="130" r="4"/></g>',
  textiles:
    '<rect x="50" y="42" width="110" height="64"/><ellipse cx="50" cy="74" rx="15" ry="32"/><ellipse cx="50" cy="74" rx="5" ry="11" fill="#bg"/>' +
    '<path d="M70 42v64M90 42v64M110 42v64M130 42v64" stroke="#bg" stroke-width="3"/>' +
    '<path d="M105 106h55v64l-9-7-9 7-9-7-9 7-9-7-10 7z" fill="#ac"/>',
  'baby-clothing':
    '<path d="M72 35q28 18 56 0l32 16-11 28-15-6v58q0 22-16 32h-10l-8-10-8 10H82q-16-10-16-32V73l-15 6-11-28z"/>' +
    '<g fill="#bg" stroke="none"><circle cx="90" cy="158" r="3"/><circle cx="110" cy="158" r="3"/></g>' +
    '<path d="M88 90q12 10 24 0" fill="none" stroke="#ac" stroke-width="5"/>',
  'baby-feeding':
    '<path d="M84 50q0-28 16-30 16 2 16 30z" fill="#ac"/><rect x="74" y="46" width="52" height="14" rx="4"/>' +
    '<path d="M70 62h60v96a18 18 0 0 1-18 18H88a18 18 0 0 1-18-18z"/>' +
    '<path d="M82 92h14M82 112h14M82 132h14" stroke="#bg" stroke-width="4"/>',
  'baby-hygiene':
    '<path d="M32 62h136v22q-22 10-32 44-12 42-36 42t-36-42q-10-34-32-44z"/><path d="M32 74h136" stroke="#bg" stroke-width="4"/>' +
    '<rect x="22" y="60" width="24" height="20" rx="4" fill="#ac"/><rect x="154" y="60" width="24" height="20" rx="4" fill="#ac"/>',
  strollers:
    '<path d="M48 110a56 56 0 0 1 56-56v56z" fill="#ac"/><path d="M48 110h104q-6 32-52 32t-52-32z"/>' +
    '<path d="M150 110l24-50h14" fill="none" stroke-width="7"/><path d="M76 136l-12 22M124 136l12 22" stroke-width="6"/>' +
    '<circle cx="62" cy="162" r="16"/><circle cx="62" cy="162" r="5" fill="#bg"/><circle cx="138" cy="162" r="16"/>' +
    '<circle cx="138" cy="162" r="5" fill="#bg"/>',
  nursery:
    '<rect x="30" y="60" width="140" height="10" rx="3"/><rect x="30" y="140" width="140" height="10" rx="3"/>' +
    '<rect x="24" y="42" width="13" height="136" rx="3"/><rect x="163" y="42" width="13" height="136" rx="3"/>' +
    '<path d="M52 70v70M68 70v70M84 70v70M100 70v70M116 70v70M132 70v70M148 70v70" stroke-width="5"/>' +
    '<rect x="38" y="126" width="124" height="13" fill="#ac" stroke="none"/>',
  toys:
    '<circle cx="64" cy="48" r="18"/><circle cx="136" cy="48" r="18"/><circle cx="100" cy="76" r="38"/>' +
    '<ellipse cx="100" cy="142" rx="44" ry="40"/><circle cx="54" cy="124" r="16"/><circle cx="146" cy="124" r="16"/>' +
    '<circle cx="70" cy="172" r="16"/><circle cx="130" cy="172" r="16"/>' +
    '<g fill="#bg" stroke="none"><circle cx="86" cy="70" r="5"/><circle cx="114" cy="70" r="5"/><ellipse cx="100" cy="89" rx="13" ry="10"/></g>' +
    '<circle cx="100" cy="86" r="4"/><ellipse cx="100" cy="146" rx="22" ry="20" fill="#ac" stroke="none"/>',
  cosmetics:
    '<rect x="36" y="100" width="76" height="62" rx="10"/><rect x="41" y="84" width="66" height="18" rx="4" fill="#ac"/>' +
    '<rect x="50" y="118" width="48" height="24" rx="3" fill="#bg"/><rect x="128" y="70" width="32" height="92" rx="8"/>' +
    '<rect x="136" y="38" width="16" height="32" rx="6" fill="#ac"/>',
  fragrance:
    '<rect x="55" y="80" width="90" height="96" rx="16"/><rect x="88" y="62" width="24" height="20"/>' +
    '<rect x="78" y="32" width="44" height="32" rx="5" fill="#ac"/><rect x="73" y="110" width="54" height="36" rx="4" fill="#bg"/>' +
    '<g fill="#ac" stroke="none"><circle cx="150" cy="48" r="4"/><circle cx="162" cy="40" r="3"/><circle cx="160" cy="58" r="3"/></g>',
  'beauty-appliances':
    '<rect x="34" y="55" width="118" height="56" rx="28"/><path d="M36 62l-20-5v52l20-5z"/>' +
    '<circle cx="124" cy="83" r="19" fill="#bg"/><circle cx="124" cy="83" r="8"/><path d="M94 106l15 70h24l-11-70z"/>' +
    '<path d="M10 70H0M10 83H-2M10 96H0" stroke="#ac" stroke-width="5"/><rect x="108" y="150" width="18" height="6" fill="#ac" stroke="none"/>',
  salon:
    '<rect x="62" y="22" width="76" height="72" rx="14"/><rect x="50" y="94" width="96" height="26" rx="8"/>' +
    '<rect x="38" y="80" width="24" height="11" rx="4"/><rect x="134" y="80" width="24" height="11" rx="4"/>' +
    '<rect x="90" y="120" width="16" height="36"/><ellipse cx="98" cy="166" rx="52" ry="10"/>' +
    '<rect x="118" y="138" width="48" height="8" rx="3" fill="#ac" stroke="none"/><rect x="74" y="34" width="52" height="48" rx="10" fill="#ac" stroke="none"/>',
  'cosmetic-packaging':
    '<rect x="42" y="82" width="62" height="98" rx="10"/><rect x="52" y="68" width="42" height="16"/>' +
    '<rect x="60" y="44" width="26" height="26" rx="3" fill="#ac"/><path d="M73 50h36v8H73z"/>' +
    '<rect x="52" y="110" width="42" height="40" rx="3" fill="#bg"/>' +
    '<path d="M124 64h52l-6 108h-40z"/><rect x="120" y="56" width="60" height="10"/>' +
    '<rect x="137" y="170" width="26" height="14" rx="2" fill="#ac"/>',
  bags:
    '<path d="M40 80h120l-10 90H50z"/><path d="M70 80V65a30 30 0 0 1 60 0v15" fill="none" stroke-width="8"/>' +
    '<rect x="88" y="100" width="24" height="14" rx="3" fill="#ac" stroke="none"/>',
  footwear:
    '<path d="M25 140V94q0-10 10-10h30q10 26 40 31l50 12q22 5 22 23z"/><rect x="18" y="140" width="164" height="15" rx="7"/>' +
    '<path d="M70 96l10 10M82 92l10 10M94 90l10 10" stroke="#bg" stroke-width="4"/>' +
    '<path d="M48 126q44 6 86-6" fill="none" stroke="#ac" stroke-width="6"/>',
  jewellery:
    '<circle cx="100" cy="122" r="50" fill="none" stroke-width="14"/>' +
    '<polygon points="74,52 126,52 142,70 100,112 58,70" fill="#ac"/>' +
    '<path d="M58 70h84M86 52l-10 18 24 42 24-42-10-18" fill="none" stroke-width="3"/>',
  watches:
    '<rect x="75" y="18" width="50" height="164" rx="10"/><circle cx="100" cy="100" r="46"/><circle cx="100" cy="100" r="36" fill="#bg"/>' +
    '<path d="M100 100V74M100 100l18 9" stroke-width="5"/><rect x="145" y="94" width="10" height="12" rx="2"/>' +
    '<g fill="#ac" stroke="none"><circle cx="100" cy="70" r="3"/><circle cx="130" cy="100" r="3"/><circle cx="100" cy="130" r="3"/><circle cx="70" cy="100" r="3"/></g>',
  eyewear:
    '<circle cx="58" cy="105" r="28" fill="#ac" stroke="none"/><circle cx="142" cy="105" r="28" fill="#ac" stroke="none"/>' +
    '<circle cx="58" cy="105" r="32" fill="none" stroke-width="9"/><circle cx="142" cy="105" r="32" fill="none" stroke-width="9"/>' +
    '<path d="M88 98q12-12 24 0" fill="none" stroke-width="7"/><path d="M26 100L8 82M174 100l18-18" stroke-width="7"/>',
  accessories:
    '<ellipse cx="100" cy="140" rx="86" ry="17"/><path d="M54 140q0-72 46-76 46 4 46 76z"/>' +
    '<rect x="54" y="116" width="92" height="13" fill="#ac" stroke="none"/><path d="M80 82q20 10 40 0" stroke="#bg" fill="none" stroke-width="4"/>',
  'fresh-produce':
    '<path d="M100 62c-30-20-70-5-65 40 5 50 40 75 65 60 25 15 60-10 65-60 5-45-35-60-65-40z"/>' +
    '<path d="M100 62q0-20 8-32" fill="none" stroke-width="6"/><path d="M108 42q26-20 46-4-20 20-46 4z" fill="#ac" stroke="none"/>' +
    '<ellipse cx="70" cy="95" rx="8" ry="16" fill="#bg"/>',
  grains:
    '<path d="M100 180v-130" stroke-width="6"/><ellipse cx="85" cy="70" rx="12" ry="22" transform="rotate(-25 85 70)"/>' +
    '<ellipse cx="115" cy="70" rx="12" ry="22" transform="rotate(25 115 70)"/><ellipse cx="85" cy="110" rx="12" ry="22" transform="rotate(-25 85 110)"/>' +
    '<ellipse cx="115" cy="110" rx="12" ry="22" transform="rotate(25 115 110)"/><ellipse cx="100" cy="40" rx="10" ry="20" fill="#ac"/>',
  'meat-seafood':
    '<path d="M28 100q52-56 112 0-60 56-112 0z"/><path d="M136 100l46-36v72z"/><circle cx="58" cy="92" r="6" fill="#bg"/>' +
    '<path d="M80 80q-10 20 0 40" stroke="#bg" fill="none" stroke-width="4"/><path d="M92 74q18-22 34-4z" fill="#ac" stroke="none"/>',
  dairy:
    '<rect x="40" y="72" width="72" height="108"/><path d="M40 72l15-30h42l15 30z"/><rect x="53" y="30" width="46" height="12"/>' +
    '<path d="M76 98q14 22 0 34q-14-12 0-34z" fill="#bg"/>' +
    '<path d="M120 180v-48l66-16v64z" fill="#ac"/><g stroke="none"><circle cx="140" cy="150" r="6"/><circle cx="165" cy="162" r="5"/>' +
    '<circle cx="170" cy="135" r="4"/></g>',
  beverages:
    '<path d="M58 180V92q0-15 10-25V34h22v33q10 10 10 25v88z"/><rect x="61" y="110" width="36" height="38" fill="#bg"/>' +
    '<rect x="66" y="118" width="26" height="8" fill="#ac" stroke="none"/>' +
    '<path d="M120 100h52l-7 80h-38z"/><path d="M124 126h44l-4 50h-36z" fill="#ac" stroke="none"/>',
  'packaged-food':
    '<rect x="32" y="70" width="70" height="106" rx="6"/><rect x="29" y="66" width="76" height="10" rx="4"/>' +
    '<rect x="29" y="170" width="76" height="10" rx="4"/><rect x="32" y="96" width="70" height="50" fill="#ac"/>' +
    '<rect x="116" y="100" width="62" height="76" rx="10"/><rect x="119" y="86" width="56" height="16" rx="3" fill="#ac"/>' +
    '<rect x="124" y="122" width="46" height="30" rx="3" fill="#bg"/>',
  'farm-supplies':
    '<path d="M48 82q52-16 104 0l12 96H36z"/><path d="M70 82l-6-22h72l-6 22" fill="none" stroke-width="6"/>' +
    '<path d="M100 164v-42" stroke="#bg" stroke-width="5"/>' +
    '<path d="M100 134q-22-4-28-26 22 0 28 26zM100 128q22-4 28-26-22 0-28 26z" fill="#ac" stroke="none"/>',
  'office-furniture':
    '<rect x="64" y="20" width="72" height="76" rx="16"/><rect x="54" y="100" width="92" height="22" rx="10"/>' +
    '<path d="M50 84v26M150 84v26" stroke-width="8"/><rect x="94" y="122" width="12" height="30"/>' +
    '<path d="M100 152l-54 16M100 152l54 16M100 152v20M100 152l-30 22M100 152l30 22" stroke-width="7"/>' +
    '<rect x="76" y="34" width="48" height="50" rx="10" fill="#ac" stroke="none"/>',
  'home-furniture':
    '<rect x="34" y="58" width="132" height="52" rx="12"/><rect x="28" y="104" width="144" height="32" rx="8"/>' +
    '<rect x="14" y="84" width="30" height="62" rx="12"/><rect x="156" y="84" width="30" height="62" rx="12"/>' +
    '<rect x="30" y="146" width="10" height="18"/><rect x="160" y="146" width="10" height="18"/>' +
    '<path d="M100 64v68" stroke="#bg" stroke-width="4"/><rect x="52" y="70" width="34" height="28" rx="8" fill="#ac" stroke="none"/>',
  'outdoor-furniture':
    '<path d="M18 82Q100 8 182 82z"/><path d="M100 24L70 82h60z" fill="#ac" stroke="none"/><rect x="96" y="72" width="8" height="104"/>' +
    '<rect x="56" y="130" width="88" height="9" rx="3"/><path d="M66 139v36M134 139v36" stroke-width="6"/>' +
    '<rect x="80" y="172" width="40" height="8"/>',
  'furniture-hardware':
    '<rect x="28" y="48" width="66" height="104" rx="6"/><rect x="106" y="48" width="66" height="104" rx="6"/>' +
    '<rect x="92" y="42" width="16" height="116" rx="6" fill="#ac"/>' +
    '<g fill="#bg" stroke="none"><circle cx="60" cy="70" r="6"/><circle cx="60" cy="100" r="6"/><circle cx="60" cy="130" r="6"/>' +
    '<circle cx="140" cy="70" r="6"/><circle cx="140" cy="100" r="6"/><circle cx="140" cy="130" r="6"/></g>',
  'medical-equipment':
    '<rect x="25" y="40" width="150" height="105" rx="10"/><rect x="35" y="50" width="130" height="85" rx="4" fill="#bg"/>' +
    '<path d="M40 95h30l8-26 10 46 8-30 6 10h58" fill="none" stroke="#ac" stroke-width="5"/>' +
    '<rect x="92" y="145" width="16" height="20"/><rect x="60" y="164" width="80" height="10" rx="4"/>',
  'medical-consumables':
    '<g transform="rotate(-35 100 100)"><rect x="48" y="82" width="92" height="36" rx="4"/>' +
    '<rect x="54" y="88" width="52" height="24" fill="#ac" stroke="none"/><path d="M70 82v10M85 82v10M100 82v10M115 82v10" stroke="#bg" stroke-width="3"/>' +
    '<rect x="140" y="94" width="36" height="12"/><rect x="174" y="80" width="10" height="40" rx="3"/>' +
    '<rect x="134" y="72" width="8" height="56" rx="2"/><rect x="36" y="92" width="14" height="16"/><path d="M36 100H6" stroke-width="3"/></g>',
  hospital:
    '<circle cx="84" cy="128" r="44" fill="none" stroke-width="8"/><circle cx="84" cy="128" r="7"/>' +
    '<circle cx="158" cy="164" r="12"/><path d="M58 42v68h62l22 50h18" fill="none" stroke-width="9"/>' +
    '<path d="M58 42H42" stroke-width="8"/><rect x="52" y="52" width="14" height="52" rx="4" fill="#ac" stroke="none"/>' +
    '<rect x="64" y="100" width="54" height="12" rx="4" fill="#ac" stroke="none"/>',
  lab:
    '<rect x="38" y="164" width="114" height="15" rx="4"/><path d="M124 164v-42q0-42-32-62" fill="none" stroke-width="14"/>' +
    '<rect x="56" y="26" width="22" height="74" rx="3" transform="rotate(-25 67 63)"/><rect x="52" y="18" width="26" height="12" rx="3" transform="rotate(-25 65 24)"/>' +
    '<rect x="52" y="126" width="76" height="8"/><rect x="82" y="100" width="12" height="22"/>' +
    '<rect x="62" y="120" width="44" height="5" fill="#ac" stroke="none"/>',
  pharma:
    '<g transform="rotate(-35 90 90)"><rect x="38" y="70" width="104" height="40" rx="20"/><path d="M90 70h32a20 20 0 0 1 0 40H90z" fill="#ac"/></g>' +
    '<circle cx="146" cy="148" r="25"/><path d="M128 148h36" stroke="#bg" stroke-width="4"/><circle cx="60" cy="156" r="16" fill="#ac"/>',
  dental:
    '<path d="M60 38c-22 0-27 32-16 58 10 24 10 64 24 74 12 8 16-40 32-40s20 48 32 40c14-10 14-50 24-74 11-26 6-58-16-58-15 0-25 10-40 10S75 38 60 38z"/>' +
    '<path d="M62 56q-10 16-4 34" fill="none" stroke="#bg" stroke-width="6"/><path d="M150 30l5 11 11 5-11 5-5 11-5-11-11-5 11-5z" fill="#ac" stroke="none"/>',
  sterilization:
    '<path d="M60 180V100q0-15 15-20h40q15 5 15 20v80z"/><rect x="74" y="60" width="42" height="22"/>' +
    '<path d="M74 60h48l22 8v8h-30" /><path d="M86 82l-14 28" stroke-width="6"/>' +
    '<path d="M88 124h14v-14h12v14h14v12h-14v14h-12v-14H88z" fill="#bg" stroke="none"/>' +
    '<path d="M162 48l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#ac" stroke="none"/><circle cx="172" cy="90" r="4" fill="#ac" stroke="none"/>',
  'building-materials':
    '<rect x="25" y="48" width="150" height="122"/><path d="M25 78h150M25 108h150M25 138h150" stroke="#bg" stroke-width="4"/>' +
    '<path d="M75 48v30M125 48v30M50 78v30M100 78v30M150 78v30M75 108v30M125 108v30M50 138v32M100 138v32M150 138v32" stroke="#bg" stroke-width="4"/>' +
    '<path d="M140 22l30 14-16 10z" fill="#ac" stroke="none"/><path d="M150 36l-10 14" stroke-width="5"/>',
  'doors-windows':
    '<rect x="40" y="32" width="120" height="134" rx="4"/>' +
    '<g fill="#bg" stroke="none"><rect x="50" y="42" width="45" height="54"/><rect x="105" y="42" width="45" height="54"/>' +
    '<rect x="50" y="104" width="45" height="54"/><rect x="105" y="104" width="45" height="54"/></g>' +
    '<path d="M58 84l20-20M113 84l26-26M58 146l14-14" stroke="#ac" stroke-width="5"/><rect x="30" y="166" width="140" height="10" rx="2"/>',
  flooring:
    '<rect x="25" y="25" width="150" height="150" rx="4"/>' +
    '<g fill="#ac" stroke="none"><rect x="77" y="27" width="46" height="46"/><rect x="27" y="77" width="46" height="46"/>' +
    '<rect x="127" y="77" width="46" height="46"/><rect x="77" y="127" width="46" height="46"/></g>' +
    '<path d="M75 25v150M125 25v150M25 75h150M25 125h150" stroke="#bg" stroke-width="5"/>',
  plumbing:
    '<rect x="44" y="162" width="66" height="14" rx="3"/><rect x="62" y="96" width="30" height="68" rx="8"/>' +
    '<path d="M70 104V82q0-24 24-24h44q20 0 20 20v16h-22v-8q0-4-4-4H98q-6 0-6 6v16z"/>' +
    '<rect x="68" y="86" width="18" height="12" rx="2"/><path d="M77 86L56 54" stroke-width="9"/>' +
    '<path d="M147 108q13 20 0 32q-13-12 0-32zM147 150q10 15 0 24q-10-9 0-24z" fill="#ac" stroke="none"/>',
  lighting:
    '<path d="M100 22a50 50 0 0 1 30 90v18H70v-18a50 50 0 0 1 30-90z"/>' +
    '<path d="M84 96l8-22 8 16 8-16 8 22" fill="none" stroke="#bg" stroke-width="4"/>' +
    '<rect x="72" y="132" width="56" height="12" rx="3"/><rect x="75" y="147" width="50" height="12" rx="3"/><path d="M85 162h30l-6 12H91z"/>' +
    '<path d="M28 70H12M188 70h-16M44 28L32 16M156 28l12-12" stroke="#ac" stroke-width="7"/>',
  appliances:
    '<rect x="55" y="20" width="90" height="160" rx="10"/><path d="M55 76h90" stroke="#bg" stroke-width="5"/>' +
    '<rect x="128" y="38" width="7" height="26" rx="3" fill="#bg"/><rect x="128" y="88" width="7" height="42" rx="3" fill="#bg"/>' +
    '<rect x="70" y="92" width="30" height="18" rx="2" fill="#ac" stroke="none"/><path d="M65 180v8M135 180v8" stroke-width="6"/>',
  paints:
    '<path d="M38 80h92l-8 96H46z"/><rect x="32" y="72" width="104" height="12" rx="4"/>' +
    '<path d="M44 78q40-56 80 0" fill="none" stroke-width="5"/>' +
    '<path d="M38 84h92v22q-10 10-15 0-8 15-16 0-10 12-20 0-10 10-18 0-10 12-23 0z" fill="#ac" stroke="none"/>' +
    '<g transform="rotate(28 160 110)"><rect x="152" y="38" width="16" height="62" rx="4"/><rect x="148" y="100" width="24" height="12"/>' +
    '<rect x="148" y="112" width="24" height="28" rx="3" fill="#ac"/></g>',
  prefab:
    '<path d="M14 72L100 40l86 32z" fill="#ac" stroke="none"/><rect x="20" y="72" width="160" height="86" rx="3"/>' +
    '<path d="M34 78v74M48 78v74M96 78v74M110 78v74M164 78v74" stroke="#bg" stroke-width="3"/>' +
    '<rect x="56" y="92" width="34" height="28" fill="#bg"/><rect x="120" y="90" width="34" height="68" fill="#bg"/>' +
    '<rect x="12" y="156" width="176" height="10" rx="2"/>',
  logistics:
    '<rect x="12" y="58" width="118" height="82" rx="4"/><path d="M130 84h32l22 26v30h-54z"/>' +
    '<path d="M140 92h20l13 16h-33z" fill="#bg"/><path d="M30 68v62M50 68v62M70 68v62M90 68v62M110 68v62" stroke="#bg" stroke-width="3"/>' +
    '<circle cx="44" cy="150" r="15"/><circle cx="96" cy="150" r="15"/><circle cx="162" cy="150" r="15"/>' +
    '<g fill="#ac" stroke="none"><circle cx="44" cy="150" r="6"/><circle cx="96" cy="150" r="6"/><circle cx="162" cy="150" r="6"/></g>',
  'trade-services':
    '<path d="M48 22h76l30 30v126H48z"/><path d="M124 22v30h30" fill="#bg"/>' +
    '<path d="M64 70h72M64 90h72M64 110h50" stroke="#bg" stroke-width="6"/>' +
    '<circle cx="122" cy="146" r="24" fill="#bg" stroke="#ac" stroke-width="6"/><path d="M110 146l9 9 16-18" fill="none" stroke="#ac" stroke-width="6"/>',
  inspection:
    '<circle cx="84" cy="84" r="50" fill="none" stroke-width="14"/><path d="M122 122l48 48" stroke-width="22"/>' +
    '<path d="M60 84l16 16 32-34" fill="none" stroke="#ac" stroke-width="10"/>',
  consulting:
    '<path d="M28 26v146h156" fill="none" stroke-width="6"/><rect x="44" y="122" width="26" height="50"/>' +
    '<rect x="84" y="96" width="26" height="76"/><rect x="124" y="64" width="26" height="108" fill="#ac"/>' +
    '<path d="M44 98l50-30 24 10 44-40" fill="none" stroke-width="6"/><path d="M148 34h18v18z"/>',
  'manufacturing-services':
    '<path d="M18 172V100l40-26v26l40-26v26l40-26v98z"/><rect x="146" y="38" width="22" height="134"/>' +
    '<g fill="#bg" stroke="none"><rect x="32" y="126" width="20" height="16"/><rect x="72" y="126" width="20" height="16"/>' +
    '<rect x="112" y="126" width="20" height="16"/></g>' +
    '<g fill="#ac" stroke="none"><circle cx="160" cy="26" r="9"/><circle cx="176" cy="14" r="7"/></g>',
  'industrial-services':
    '<circle cx="84" cy="112" r="40"/><circle cx="84" cy="112" r="52" stroke-dasharray="14 10" stroke-width="16" fill="none"/>' +
    '<circle cx="84" cy="112" r="14" fill="#bg"/>' +
    '<path d="M168 26a26 26 0 0 0-33 33l-42 42a10 10 0 0 0 15 15l42-42a26 26 0 0 0 33-33l-15 15-13-3-3-13z" fill="#ac" stroke="none"/>',
};
