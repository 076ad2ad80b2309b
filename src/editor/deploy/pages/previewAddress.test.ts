import { branchAlias, previewAddress } from './previewAddress';

const hosts = {
  siteUrl: 'https://www.example.com',
  previewHost: 'agency-site.pages.dev',
  productionBranch: 'main',
};

describe('the preview address of a page', () => {
  it('is the live page for the production branch', () => {
    expect(previewAddress('main', '/guides/get-out-of-spam', hosts)).toBe(
      'https://www.example.com/guides/get-out-of-spam',
    );
  });
  it("is the CDN's preview of a draft branch, named as Cloudflare names it", () => {
    expect(previewAddress('draft/New-Guide', '/', hosts)).toBe(
      'https://draft-new-guide.agency-site.pages.dev/',
    );
    expect(branchAlias('keystatic/a-very-long-branch-name-for-a-guide')).toBe(
      'keystatic-a-very-long-branch',
    );
    expect(branchAlias('draft_')).toBe('draft');
  });
  it('leads nowhere outside the site and the configured hosts', () => {
    for (const to of ['https://evil.test/', '//evil.test', '/a//b', 'guides', '/a?x=//evil.test']) {
      expect(previewAddress('draft', to, hosts), to).toBeNull();
    }
    expect(previewAddress('draft', '/', { ...hosts, previewHost: undefined })).toBeNull();
    expect(previewAddress('draft', '/', { ...hosts, previewHost: 'evil.test/x' })).toBeNull();
    expect(previewAddress('---', '/', hosts)).toBeNull();
  });
});
