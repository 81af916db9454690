export function plannedEachRun(text: string): boolean;
