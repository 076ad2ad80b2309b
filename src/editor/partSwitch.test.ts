/** Which switched-off parts get an Undo line: any that differs from the part added empty. */
import { sameValue } from './partSwitch';

describe('sameValue', () => {
  it('finds a part as it was added the same, and one with a word typed in it not', () => {
    const empty = () => ({ title: '', items: [], picture: null });
    expect(sameValue(empty(), empty())).toBe(true);
    expect(sameValue({ ...empty(), title: 'Why' }, empty())).toBe(false);
    expect(sameValue({ ...empty(), items: [{ question: '' }] }, empty())).toBe(false);
    expect(sameValue({ title: '', items: [] }, empty())).toBe(false);
  });

  it('compares an uploaded picture by its bytes', () => {
    const picture = (bytes: number[]) => ({
      path: 'src/assets/guides/a.png',
      upload: { filename: 'a.png', data: new Uint8Array(bytes) },
    });
    expect(sameValue(picture([1, 2]), picture([1, 2]))).toBe(true);
    expect(sameValue(picture([1, 2]), picture([1, 3]))).toBe(false);
    expect(sameValue(picture([1, 2]), { ...picture([1, 2]), upload: null })).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });
});
