// Makes the site's default media, so a fresh install plays real files with no media host:
// two short narrated videos (with captions) and a podcast episode. Slides are drawn by Chromium in
// the site's own fonts and colours, the voice is espeak-ng, ffmpeg assembles. The videos' stills
// are pictures for astro:assets: scripts/make-video-stills.mjs.
// Needs Debian's ffmpeg and espeak-ng. Run after changing the words below: npm run media
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './find-browser.mjs';

const out = 'public/media';
const work = mkdtempSync(join(tmpdir(), 'media-'));
const font = (file) =>
  `data:font/woff2;base64,${readFileSync(`src/assets/fonts/${file}`).toString('base64')}`;

/** Each clip: slides of [eyebrow, headline, accent line], each narrated by its `say` line. */
const clips = {
  'case-study': [
    {
      eyebrow: 'Client case study',
      title: 'Same offer. Same ad budget.',
      accent: '',
      say: 'Same offer. Same team. Same ad budget.',
    },
    {
      eyebrow: 'What changed',
      title: 'Every lead answered',
      accent: 'in minutes, around the clock.',
      say: 'What changed: every lead was answered in minutes, and an AI agent booked calls around the clock.',
    },
    {
      eyebrow: 'Thirty days later',
      title: '10X',
      accent: 'booked calls in 30 days.',
      say: 'Thirty days later: ten times the booked calls.',
    },
  ],
  'msp-overview': [
    {
      eyebrow: 'For managed service providers',
      title: '10 qualified calls',
      accent: 'booked in 60 days.',
      say: 'For managed service providers: ten qualified calls, booked in sixty days.',
    },
    {
      eyebrow: 'How',
      title: 'We build the system',
      accent: 'and run it with you.',
      say: 'We build the outreach and booking system, and run it with you.',
    },
    {
      eyebrow: 'The guarantee',
      title: 'No 10 calls?',
      accent: 'We work free until you do.',
      say: 'If you do not get ten booked calls, we work free until you do.',
    },
  ],
};

/** The podcast episode on the Facebook lead forms guide: a short narrated summary. */
const episode = [
  'Facebook lead forms or landing pages? Here is the short answer from our own test.',
  'Lead forms keep people inside Facebook, so they are fast and cheap. In our test, a lead cost twenty four dollars and forty three cents, against forty eight dollars and two cents for a landing page.',
  'But cheap leads are not the same as clients. The landing page leads showed up to the workshop more often, and signed up more often, for a better return on ad spend: two point four times, against one point eight.',
  'So start with lead forms when you need volume on a small budget, and send people to a landing page when the decision is bigger and you need them to read before they book.',
  'The full guide has the numbers, the use cases and a checklist. Thanks for listening.',
].join(' ');

const slideHtml = ({ eyebrow, title, accent }) => `<!doctype html><html><head><style>
@font-face { font-family: Sora; src: url(${font('sora-subset.woff2')}); font-weight: 100 800; }
@font-face { font-family: Inter; src: url(${font('inter-subset.woff2')}); font-weight: 100 900; }
html, body { margin: 0; width: 960px; height: 540px; }
body { display: flex; flex-direction: column; justify-content: center; padding: 0 80px; box-sizing: border-box;
  background: radial-gradient(ellipse 80% 70% at 15% 0%, rgb(124 58 237 / 0.45), transparent 70%),
    radial-gradient(ellipse 60% 50% at 100% 110%, rgb(52 199 143 / 0.18), transparent 70%), #05081a;
  color: #eef0f7; font-family: Inter; }
.eyebrow { font: 600 18px Inter; letter-spacing: 0.18em; text-transform: uppercase; color: #86efc5; }
h1 { font: 700 76px/1.05 Sora; letter-spacing: -0.03em; margin: 22px 0 0; }
.accent { font: 600 40px/1.2 Sora; margin-top: 14px; background: linear-gradient(100deg, #c4b5fd, #86efc5);
  -webkit-background-clip: text; color: transparent; }
.brand { position: absolute; left: 80px; bottom: 44px; font: 600 20px Sora; color: #a8b0c8; }
</style></head><body><div class="eyebrow">${eyebrow}</div><h1>${title}</h1>
${accent ? `<div class="accent">${accent}</div>` : ''}<div class="brand">Undeniable</div></body></html>`;

const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const seconds = (file) =>
  Number(
    execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      file,
    ])
      .toString()
      .trim(),
  );
const stamp = (t) => {
  const ms = Math.round(t * 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `00:${pad(Math.floor(ms / 60000))}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: chromiumArgs,
});
try {
  for (const [name, slides] of Object.entries(clips)) {
    const parts = [];
    const cues = [];
    let at = 0;
    for (const [index, slide] of slides.entries()) {
      const page = await browser.newPage({ viewport: { width: 960, height: 540 } });
      await page.setContent(slideHtml(slide));
      await page.evaluate(() => document.fonts.ready);
      const png = join(work, `${name}-${index}.png`);
      await page.screenshot({ path: png });
      await page.close();
      const wav = join(work, `${name}-${index}.wav`);
      run('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', wav, slide.say]);
      // Each slide holds for its line plus a breath.
      const length = seconds(wav) + 0.8;
      const part = join(work, `${name}-${index}.mp4`);
      run('ffmpeg', [
        '-y',
        '-v',
        'error',
        '-loop',
        '1',
        '-framerate',
        '25',
        '-t',
        String(length),
        '-i',
        png,
        '-i',
        wav,
        '-filter_complex',
        `[0:v]fade=in:st=0:d=0.4,fade=out:st=${length - 0.4}:d=0.4,format=yuv420p[v];[1:a]apad,aresample=44100[a]`,
        '-map',
        '[v]',
        '-map',
        '[a]',
        '-t',
        String(length),
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        '30',
        '-tune',
        'stillimage',
        '-c:a',
        'aac',
        '-b:a',
        '48k',
        '-ac',
        '1',
        part,
      ]);
      parts.push(part);
      cues.push(`${stamp(at)} --> ${stamp(at + length - 0.3)}\n${slide.say}`);
      at += length;
    }
    const list = join(work, `${name}.txt`);
    writeFileSync(list, parts.map((part) => `file '${part}'`).join('\n'));
    run('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      join(out, `${name}.mp4`),
    ]);
    writeFileSync(join(out, `${name}.vtt`), `WEBVTT\n\n${cues.join('\n\n')}\n`);
    console.log(
      `${out}/${name}.mp4: ${(statSync(join(out, `${name}.mp4`)).size / 1024).toFixed(0)} KB, ${at.toFixed(1)} s`,
    );
  }
  const wav = join(work, 'episode.wav');
  run('espeak-ng', ['-v', 'en-us', '-s', '155', '-w', wav, episode]);
  const mp3 = join(out, 'lead-forms-vs-landing-pages.mp3');
  run('ffmpeg', [
    '-y',
    '-v',
    'error',
    '-i',
    wav,
    '-ac',
    '1',
    '-ar',
    '22050',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '32k',
    mp3,
  ]);
  console.log(`${mp3}: ${(statSync(mp3).size / 1024).toFixed(0)} KB, ${seconds(mp3).toFixed(1)} s`);
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
