// Data (reference table: genders): one small table, so one file.
export const genderRows = [
  { code: 'F', name: 'Female', sortOrder: 1 },
  { code: 'M', name: 'Male', sortOrder: 2 },
  { code: 'X', name: 'Non-binary', sortOrder: 3 },
  { code: 'N', name: 'Prefer not to say', sortOrder: 4 },
];
