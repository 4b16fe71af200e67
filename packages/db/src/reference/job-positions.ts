// Data (reference table: job positions, append only): one list, so one file.
/**
 * Job positions a user can pick on the profile, leadership first, then the functions a buyer or
 * supplier deals with (purchasing, trade, sales, operations, engineering, support).
 *
 * APPEND ONLY: seed-reference.ts derives each id from the position in this array (jp01, jp02, …)
 * and users' profiles store those ids. Never reorder, insert in the middle, rename to a different
 * meaning or delete an entry; new positions go at the end of the array.
 */
export const jobPositionNames: string[] = [
  // Leadership
  'Owner / Founder',
  'Chief Executive Officer (CEO)',
  'President',
  'General Manager',
  'Managing Director',
  'Chief Operating Officer (COO)',
  'Chief Financial Officer (CFO)',
  'Chief Technology Officer (CTO)',
  'Partner',
  // Purchasing and trade
  'Purchasing Manager',
  'Procurement Specialist',
  'Buyer',
  'Export Manager',
  'Import Manager',
  'International Trade Specialist',
  'Customs Broker',
  // Sales and marketing
  'Sales Director',
  'Sales Manager',
  'Sales Representative',
  'Business Development Manager',
  'Key Account Manager',
  'Marketing Manager',
  'Distributor / Agent',
  // Operations and supply chain
  'Operations Manager',
  'Plant Manager',
  'Production Supervisor',
  'Supply Chain Manager',
  'Logistics Coordinator',
  'Warehouse Manager',
  // Engineering and quality
  'Engineering Manager',
  'R&D Engineer',
  'Product Manager',
  'Quality Manager',
  'Maintenance Manager',
  // Support functions
  'Finance Manager',
  'Human Resources Manager',
  'Consultant',
  'Administrative Assistant',
  'Other',
];
