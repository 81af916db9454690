/** Where the model screens send the user: the designer of one model. */
export const modelDesignPath = (modelId: number) => `/bpm/manager/model/design?modelId=${modelId}`;
