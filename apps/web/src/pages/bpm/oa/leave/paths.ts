/** The leave screens' routes (the menus 1118, 1121, 1122). */
export const leaveListPath = '/bpm/oa/leave';
export const leaveCreatePath = '/bpm/oa/leave/create';
export const leaveDetailPath = (id: number) => `/bpm/oa/leave/detail?id=${id}`;
