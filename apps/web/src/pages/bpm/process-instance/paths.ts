/** Where the workflow runtime screens send the user (the routes the server's menus give). */
export const processInstanceDetailPath = (processInstanceId: string) => `/bpm/process-instance/detail?id=${encodeURIComponent(processInstanceId)}`;
export const processInstanceCreatePath = '/bpm/process-instance/create';
export const myProcessInstancesPath = '/bpm/task/my';
