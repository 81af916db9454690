/** The 成功 / 失败 choice both log screens filter by; the server takes it as a boolean. */
export const outcomeOptions = [
  { label: '成功', value: true },
  { label: '失败', value: false },
];
