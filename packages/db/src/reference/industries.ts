export interface IndustrySeed {
  /** 0001 to 0015, in the spec's order. */
  key: string;
  name: string;
  /** Name of the icon the web app draws for this industry. */
  icon: string;
  description: string;
  categories: { name: string; subCategories: string[] }[];
}

export const industryTree: IndustrySeed[] = [
  {
    key: '0001',
    name: 'Automation',
    icon: 'automation',
    description: 'Control systems, sensors and robotics.',
    categories: [{ name: 'Industrial Robots', subCategories: ['Articulated Robots', 'SCARA Robots'] }],
  },
];
