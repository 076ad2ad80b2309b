export interface SupportedNode {
  oldest: string;
  belowMajor: number;
}
export function supportedNode(packageJson: string): SupportedNode;
export function isSupported(version: string, supported: SupportedNode): boolean;
export function requireSupportedNode(version?: string, root?: string): void;
