export const jobPositionNames: string[] = ['Chief Executive Officer', 'Purchasing Manager', 'Sales Manager'];
