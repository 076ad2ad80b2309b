export function withoutScripts(html: string): string;
export function writeFloor(dist: string, to: string): void;
