/** The policy's running text: one measure and rhythm for every section. */
export const prose = "max-w-3xl space-y-4 text-slate-700";
