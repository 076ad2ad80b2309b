import {
  chunkFailure,
  clearPageAfterEach,
  copy,
  island,
  page,
  rejection,
  retryButtons,
} from '../test/chunkRecoveryPage';

clearPageAfterEach();

describe('the inline chunk recovery script, on a page the visitor is using', () => {
  it('stays put when an import fails because the visitor is leaving the page', () => {
    // WebKit fails every import still on its way as a navigation starts (just after
    // 'beforeunload'), while the page runs on until the next one arrives: a reload then would take
    // the visitor back. Astro's second try, a second later, fails as well.
    const header = island('/_astro/Header.abc.js', 'Menu');
    const { events, reload } = page();
    events.dispatchEvent(new Event('beforeunload'));
    const aborted = rejection(new TypeError('Importing a module script failed.'));
    events.dispatchEvent(aborted);
    events.dispatchEvent(chunkFailure('/_astro/Header.abc.js?astro-retry=1'));
    expect(aborted.defaultPrevented).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(header.hasAttribute('data-chunk-failed')).toBe(false);

    // A link that opened the mail app, not a page: the visitor is still here, and types. The page
    // is in use now, so it is not reloaded under them: the island offers its Retry line.
    events.dispatchEvent(new Event('keydown'));
    events.dispatchEvent(chunkFailure('/_astro/Header.abc.js'));
    expect(reload).not.toHaveBeenCalled();
    expect(retryButtons()).toHaveLength(1);
  });

  it.each(['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown', 'input'])(
    'never reloads a page the visitor has begun to use (%s): it offers Retry',
    (type) => {
      const faq = island('/_astro/Faq.abc.js', 'Questions');
      const { events, reload } = page('/');
      const step = new Event(type);
      // The page's own scroll is the document's; a carousel's is its element's.
      Object.defineProperty(step, 'target', { value: document });
      events.dispatchEvent(step);
      events.dispatchEvent(chunkFailure('/_astro/Faq.abc.js'));
      events.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
      expect(reload).not.toHaveBeenCalled();
      expect(faq.nextElementSibling?.textContent).toBe(`${copy.message} ${copy.retry}`);
    },
  );

  it("still reloads a new page when only a carousel's own scroll moved", () => {
    island('/_astro/Faq.abc.js', 'Questions');
    const { events, reload } = page('/');
    const carousel = new Event('scroll');
    Object.defineProperty(carousel, 'target', { value: document.createElement('div') });
    events.dispatchEvent(carousel);
    events.dispatchEvent(chunkFailure('/_astro/Faq.abc.js'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads only in the first seconds: a failure later offers Retry', () => {
    island('/_astro/Faq.abc.js', 'Questions');
    const { events, reload, clock } = page('/');
    clock.now = 6000;
    events.dispatchEvent(chunkFailure('/_astro/Faq.abc.js'));
    expect(reload).not.toHaveBeenCalled();
    expect(retryButtons()).toHaveLength(1);
  });

  it('Retry reloads with what was typed, and the reloaded page puts it back', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input id="s-name" name="name"><input id="s-email" name="email" type="email"><input name="pin" type="password"><input id="s-ok" type="checkbox">';
    document.body.append(form);
    island('/_astro/Signup.abc.js', 'Be First to Get the Good Stuff');
    const { events, reload, clock } = page('/resources');
    clock.now = 9000;
    events.dispatchEvent(chunkFailure('/_astro/Signup.abc.js'));
    const [name, email, pin, ok] = form.querySelectorAll('input');
    if (!name || !email || !pin || !ok) throw new Error('the form has four fields');
    name.value = 'Dana';
    email.value = 'dana@firm.test';
    pin.value = '1234';
    ok.checked = true;
    retryButtons()[0]?.click();
    expect(reload).toHaveBeenCalledTimes(1);

    // The same page loaded again: its fields empty, until the script runs.
    document.body.replaceChildren();
    const fresh = form.cloneNode(false) as HTMLFormElement;
    fresh.innerHTML = form.innerHTML;
    document.body.append(fresh);
    page('/resources');
    const [name2, email2, pin2, ok2] = fresh.querySelectorAll('input');
    expect(name2?.value).toBe('Dana');
    expect(email2?.value).toBe('dana@firm.test');
    expect(pin2?.value).toBe('');
    expect(ok2?.checked).toBe(true);
    expect(window.sessionStorage.getItem('chunk-typed:/resources')).toBeNull();
  });
});
