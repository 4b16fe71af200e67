/** A stored time as the API gives times: whole Unix seconds (the spec: "server times are seconds"). */
export const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);
