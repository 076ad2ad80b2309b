import { readFileSync } from 'node:fs';
import { isSupported, requireSupportedNode, supportedNode } from './node-version.ts';

const range = supportedNode(readFileSync('package.json', 'utf8'));

describe('the Node the site builds on', () => {
  it('is one LTS line from its first LTS release, and .node-version names one of it', () => {
    expect(range).toEqual({ oldest: '24.11.0', belowMajor: 25 });
    expect(isSupported(readFileSync('.node-version', 'utf8').trim(), range)).toBe(true);
  });

  it('takes the oldest and the newest of the line, and nothing either side', () => {
    expect(isSupported('v24.11.0', range)).toBe(true);
    expect(isSupported('24.21.0', range)).toBe(true);
    expect(isSupported('24.99.9', range)).toBe(true);
    expect(isSupported('24.10.9', range)).toBe(false);
    expect(isSupported('v22.19.0', range)).toBe(false);
    expect(isSupported('v20.20.2', range)).toBe(false);
    expect(isSupported('25.0.0', range)).toBe(false);
  });

  it('stops a run on the machine Node 20, saying how to get Node 24', () => {
    expect(() => requireSupportedNode('v20.20.2')).toThrow(
      /builds on Node 24\.11\.0 up to 24\.x, and this is Node 20\.20\.2.*"npm install" brings Node 24\./,
    );
  });

  it('is what runs these tests', () => {
    expect(() => requireSupportedNode(process.version)).not.toThrow();
  });

  it('refuses an engines range it cannot read', () => {
    expect(() => supportedNode('{"engines":{"node":"^24"}}')).toThrow(/'>=A\.B\.C <D'/);
  });
});
